/**
 * Announcement rules (002 sections 2, 5; 001 sections 3, 4): a title is required and trimmed; Send To is required
 * (an announcement sent to nobody reaches nobody) and is 'ALL' or teacher profile ids, and 'ALL' stands alone
 * (choosing it clears the teachers, choosing a teacher clears it). Pure: the server enforces them on every write,
 * the admin's dialog checks and picks the same way.
 */
import type { FieldErrors } from './form-values.ts';
import { blank } from './form-values.ts';
import { commonMessages } from './messages.ts';

export const everyone = 'ALL';

export const announcementMessages = {
  titleRequired: commonMessages.titleRequired,
  /** The spec has no text for it (docs/decisions.md, "Send To required"). */
  sendToRequired: 'Send To is required',
  teacherUnknown: 'Send To names a teacher profile that does not exist',
  /** Read on an announcement deleted (or no longer sent to her) since the banner showed it. */
  gone: 'This announcement is no longer available',
} as const;

/** Send To as stored: no blanks or repeats, and 'ALL' alone when it is there. */
export function normaliseSendTo(sendTo: readonly string[] | null | undefined): string[] {
  const ids = [...new Set((sendTo ?? []).map((id) => id.trim()).filter((id) => id !== ''))];
  return ids.includes(everyone) ? [everyone] : ids;
}

/**
 * Send To after the admin changed the picker from `before` to `after`: the choice just made wins, so picking
 * 'ALL' clears the teachers and picking a teacher while 'ALL' is chosen clears 'ALL'.
 */
export function pickSendTo(before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((id) => !before.includes(id));
  if (added.includes(everyone)) return [everyone];
  if (added.length > 0) return after.filter((id) => id !== everyone);
  return [...after];
}

export interface AnnouncementValues {
  title?: string | null;
  sendTo?: readonly string[] | null;
  message?: string | null;
}

export function announcementErrors(values: AnnouncementValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.title)) errors.title = announcementMessages.titleRequired;
  if (normaliseSendTo(values.sendTo).length === 0) errors.sendTo = announcementMessages.sendToRequired;
  return errors;
}

/** Whether the announcement goes to this teacher profile (to ALL or by her id). */
export function addressedTo(sendTo: readonly string[] | null | undefined, teacherProfileId: string): boolean {
  return (sendTo ?? []).some((id) => id === everyone || id === teacherProfileId);
}
