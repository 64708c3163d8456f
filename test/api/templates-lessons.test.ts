import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLessonHeadings } from '../../server/domain/template-rules.ts';
import { errorCode, gql, newTeacher, type Session } from '../helpers/api.ts';
import {
  admin,
  fieldErrors,
  giveClass,
  lessonFields,
  lessonInput,
  newSubject,
  ok,
  schoolsNamed,
} from './templates-fixtures.ts';

type Lesson = Record<string, any>;

const createMine = `mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { ${lessonFields} teacherprofileID } }`;
const updateMine = `mutation($input: UpdateTeacherSubjectTemplateInput!) { updateTeacherSubjectTemplate(input: $input) { ${lessonFields} } }`;
const createShared = `mutation($input: CreateSubjectTemplateInput!) { createSubjectTemplate(input: $input) { ${lessonFields} } }`;

let subjectID: string;
let genericSchool: string;

beforeAll(async () => {
  subjectID = await newSubject('5');
  genericSchool = [...(await schoolsNamed()).values()].find((school) => school.isGeneric)!.id;
});

async function createLesson(teacher: Session, extra: Record<string, unknown> = {}): Promise<Lesson> {
  return ok(
    await gql<{ createTeacherSubjectTemplate: Lesson }>(
      createMine,
      { input: lessonInput(subjectID, extra) },
      { token: teacher.accessToken },
    ),
  ).createTeacherSubjectTemplate;
}

const labels = (lesson: Lesson) => lesson.headings.map((heading: { label: string }) => heading.label);
const field = (change: Record<string, unknown>) => ({
  template: [{ name: 'Step', fields: [{ type: 'Text', label: 'Topic', ...change }] }],
});

describe("a teacher's own lessons", () => {
  it('are stored trimmed, typed Lesson, with default headings, items cleared for non-choice fields', async () => {
    const teacher = await newTeacher();
    const lesson = await createLesson(teacher, {
      name: '  Fractions lesson ',
      template: [
        {
          name: ' Introduction ',
          fields: [
            { type: 'Text', label: ' Topic ', items: ['stale'] },
            { type: 'Radio', label: 'Done?', items: [' Yes ', 'No', ''] },
          ],
        },
      ],
    });
    expect(lesson).toMatchObject({
      name: 'Fractions lesson',
      type: 'Lesson',
      fontFamily: 'Arial',
      teacherprofileID: teacher.teacherProfileId,
    });
    expect(lesson.template).toEqual([
      {
        name: 'Introduction',
        fields: [
          {
            type: 'Text',
            label: 'Topic',
            items: [],
            value: null,
            hint: null,
            placeholder: null,
            points: null,
            difficulty: null,
          },
          {
            type: 'Radio',
            label: 'Done?',
            items: ['Yes', 'No'],
            value: null,
            hint: null,
            placeholder: null,
            points: null,
            difficulty: null,
          },
        ],
      },
    ]);
    expect(labels(lesson)).toEqual([...defaultLessonHeadings]);
  });

  it('lose the legacy Difficulty, Minutes and Type headings when edited', async () => {
    const teacher = await newTeacher();
    const lesson = await createLesson(teacher);
    const updated = ok(
      await gql<{ updateTeacherSubjectTemplate: Lesson }>(
        updateMine,
        {
          input: {
            id: lesson.id,
            _version: lesson._version,
            headings: [
              { label: 'Difficulty', value: 'Hard' },
              { label: 'Minutes', value: '60' },
              { label: 'Type', value: 'Lesson' },
              { label: 'Date', value: '2 March' },
            ],
          },
        },
        { token: teacher.accessToken },
      ),
    ).updateTeacherSubjectTemplate;
    expect(updated.headings[0]).toEqual({ label: 'Date', value: '2 March' });
    expect(labels(updated)).toEqual(['Date', 'Grade', 'Term', 'Total', 'Time']);
  });

  it.each([
    ['Name is required', { name: ' ' }, 'name'],
    ['Subject is required', { subjectID: '' }, 'subjectID'],
    ['Subject is required', { subjectID: 'no-such-subject' }, 'subjectID'],
    ['Title is required', { template: [{ name: '', fields: [] }] }, 'template[0].name'],
    ['Label is required', field({ label: ' ' }), 'template[0].fields[0].label'],
    ['Type is required', field({ type: null }), 'template[0].fields[0].type'],
    ['Type is required', field({ type: 'Slider' }), 'template[0].fields[0].type'],
    ['Placeholder is required', field({ placeholder: ' ' }), 'template[0].fields[0].placeholder'],
    ['Hint is required', field({ hint: '' }), 'template[0].fields[0].hint'],
    ['Select values are required', field({ type: 'Select', items: [] }), 'template[0].fields[0].items'],
    ['Select values are required', field({ type: 'Multi Select' }), 'template[0].fields[0].items'],
    ['Radio values are required', field({ type: 'Radio', items: [' '] }), 'template[0].fields[0].items'],
    ['Checkbox values are required', field({ type: 'Checkbox', items: [] }), 'template[0].fields[0].items'],
    ['This field is required', { headings: [{ label: 'Grade', value: ' ' }] }, 'headings[0].value'],
    ['Label is required', { headings: [{ label: ' ', value: 'x' }] }, 'headings[0].label'],
    ['Complexity is required', { complexity: 'Hard' }, 'complexity'],
  ])("refuse with '%s' (%j)", async (message, change, key) => {
    const teacher = await newTeacher();
    const response = await gql(createMine, { input: lessonInput(subjectID, change) }, { token: teacher.accessToken });
    expect(fieldErrors(response)[key]).toBe(message);
  });

  it('are kept from other teachers', async () => {
    const [owner, other] = await Promise.all([newTeacher(), newTeacher()]);
    const lesson = await createLesson(owner);
    expect(
      (
        await gql(
          'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { id } }',
          { id: lesson.id },
          { token: other.accessToken },
        )
      ).data?.getTeacherSubjectTemplate,
    ).toBeNull();
    expect(
      (await gql('{ listTeacherSubjectTemplates { items { id } } }', {}, { token: other.accessToken })).data
        ?.listTeacherSubjectTemplates.items,
    ).toEqual([]);
    expect(
      errorCode(
        await gql(
          updateMine,
          { input: { id: lesson.id, _version: lesson._version, name: 'x' } },
          { token: other.accessToken },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          'mutation($id: ID!) { duplicateTeacherSubjectTemplate(id: $id) { id } }',
          { id: lesson.id },
          { token: other.accessToken },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('duplicating and copying lessons', () => {
  it("duplicates a teacher's own lesson with ' - COPY'", async () => {
    const teacher = await newTeacher();
    const lesson = await createLesson(teacher);
    const copy = ok(
      await gql<{ duplicateTeacherSubjectTemplate: Lesson }>(
        `mutation($id: ID!) { duplicateTeacherSubjectTemplate(id: $id) { ${lessonFields} teacherprofileID } }`,
        { id: lesson.id },
        { token: teacher.accessToken },
      ),
    ).duplicateTeacherSubjectTemplate;
    expect(copy).toMatchObject({
      name: 'Fractions lesson - COPY',
      type: 'Lesson',
      fontFamily: 'Arial',
      minutes: 60,
      teacherprofileID: teacher.teacherProfileId,
    });
    expect(copy.template).toEqual(lesson.template);
    expect(labels(copy)).toEqual([...defaultLessonHeadings]);
  });

  it("creates a teacher's own lesson from a shared lesson template of their subjects", async () => {
    const { accessToken } = await admin();
    const subject = await newSubject('R');
    const shared = ok(
      await gql<{ createSubjectTemplate: Lesson }>(
        createShared,
        { input: lessonInput(subject, { name: 'Shared lesson', schoolID: genericSchool, fontFamily: null }) },
        { token: accessToken },
      ),
    ).createSubjectTemplate;
    expect(shared.fontFamily).toBe('Default');
    const teacher = await newTeacher();
    const fromTemplate = `mutation($templateId: ID!) { createTeacherLessonFromTemplate(templateId: $templateId) { ${lessonFields} teacherprofileID } }`;
    expect(errorCode(await gql(fromTemplate, { templateId: shared.id }, { token: teacher.accessToken }))).toBe(
      'NOT_FOUND',
    );
    await giveClass(teacher, subject);
    const mine = ok(
      await gql<{ createTeacherLessonFromTemplate: Lesson }>(
        fromTemplate,
        { templateId: shared.id },
        { token: teacher.accessToken },
      ),
    ).createTeacherLessonFromTemplate;
    expect(mine).toMatchObject({
      name: 'Shared lesson',
      type: 'Lesson',
      subjectID: subject,
      schoolID: genericSchool,
      teacherprofileID: teacher.teacherProfileId,
    });
    expect(mine.template).toEqual(shared.template);
    expect(labels(mine)).toEqual([...defaultLessonHeadings]);
  });

  it('lets admins duplicate shared lesson templates, and only admins', async () => {
    const { accessToken } = await admin();
    const shared = ok(
      await gql<{ createSubjectTemplate: Lesson }>(
        createShared,
        { input: lessonInput(subjectID, { schoolID: genericSchool }) },
        { token: accessToken },
      ),
    ).createSubjectTemplate;
    const copy = ok(
      await gql<{ duplicateSubjectTemplate: Lesson }>(
        `mutation($id: ID!) { duplicateSubjectTemplate(id: $id) { ${lessonFields} } }`,
        { id: shared.id },
        { token: accessToken },
      ),
    ).duplicateSubjectTemplate;
    expect(copy).toMatchObject({ name: 'Fractions lesson - COPY', schoolID: genericSchool, subjectID });
    const teacher = await newTeacher();
    expect(
      errorCode(
        await gql(
          'mutation($id: ID!) { duplicateSubjectTemplate(id: $id) { id } }',
          { id: shared.id },
          { token: teacher.accessToken },
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('shared lesson templates (admin)', () => {
  it.each([
    ['School is required', {}, 'schoolID'],
    ['Name is required', { schoolID: 'x', name: '' }, 'name'],
    ['Subject is required', { schoolID: 'x', subjectID: '' }, 'subjectID'],
    ['Complexity is required', { schoolID: 'x', complexity: null }, 'complexity'],
    ['School is required', { schoolID: 'no-such-school' }, 'schoolID'],
  ])("refuse with '%s'", async (message, change, key) => {
    const { accessToken } = await admin();
    const response = await gql(createShared, { input: lessonInput(subjectID, change) }, { token: accessToken });
    expect(fieldErrors(response)[key]).toBe(message);
  });
});
