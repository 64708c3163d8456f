/** Planning records for API and browser tests. */
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { assessmentInput, ok, setSchool } from './templates-fixtures.ts';

/** The input of a one-hour lesson activity of the teacher's, labelled. */
export function activityInput(teacher: Session, label: string) {
  return {
    label,
    type: 'Lesson',
    startDateTime: '2026-03-02T06:00:00.000Z',
    endDateTime: '2026-03-02T07:00:00.000Z',
    color: 'red darken-1',
    teacherprofileID: teacher.teacherProfileId,
  };
}

/**
 * A new teacher of Grade 4 Mathematics (class 4A) at Table Mountain Primary School in the Western Cape, so the
 * shared Mathematics lesson plan is hers to copy, with a lesson and an assessment of hers named as told. `profile`
 * sets more of her profile (title, name…) in the update that gives her the school.
 */
export async function grade4MathsTeacher(
  work: { lesson: string; assessment: string },
  profile: Record<string, unknown> = {},
): Promise<{ teacher: Session; subjectID: string }> {
  const teacher = await newTeacher();
  const as = { token: teacher.accessToken };
  const teacherprofileID = teacher.teacherProfileId;
  const { schoolsOfProvince } = ok(
    await gql<{ schoolsOfProvince: { id: string; name: string }[] }>(
      '{ schoolsOfProvince(province: "Western Cape") { id name } }',
      {},
      as,
    ),
  );
  const school = schoolsOfProvince.find((candidate) => candidate.name === 'Table Mountain Primary School');
  if (!school) throw new Error('Table Mountain Primary School is not a school of the Western Cape');
  await setSchool(teacher, 'Western Cape', school.id, profile);
  const { listSubjects } = ok(
    await gql<{ listSubjects: { items: { id: string }[] } }>(
      '{ listSubjects(filter: { grade: { eq: "4" }, subject: { eq: "Mathematics" } }) { items { id } } }',
      {},
      as,
    ),
  );
  const subjectID = listSubjects.items[0].id;
  ok(
    await gql(
      'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
      { input: { name: '4A', subjectID, teacherprofileID } },
      as,
    ),
  );
  ok(
    await gql(
      'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
      { input: { name: work.lesson, subjectID, teacherprofileID } },
      as,
    ),
  );
  ok(
    await gql(
      'mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { id } }',
      { input: assessmentInput(subjectID, { title: work.assessment, teacherprofileID }) },
      as,
    ),
  );
  return { teacher, subjectID };
}
