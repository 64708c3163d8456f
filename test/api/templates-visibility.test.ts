import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, type Session } from '../helpers/api.ts';
import {
  admin,
  assessmentInput,
  giveClass,
  lessonInput,
  newSubject,
  ok,
  schoolsNamed,
  setSchool,
} from './templates-fixtures.ts';

let mySubject: string;
let otherSubject: string;
const school = { mine: '', otherInProvince: '', generic: '', otherProvince: '' };
const assessments: Record<string, string> = {};
const lessons: Record<string, string> = {};

async function sharedAssessment(title: string, subjectID: string, schoolID: string): Promise<string> {
  const { accessToken } = await admin();
  const data = ok(
    await gql<{ createAssessmentTemplate: { id: string } }>(
      'mutation($input: CreateAssessmentTemplateInput!) { createAssessmentTemplate(input: $input) { id } }',
      { input: assessmentInput(subjectID, { title, schoolID }) },
      { token: accessToken },
    ),
  );
  return data.createAssessmentTemplate.id;
}

async function sharedLesson(name: string, subjectID: string, schoolID: string): Promise<string> {
  const { accessToken } = await admin();
  const data = ok(
    await gql<{ createSubjectTemplate: { id: string } }>(
      'mutation($input: CreateSubjectTemplateInput!) { createSubjectTemplate(input: $input) { id } }',
      { input: lessonInput(subjectID, { name, schoolID }) },
      { token: accessToken },
    ),
  );
  return data.createSubjectTemplate.id;
}

beforeAll(async () => {
  [mySubject, otherSubject] = await Promise.all([newSubject('6'), newSubject('6')]);
  const schools = await schoolsNamed();
  school.mine = schools.get('Jacaranda Primary School')!.id;
  school.otherInProvince = schools.get('Highveld Secondary School')!.id;
  school.otherProvince = schools.get('Table Mountain Primary School')!.id;
  school.generic = [...schools.values()].find((candidate) => candidate.isGeneric)!.id;
  const plan: [string, string, string][] = [
    ['my subject, my school', mySubject, school.mine],
    ['my subject, another school', mySubject, school.otherInProvince],
    ['my subject, generic school', mySubject, school.generic],
    ['my subject, another province', mySubject, school.otherProvince],
    ['another subject, my school', otherSubject, school.mine],
  ];
  for (const [name, subjectID, schoolID] of plan) {
    assessments[name] = await sharedAssessment(name, subjectID, schoolID);
    lessons[name] = await sharedLesson(name, subjectID, schoolID);
  }
});

const subjectFilter = () => ({
  filter: { or: [{ subjectID: { eq: mySubject } }, { subjectID: { eq: otherSubject } }] },
});

async function visibleTitles(teacher: Session): Promise<{ assessments: string[]; lessons: string[] }> {
  const query = `query($filter: ModelAssessmentTemplateFilterInput, $lessonFilter: ModelSubjectTemplateFilterInput) {
    listAssessmentTemplates(filter: $filter, limit: 1000) { items { title } }
    listSubjectTemplates(filter: $lessonFilter, limit: 1000) { items { name } }
  }`;
  const { filter } = subjectFilter();
  const data = ok(
    await gql<{
      listAssessmentTemplates: { items: { title: string }[] };
      listSubjectTemplates: { items: { name: string }[] };
    }>(query, { filter, lessonFilter: filter }, { token: teacher.accessToken }),
  );
  return {
    assessments: data.listAssessmentTemplates.items.map((item) => item.title).sort(),
    lessons: data.listSubjectTemplates.items.map((item) => item.name).sort(),
  };
}

describe("shared templates a teacher sees: their classes' subjects, and their school, a generic one or none", () => {
  it('shows nothing to a teacher with no class in the subject', async () => {
    const teacher = await newTeacher();
    await setSchool(teacher, 'Gauteng', school.mine);
    expect(await visibleTitles(teacher)).toEqual({ assessments: [], lessons: [] });
    const get = await gql(
      'query($id: ID!) { getAssessmentTemplate(id: $id) { id } }',
      { id: assessments['my subject, my school'] },
      { token: teacher.accessToken },
    );
    expect(get.data?.getAssessmentTemplate).toBeNull();
  });

  it("shows the templates of the teacher's subjects for their school and generic schools", async () => {
    const teacher = await newTeacher();
    await setSchool(teacher, 'Gauteng', school.mine);
    await giveClass(teacher, mySubject);
    const expected = ['my subject, generic school', 'my subject, my school'];
    expect(await visibleTitles(teacher)).toEqual({ assessments: expected, lessons: expected });
    const hidden = await gql(
      'query($id: ID!) { getSubjectTemplate(id: $id) { id } }',
      { id: lessons['my subject, another school'] },
      { token: teacher.accessToken },
    );
    expect(hidden.data?.getSubjectTemplate).toBeNull();
    const sync = ok(
      await gql<{ syncAssessmentTemplates: { items: { id: string }[] } }>(
        '{ syncAssessmentTemplates(limit: 1000) { items { id } } }',
        {},
        { token: teacher.accessToken },
      ),
    );
    const synced = sync.syncAssessmentTemplates.items.map((item) => item.id);
    expect(synced).toContain(assessments['my subject, my school']);
    expect(synced).not.toContain(assessments['another subject, my school']);
    expect(synced).not.toContain(assessments['my subject, another province']);
  });

  it('follows a change of school and a new class at once', async () => {
    const teacher = await newTeacher();
    await giveClass(teacher, mySubject);
    expect((await visibleTitles(teacher)).assessments).toEqual(['my subject, generic school']);
    await setSchool(teacher, 'Gauteng', school.otherInProvince);
    expect((await visibleTitles(teacher)).assessments).toEqual([
      'my subject, another school',
      'my subject, generic school',
    ]);
    await giveClass(teacher, otherSubject);
    await setSchool(teacher, 'Gauteng', school.mine);
    expect((await visibleTitles(teacher)).lessons).toEqual([
      'another subject, my school',
      'my subject, generic school',
      'my subject, my school',
    ]);
  });

  it('shows the demo templates that have no school to teachers of their subject', async () => {
    const { accessToken } = await admin();
    const subjects = ok(
      await gql<{ listSubjects: { items: { id: string }[] } }>(
        'query { listSubjects(filter: { grade: { eq: "4" }, subject: { eq: "Mathematics" } }) { items { id } } }',
        {},
        { token: accessToken },
      ),
    );
    const teacher = await newTeacher();
    await giveClass(teacher, subjects.listSubjects.items[0].id);
    const data = ok(
      await gql<{ listAssessmentTemplates: { items: { title: string }[] } }>(
        '{ listAssessmentTemplates(limit: 1000) { items { title } } }',
        {},
        { token: teacher.accessToken },
      ),
    );
    expect(data.listAssessmentTemplates.items.map((item) => item.title)).toContain('Grade 4 Mathematics Term 1 Test');
  });

  it('lets admins see every shared template, and teachers never write them', async () => {
    const { accessToken } = await admin();
    const all = await visibleTitles({ accessToken } as Session);
    expect(all.assessments).toHaveLength(5);
    expect(all.lessons).toHaveLength(5);
    const teacher = await newTeacher();
    await giveClass(teacher, mySubject);
    const update = await gql(
      'mutation($input: UpdateAssessmentTemplateInput!) { updateAssessmentTemplate(input: $input) { id } }',
      { input: { id: assessments['my subject, generic school'], _version: 1, title: 'Mine' } },
      { token: teacher.accessToken },
    );
    expect(errorCode(update)).toBe('FORBIDDEN');
  });
});
