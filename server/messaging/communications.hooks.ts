/**
 * The communication rules (002 sections 4, 5) on the generic createCommunication and updateCommunication, whoever
 * calls: the spec's messages, the stored forms of subject, video, images, channels and Show
 * (domain/communication-rules.ts), and the files: an image dropped from `images` is deleted from storage by the
 * same update, and deleting a communication deletes its folder. Files are only removed from the communication's own
 * folder (Communications/{id}/), so a key another record lists is never touched.
 */
import type { RequestContext } from '../context.ts';
import { communicationErrors, storedCommunication, type CommunicationValues } from '../domain/communication-rules.ts';
import { assertNoFieldErrors } from '../errors.ts';
import { removeFolder, removeStoredFiles } from '../files/records.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';
import { registerHooks } from '../models/hooks.ts';
import { logError } from '../observability/log.ts';

const folderOf = (id: string) => `Communications/${id}/`;

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

function communicationValues(
  _ctx: RequestContext,
  values: ModelValues<'communication'>,
  existing: ModelObject<'communication'> | null,
): ModelValues<'communication'> {
  const merged = { ...existing, ...values } as CommunicationValues;
  assertNoFieldErrors(communicationErrors(merged, existing === null));
  return { ...values, ...storedCommunication(merged) };
}

async function logFailure(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logError(`communications: ${what} failed`, error);
  }
}

async function removeDroppedImages(
  ctx: RequestContext,
  row: ModelObject<'communication'>,
  before: ModelObject<'communication'> | null,
): Promise<void> {
  if (!before) return;
  const kept = new Set(keysOf(row.images));
  const dropped = keysOf(before.images).filter((key) => !kept.has(key) && key.startsWith(folderOf(row.id)));
  if (dropped.length > 0) await logFailure(`removing ${dropped.join(', ')}`, () => removeStoredFiles(ctx.app, dropped));
}

function removeCommunicationFolder(ctx: RequestContext, row: ModelObject<'communication'>): Promise<void> {
  return logFailure(`removing the files of communication ${row.id}`, () =>
    removeFolder(ctx.app, folderOf(row.id), keysOf(row.images)),
  );
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerCommunicationHooks(): void {
  registerHooks('Communication', {
    beforeWrite: communicationValues,
    afterWrite: removeDroppedImages,
    afterDelete: removeCommunicationFolder,
  });
}
