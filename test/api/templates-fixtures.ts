/** Shared set-up of the templates API tests: subjects, schools, classes and template inputs. */
import { expect } from 'vitest';
import { gql, signIn, uuid, type GraphQLResponse, type Session } from '../helpers/api.ts';

let adminSession: Promise<Session> | undefined;
export const admin = (): Promise<Session> => (adminSession ??= signIn('admin@example.com'));

export function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data as T;
}

export function fieldErrors(response: GraphQLResponse): Record<string, string> {
  expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBe('BAD_USER_INPUT');
  return response.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
}

/** A subject of its own, so that a test sees exactly the shared templates it makes. */
export async function newSubject(grade = '4'): Promise<string> {
  const { accessToken } = await admin();
  const data = ok(
    await gql<{ createSubject: { id: string } }>(
      'mutation($input: CreateSubjectInput!) { createSubject(input: $input) { id } }',
      { input: { grade, subject: `Subject ${uuid().slice(0, 8)}` } },
      { token: accessToken },
    ),
  );
  return data.createSubject.id;
}

export async function schoolsNamed(): Promise<Map<string, { id: string; provinces: string[]; isGeneric: boolean }>> {
  const { accessToken } = await admin();
  const data = ok(
    await gql<{ listSchools: { items: { id: string; name: string; provinces: string[]; isGeneric: boolean }[] } }>(
      '{ listSchools(limit: 1000) { items { id name provinces isGeneric } } }',
      {},
      { token: accessToken },
    ),
  );
  return new Map(data.listSchools.items.map((school) => [school.name, school]));
}

export async function giveClass(teacher: Session, subjectID: string): Promise<void> {
  ok(
    await gql(
      'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
      { input: { name: `Class ${uuid().slice(0, 6)}`, subjectID, teacherprofileID: teacher.teacherProfileId } },
      { token: teacher.accessToken },
    ),
  );
}

/** Puts the teacher at a school of the province; `profile` sets more of her profile in the same update. */
export async function setSchool(
  teacher: Session,
  province: string,
  schoolId: string,
  profile: Record<string, unknown> = {},
): Promise<void> {
  const current = ok(
    await gql<{ getTeacherProfile: { _version: number } }>(
      'query($id: ID!) { getTeacherProfile(id: $id) { _version } }',
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    ),
  );
  ok(
    await gql(
      'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }',
      {
        input: {
          id: teacher.teacherProfileId,
          _version: current.getTeacherProfile._version,
          ...profile,
          province,
          teacherProfileSchoolId: schoolId,
        },
      },
      { token: teacher.accessToken },
    ),
  );
}

export const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

export const assessmentFields = `id title headings { label value } fontFamily complexity totalMarks totalMinutes instructions taxonomy subjectID
  teacherprofileID owner _version
  questions { number title minutes marks sectionNumber sectionTitle richText
    fields { number question richText answer marks type items cognitiveLevel { label percentage } } }`;

export const sharedAssessmentFields = `${assessmentFields.replace('teacherprofileID owner ', '')} schoolID taxonomys`;

export const lessonFields = `id name type headings { label value } fontFamily complexity totalPoints minutes schoolID subjectID _version
  template { name fields { type label value hint placeholder items points difficulty } }`;

export function assessmentInput(subjectID: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Fractions test',
    complexity: 'Simple',
    totalMinutes: 90,
    subjectID,
    instructions: ['Answer all the questions.'],
    taxonomy: "Bloom's Taxonomy",
    questions: [
      {
        number: '1',
        title: 'Fractions',
        marks: 6,
        sectionNumber: 'A',
        sectionTitle: 'Numbers',
        richText: paragraph('Answer the questions on fractions.'),
        fields: [
          {
            number: '1.1',
            question: 'Simplify 2/4',
            answer: '1/2',
            marks: 2,
            type: 'Text',
            cognitiveLevel: { label: 'Remembering', percentage: 15 },
          },
          {
            number: '1.2',
            question: 'Which is larger?',
            answer: paragraph('3/4'),
            marks: 4,
            type: 'Radio',
            items: ['1/2', '3/4'],
            cognitiveLevel: { label: 'Applying', percentage: 25 },
          },
        ],
      },
      {
        number: '2',
        title: 'Decimals',
        marks: 4,
        fields: [{ number: '2.1', question: 'Write 0.5 as a fraction', marks: 4 }],
      },
    ],
    ...extra,
  };
}

export function lessonInput(subjectID: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Fractions lesson',
    subjectID,
    complexity: 'Simple',
    fontFamily: 'Arial',
    minutes: 60,
    template: [
      {
        name: 'Introduction',
        fields: [
          { type: 'Textarea', label: 'Prior knowledge', hint: 'What do learners know?' },
          { type: 'Select', label: 'Term', items: ['Term 1', 'Term 2'] },
        ],
      },
    ],
    ...extra,
  };
}
