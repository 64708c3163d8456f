/**
 * Which shared templates a teacher sees (001 section 6: "Shared assessment templates are limited to the teacher's
 * subjects and schools"; 002 section 2: templates of a generic school are available to all teachers). Lesson
 * templates follow the same rule. SQL over the template row, with subqueries on the viewer's teacher profile id,
 * so a new class or a change of school shows at once.
 */
import { sql } from 'kysely';
import type { Predicate } from '../access/rules.ts';

/** A subject of one of the teacher's classes, and no school, a generic school or the teacher's own school. */
export const sharedTemplateForMyClasses: Predicate = (viewer) => {
  const me = viewer.teacherProfileId ?? '';
  return sql<boolean>`(${sql.ref('subjectID')} in (select class."subjectID" from teacher_class_subject as class
      where class."teacherprofileID" = ${me} and class."_deleted" = false)
    and (coalesce(${sql.ref('schoolID')}, '') = ''
      or ${sql.ref('schoolID')} = (select profile."teacherProfileSchoolId" from teacher_profile as profile
        where profile.id = ${me} and profile."_deleted" = false)
      or ${sql.ref('schoolID')} in (select school.id from school where school."isGeneric" is true and school."_deleted" = false)))`;
};
