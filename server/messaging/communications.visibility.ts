/**
 * Which communications a signed-in reader sees (001 section 6; 000 section 6): those published (the publish date
 * reached) and sent to everyone (ALL or General) or to a grade of her package (teacher profile
 * `payfastSubscriptionPackage.grades`). Admins see all through their own rule (access/table.ts).
 */
import { sql } from 'kysely';
import type { Predicate } from '../access/rules.ts';

export const publishedForMyChannels: Predicate = (viewer) => {
  const sendTo = sql.ref('sendTo');
  const publishDate = sql.ref('publishDate');
  const myGrades = sql`select grade from teacher_profile profile,
      jsonb_array_elements_text(case when jsonb_typeof(profile."payfastSubscriptionPackage" -> 'grades') = 'array'
        then profile."payfastSubscriptionPackage" -> 'grades' else '[]'::jsonb end) as grade
      where profile.id = ${viewer.teacherProfileId ?? ''} and profile._deleted = false`;
  return sql<boolean>`(${publishDate} is not null and ${publishDate} <= now() and jsonb_typeof(${sendTo}) = 'array'
    and (${sendTo} @> '["ALL"]'::jsonb or ${sendTo} @> '["General"]'::jsonb
      or exists (select 1 from (${myGrades}) mine where ${sendTo} @> jsonb_build_array(mine.grade))))`;
};
