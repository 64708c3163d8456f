/**
 * The admin's announcement rules (002 sections 2, 5) on the generic createAnnouncement and updateAnnouncement,
 * whoever calls: 'Title is required' and the title trimmed; 'Send To is required', 'ALL' alone or teacher profiles
 * that exist; the message kept as the text typed. Who has read it is the teachers' to say (markAnnouncementRead): a
 * create starts with nobody and an update keeps the stored readers, whatever the input says.
 */
import type { RequestContext } from '../context.ts';
import { announcementErrors, announcementMessages, everyone, normaliseSendTo } from '../domain/announcement.ts';
import { allProfilesExist } from '../customers/customers.repository.ts';
import { assertNoFieldErrors } from '../errors.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';
import { registerHooks } from '../models/hooks.ts';

function listOfIds(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

async function announcementValues(
  ctx: RequestContext,
  values: ModelValues<'announcement'>,
  existing: ModelObject<'announcement'> | null,
): Promise<ModelValues<'announcement'>> {
  const next = { ...values };
  delete next.readBy;
  const title = 'title' in next ? next.title : existing?.title;
  // An update that leaves Send To out keeps the stored one, which must then name somebody too.
  const sendTo = normaliseSendTo(listOfIds('sendTo' in next ? next.sendTo : existing?.sendTo));
  const errors = announcementErrors({ title: typeof title === 'string' ? title : null, sendTo });
  if ('sendTo' in next) {
    const teachers = sendTo.filter((id) => id !== everyone);
    if (!errors.sendTo && !(await allProfilesExist(ctx.db, teachers)))
      errors.sendTo = announcementMessages.teacherUnknown;
    next.sendTo = sendTo;
  }
  assertNoFieldErrors(errors);
  if (typeof next.title === 'string') next.title = next.title.trim();
  if (!existing) next.readBy = [];
  return next;
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerAnnouncementHooks(): void {
  registerHooks('Announcement', { beforeWrite: announcementValues });
}
