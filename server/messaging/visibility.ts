/** Which announcements a teacher sees (000 section 6): those sent to all or to her, until she has read them. */
import { sql } from 'kysely';
import type { Predicate } from '../access/rules.ts';

export const addressedAndUnread: Predicate = (viewer) => {
  const me = JSON.stringify([viewer.teacherProfileId ?? '']);
  return sql<boolean>`((${sql.ref('sendTo')} @> '["ALL"]'::jsonb or ${sql.ref('sendTo')} @> ${me}::jsonb) and not coalesce(${sql.ref('readBy')}, '[]'::jsonb) @> ${me}::jsonb)`;
};
