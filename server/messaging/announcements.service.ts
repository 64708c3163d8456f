/** Announcements a teacher reads (001 section 4): Read adds the teacher's profile id to readBy, once. */
import { sql } from 'kysely';
import type { Viewer } from '../access/rules.ts';
import type { RequestContext } from '../context.ts';
import { announcementMessages } from '../domain/announcement.ts';
import { apiError } from '../errors.ts';
import type { ModelObject, ModelRow } from '../models/declaration.ts';
import { toApiObject } from '../models/repository.ts';

export async function markAnnouncementRead(ctx: RequestContext, id: string): Promise<ModelObject<'announcement'>> {
  const profileId = ctx.viewer.teacherProfileId;
  if (!profileId) throw apiError('FORBIDDEN', 'You need a teacher profile to read announcements.');
  const me = JSON.stringify([profileId]);
  const addressedToMe = sql<boolean>`(${sql.ref('sendTo')} @> '["ALL"]'::jsonb or ${sql.ref('sendTo')} @> ${me}::jsonb)`;
  // One statement appends the reader, so that teachers reading at the same moment never drop each other.
  const updated = await sql<ModelRow<'announcement'>>`update announcement
    set ${sql.ref('readBy')} = coalesce(${sql.ref('readBy')}, '[]'::jsonb) || ${me}::jsonb,
      ${sql.ref('_version')} = ${sql.ref('_version')} + 1, ${sql.ref('updatedAt')} = now(), ${sql.ref('_lastChangedAt')} = ${Date.now()}
    where id = ${id} and ${sql.ref('_deleted')} = false and ${addressedToMe}
      and not coalesce(${sql.ref('readBy')}, '[]'::jsonb) @> ${me}::jsonb
    returning *`.execute(ctx.db);
  const stored = updated.rows[0];
  if (stored) {
    const announcement = toApiObject(stored);
    // As it was, for her other open windows: the announcement leaves her view and reaches them as a deletion.
    const readers = Array.isArray(stored.readBy) ? stored.readBy : [];
    const before = { ...stored, readBy: readers.filter((reader) => reader !== profileId) };
    ctx.app.changes.publish('Announcement', 'update', announcement, before);
    return announcement;
  }
  const current = await sql<ModelRow<'announcement'>>`select * from announcement
    where id = ${id} and ${sql.ref('_deleted')} = false and ${addressedToMe}`.execute(ctx.db);
  // Deleted, or no longer sent to her, since her banner showed it.
  if (!current.rows[0]) throw apiError('NOT_FOUND', announcementMessages.gone);
  return toApiObject(current.rows[0]);
}

/**
 * Who an announcement went to and who has read it is the operator's business: a teacher sees only 'ALL' and her
 * own profile id in these lists, so the profile ids of other teachers (and so the ids of their records) never
 * reach her. Resolved per viewer as fields, so queries, the mark-read answer and change events all show the same;
 * only admins may filter on them (`adminFilterOnly`).
 */
export function teachersShownTo(viewer: Viewer, profileIds: unknown): string[] | null {
  if (!Array.isArray(profileIds)) return null;
  if (viewer.groups.includes('admin')) return profileIds.map(String);
  return profileIds.filter((id) => id === 'ALL' || id === viewer.teacherProfileId).map(String);
}
