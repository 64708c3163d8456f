/**
 * Links to stored files for the browser (GraphQL `fileLinks`). Access is decided here for the caller, and again
 * by GET /files/{key} when the link is used: the signature stands in for the bearer token, nothing more.
 */
import type { Viewer } from '../access/rules.ts';
import type { App } from '../context.ts';
import { badInput } from '../errors.ts';
import type { FileLink } from '../generated/graphql.ts';
import { isPublicFile, mayReadFile } from './access.ts';
import { isSafeKey, pathOfKey } from './keys.ts';

/** A long document has a few dozen images; far more in one call is not a page asking. */
const maxLinksPerCall = 200;

async function linkOf(app: App, viewer: Viewer, key: string): Promise<FileLink> {
  if (!isSafeKey(key) || !viewer.userId) return { key, url: null, expiresAt: null };
  if (isPublicFile(key)) return { key, url: pathOfKey(key), expiresAt: null };
  if (!(await mayReadFile(app, viewer, key))) return { key, url: null, expiresAt: null };
  return { key, ...app.links.sign(pathOfKey(key), viewer.userId) };
}

export async function fileLinks(app: App, viewer: Viewer, keys: readonly string[]): Promise<FileLink[]> {
  if (keys.length > maxLinksPerCall) throw badInput({ keys: `Ask for at most ${maxLinksPerCall} files at a time.` });
  return Promise.all(keys.map((key) => linkOf(app, viewer, key)));
}
