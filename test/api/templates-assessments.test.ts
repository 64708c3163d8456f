import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAssessmentHeadings } from '../../server/domain/template-rules.ts';
import { errorCode, gql, newTeacher, type Session } from '../helpers/api.ts';
import {
  admin,
  assessmentFields,
  assessmentInput,
  fieldErrors,
  giveClass,
  newSubject,
  ok,
  paragraph,
  schoolsNamed,
  sharedAssessmentFields,
} from './templates-fixtures.ts';

type Assessment = Record<string, any>;

const createMine = `mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { ${assessmentFields} } }`;
const updateMine = `mutation($input: UpdateTeacherAssessmentTemplateInput!) { updateTeacherAssessmentTemplate(input: $input) { ${assessmentFields} } }`;
const createShared = `mutation($input: CreateAssessmentTemplateInput!) { createAssessmentTemplate(input: $input) { ${sharedAssessmentFields} } }`;

let subjectID: string;
let genericSchool: string;

beforeAll(async () => {
  subjectID = await newSubject('7');
  genericSchool = [...(await schoolsNamed()).values()].find((school) => school.isGeneric)!.id;
});

async function createAssessment(teacher: Session, extra: Record<string, unknown> = {}): Promise<Assessment> {
  const data = ok(
    await gql<{ createTeacherAssessmentTemplate: Assessment }>(
      createMine,
      { input: { ...assessmentInput(subjectID), ...extra } },
      { token: teacher.accessToken },
    ),
  );
  return data.createTeacherAssessmentTemplate;
}

describe("a teacher's own assessments", () => {
  it('are stored trimmed, with derived total marks, default headings and font, for the caller', async () => {
    const teacher = await newTeacher();
    const input = assessmentInput(subjectID, { title: '  Fractions test  ', totalMarks: 999 });
    (input.questions as Assessment[])[0].title = '  Fractions  ';
    (input.questions as Assessment[])[0].fields[0].items = ['left over from a Select'];
    const created = ok(
      await gql<{ createTeacherAssessmentTemplate: Assessment }>(createMine, { input }, { token: teacher.accessToken }),
    ).createTeacherAssessmentTemplate;
    expect(created).toMatchObject({
      title: 'Fractions test',
      totalMarks: 10,
      fontFamily: 'Default',
      teacherprofileID: teacher.teacherProfileId,
    });
    expect(created.questions[0].title).toBe('Fractions');
    expect(created.questions[0].fields[0].items).toEqual([]);
    expect(created.questions[0].fields[1].items).toEqual(['1/2', '3/4']);
    expect(created.questions[0].richText).toEqual(paragraph('Answer the questions on fractions.'));
    expect(created.headings.map((heading: { label: string }) => heading.label)).toEqual([...defaultAssessmentHeadings]);
  });

  it('recompute total marks as the sum of question marks on every save', async () => {
    const teacher = await newTeacher();
    const created = await createAssessment(teacher);
    const questions = created.questions.map((question: Assessment) => ({ ...question, marks: question.marks * 2 }));
    const doubled = ok(
      await gql<{ updateTeacherAssessmentTemplate: Assessment }>(
        updateMine,
        { input: { id: created.id, _version: created._version, questions, totalMarks: 1 } },
        { token: teacher.accessToken },
      ),
    ).updateTeacherAssessmentTemplate;
    expect(doubled.totalMarks).toBe(20);
    const renamed = ok(
      await gql<{ updateTeacherAssessmentTemplate: Assessment }>(
        updateMine,
        { input: { id: created.id, _version: doubled._version, title: 'Renamed', totalMarks: 5 } },
        { token: teacher.accessToken },
      ),
    ).updateTeacherAssessmentTemplate;
    expect(renamed).toMatchObject({ title: 'Renamed', totalMarks: 20 });
  });

  it('lose the legacy Points heading and get the defaults back when edited', async () => {
    const teacher = await newTeacher();
    const created = await createAssessment(teacher, {
      headings: [
        { label: 'Points', value: '50' },
        { label: 'Grade', value: '7' },
      ],
    });
    expect(created.headings[0]).toEqual({ label: 'Grade', value: '7' });
    expect(created.headings.map((heading: { label: string }) => heading.label)).not.toContain('Points');
    const updated = ok(
      await gql<{ updateTeacherAssessmentTemplate: Assessment }>(
        updateMine,
        {
          input: {
            id: created.id,
            _version: created._version,
            headings: [
              { label: 'Points', value: '1' },
              { label: 'School', value: 'Jacaranda' },
            ],
          },
        },
        { token: teacher.accessToken },
      ),
    ).updateTeacherAssessmentTemplate;
    expect(updated.headings.map((heading: { label: string }) => heading.label)).toEqual([
      'School',
      ...defaultAssessmentHeadings,
    ]);
  });

  it.each([
    ['Title is required', { title: '   ' }, 'title'],
    ['Complexity is required', { complexity: null }, 'complexity'],
    ['Complexity is required', { complexity: 'Hard' }, 'complexity'],
    ['Time is required', { totalMinutes: null }, 'totalMinutes'],
    ['Subject is required', { subjectID: '' }, 'subjectID'],
    ['Subject is required', { subjectID: 'no-such-subject' }, 'subjectID'],
    ['Instructions are required', { instructions: [] }, 'instructions'],
    ['Instructions are required', { instructions: ['  '] }, 'instructions'],
    ['A Number is required', { questions: [{ number: '', title: 'Q', marks: 1 }] }, 'questions[0].number'],
    ['Marks are required', { questions: [{ number: '1', title: 'Q' }] }, 'questions[0].marks'],
    [
      'A Number is required',
      { questions: [{ number: '1', marks: 1, sectionNumber: ' ', sectionTitle: 'Section B' }] },
      'questions[0].sectionNumber',
    ],
    [
      'This field is required',
      { questions: [{ number: '1', marks: 1, fields: [{ number: '1.1', question: ' ', marks: 1 }] }] },
      'questions[0].fields[0].question',
    ],
    [
      'Type is required',
      { questions: [{ number: '1', marks: 1, fields: [{ question: 'Q', type: 'Essay' }] }] },
      'questions[0].fields[0].type',
    ],
    ['Label is required', { headings: [{ label: '', value: 'x' }] }, 'headings[0].label'],
    ['This field is required', { headings: [{ label: 'Grade', value: '  ' }] }, 'headings[0].value'],
  ])("refuse with '%s' (%j)", async (message, change, field) => {
    const teacher = await newTeacher();
    const response = await gql(
      createMine,
      { input: { ...assessmentInput(subjectID), ...change } },
      { token: teacher.accessToken },
    );
    expect(fieldErrors(response)[field]).toBe(message);
    expect(response.errors?.[0].message).toBe(message);
  });

  it('refuse a missing time, subject or title on create (GraphQL or the hook)', async () => {
    const teacher = await newTeacher();
    const { totalMinutes: _time, instructions: _instructions, ...rest } = assessmentInput(subjectID);
    const errors = fieldErrors(await gql(createMine, { input: rest }, { token: teacher.accessToken }));
    expect(errors).toMatchObject({ totalMinutes: 'Time is required', instructions: 'Instructions are required' });
  });

  it('refuse a hostile rich-text document in a question with BAD_USER_INPUT', async () => {
    const teacher = await newTeacher();
    const hostile = [
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(document.cookie)', children: [{ text: 'click' }] }],
      },
    ];
    const input = assessmentInput(subjectID);
    (input.questions as Assessment[])[1].richText = hostile;
    const response = await gql(createMine, { input }, { token: teacher.accessToken });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response)['questions[1].richText']).toBe(
      'Rich text is invalid at questions[1].richText[0].children[0]: a link url must start with http://, https:// or mailto:',
    );

    const script = assessmentInput(subjectID);
    (script.questions as Assessment[])[0].fields[0].answer = [{ type: 'script', children: [{ text: 'alert(1)' }] }];
    (script.questions as Assessment[])[0].fields[1].richText = [
      { type: 'image', url: 'https://evil.example.com/x.png', children: [{ text: '' }] },
    ];
    const errors = fieldErrors(await gql(createMine, { input: script }, { token: teacher.accessToken }));
    expect(errors['questions[0].fields[0].answer']).toContain('unknown element type "script"');
    expect(errors['questions[0].fields[1].richText']).toContain('an image url must be a stored file');

    let deep: Record<string, unknown> = { type: 'list-item', children: [{ text: 'x' }] };
    for (let level = 0; level < 15; level += 1)
      deep = { type: 'list-item', children: [{ type: 'bulleted-list', children: [deep] }] };
    const nested = assessmentInput(subjectID);
    (nested.questions as Assessment[])[0].richText = [{ type: 'bulleted-list', children: [deep] }];
    expect(
      fieldErrors(await gql(createMine, { input: nested }, { token: teacher.accessToken }))['questions[0].richText'],
    ).toContain('nested more than 20 deep');
  });

  it('accept a question with a table and a stored image', async () => {
    const teacher = await newTeacher();
    const cell = (text: string, header = false) => ({
      type: 'table-cell',
      ...(header ? { header: true } : {}),
      children: [{ type: 'paragraph', children: [{ text }] }],
    });
    const richText = [
      { type: 'paragraph', children: [{ text: 'Study the table and the graph.', bold: true }] },
      {
        type: 'table',
        children: [
          { type: 'table-row', children: [cell('x', true), cell('y', true), cell('z', true)] },
          { type: 'table-row', children: [{ ...cell('1 and 2'), colSpan: 2 }, cell('3')] },
          { type: 'table-row', children: [cell('4'), cell('5'), cell('6')] },
        ],
      },
      {
        type: 'image',
        url: '/files/TeacherAssessmentTemplate/q1/1700000000-graph.png',
        width: 60,
        align: 'center',
        children: [{ text: '' }],
      },
    ];
    const input = assessmentInput(subjectID);
    (input.questions as Assessment[])[0].richText = richText;
    const created = ok(
      await gql<{ createTeacherAssessmentTemplate: Assessment }>(createMine, { input }, { token: teacher.accessToken }),
    ).createTeacherAssessmentTemplate;
    expect(created.questions[0].richText).toEqual(richText);
  });

  it('are kept from other teachers: no get, list, update, delete, duplicate', async () => {
    const [owner, other] = await Promise.all([newTeacher(), newTeacher()]);
    const created = await createAssessment(owner);
    const token = { token: other.accessToken };
    expect(
      (await gql('query($id: ID!) { getTeacherAssessmentTemplate(id: $id) { id } }', { id: created.id }, token)).data
        ?.getTeacherAssessmentTemplate,
    ).toBeNull();
    expect(
      (await gql('{ listTeacherAssessmentTemplates { items { id } } }', {}, token)).data?.listTeacherAssessmentTemplates
        .items,
    ).toEqual([]);
    expect(
      (await gql('{ syncTeacherAssessmentTemplates { items { id } } }', {}, token)).data?.syncTeacherAssessmentTemplates
        .items,
    ).toEqual([]);
    expect(
      errorCode(
        await gql(updateMine, { input: { id: created.id, _version: created._version, title: 'Mine now' } }, token),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          'mutation($input: DeleteTeacherAssessmentTemplateInput!) { deleteTeacherAssessmentTemplate(input: $input) { id } }',
          { input: { id: created.id, _version: created._version } },
          token,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          'mutation($id: ID!) { duplicateTeacherAssessmentTemplate(id: $id) { id } }',
          { id: created.id },
          token,
        ),
      ),
    ).toBe('NOT_FOUND');
    const forged = await gql(
      createMine,
      { input: { ...assessmentInput(subjectID), teacherprofileID: owner.teacherProfileId } },
      token,
    );
    expect(errorCode(forged)).toBe('FORBIDDEN');
  });
});

describe('duplicating and copying assessments', () => {
  it("duplicates a teacher's own assessment with ' - COPY', the default headings and font", async () => {
    const teacher = await newTeacher();
    const created = await createAssessment(teacher, {
      fontFamily: 'Arial',
      headings: [{ label: 'Grade', value: '7' }],
    });
    const copy = ok(
      await gql<{ duplicateTeacherAssessmentTemplate: Assessment }>(
        `mutation($id: ID!) { duplicateTeacherAssessmentTemplate(id: $id) { ${assessmentFields} } }`,
        { id: created.id },
        { token: teacher.accessToken },
      ),
    ).duplicateTeacherAssessmentTemplate;
    expect(copy.id).not.toBe(created.id);
    expect(copy).toMatchObject({
      title: 'Fractions test - COPY',
      fontFamily: 'Arial',
      totalMarks: 10,
      teacherprofileID: teacher.teacherProfileId,
      owner: created.owner,
      _version: 1,
    });
    expect(copy.headings).toEqual(created.headings);
    expect(copy.questions).toEqual(created.questions);
    const list = ok(
      await gql<{ listTeacherAssessmentTemplates: { items: { title: string }[] } }>(
        '{ listTeacherAssessmentTemplates { items { title } } }',
        {},
        { token: teacher.accessToken },
      ),
    );
    expect(list.listTeacherAssessmentTemplates.items.map((item) => item.title).sort()).toEqual([
      'Fractions test',
      'Fractions test - COPY',
    ]);
  });

  it('lets an offline client choose the id of the copy', async () => {
    const teacher = await newTeacher();
    const created = await createAssessment(teacher);
    const newId = crypto.randomUUID();
    const copy = ok(
      await gql<{ duplicateTeacherAssessmentTemplate: { id: string } }>(
        'mutation($id: ID!, $newId: ID) { duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) { id } }',
        { id: created.id, newId },
        { token: teacher.accessToken },
      ),
    );
    expect(copy.duplicateTeacherAssessmentTemplate.id).toBe(newId);
    const again = await gql(
      'mutation($id: ID!, $newId: ID) { duplicateTeacherAssessmentTemplate(id: $id, newId: $newId) { id } }',
      { id: created.id, newId },
      { token: teacher.accessToken },
    );
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it("lets admins duplicate shared templates with ' - COPY', and only admins", async () => {
    const { accessToken } = await admin();
    const shared = ok(
      await gql<{ createAssessmentTemplate: Assessment }>(
        createShared,
        {
          input: {
            ...assessmentInput(subjectID),
            schoolID: genericSchool,
            taxonomys: ["Bloom's Taxonomy"],
            fontFamily: 'Arial',
          },
        },
        { token: accessToken },
      ),
    ).createAssessmentTemplate;
    const copy = ok(
      await gql<{ duplicateAssessmentTemplate: Assessment }>(
        `mutation($id: ID!) { duplicateAssessmentTemplate(id: $id) { ${sharedAssessmentFields} } }`,
        { id: shared.id },
        { token: accessToken },
      ),
    ).duplicateAssessmentTemplate;
    expect(copy).toMatchObject({
      title: 'Fractions test - COPY',
      schoolID: genericSchool,
      taxonomys: ["Bloom's Taxonomy"],
      fontFamily: 'Arial',
      totalMarks: 10,
    });
    const teacher = await newTeacher();
    await giveClass(teacher, subjectID);
    expect(
      errorCode(
        await gql(
          'mutation($id: ID!) { duplicateAssessmentTemplate(id: $id) { id } }',
          { id: shared.id },
          { token: teacher.accessToken },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it("creates a teacher's own assessment from a shared template they may see", async () => {
    const { accessToken } = await admin();
    const subject = await newSubject('9');
    const shared = ok(
      await gql<{ createAssessmentTemplate: Assessment }>(
        createShared,
        {
          input: {
            ...assessmentInput(subject),
            title: 'Shared test',
            schoolID: genericSchool,
            taxonomys: ["Barrett's Taxonomy"],
            taxonomy: null,
          },
        },
        { token: accessToken },
      ),
    ).createAssessmentTemplate;
    const teacher = await newTeacher();
    const fromTemplate = `mutation($templateId: ID!) { createTeacherAssessmentFromTemplate(templateId: $templateId) { ${assessmentFields} } }`;
    expect(errorCode(await gql(fromTemplate, { templateId: shared.id }, { token: teacher.accessToken }))).toBe(
      'NOT_FOUND',
    );

    await giveClass(teacher, subject);
    const mine = ok(
      await gql<{ createTeacherAssessmentFromTemplate: Assessment }>(
        fromTemplate,
        { templateId: shared.id },
        { token: teacher.accessToken },
      ),
    ).createTeacherAssessmentFromTemplate;
    expect(mine).toMatchObject({
      title: 'Shared test',
      teacherprofileID: teacher.teacherProfileId,
      subjectID: subject,
      totalMarks: 10,
      fontFamily: 'Default',
      taxonomy: "Barrett's Taxonomy",
      _version: 1,
    });
    expect(mine.id).not.toBe(shared.id);
    expect(mine.headings.map((heading: { label: string }) => heading.label)).toEqual([...defaultAssessmentHeadings]);
    expect(mine.questions).toEqual(shared.questions);
    expect(mine.instructions).toEqual(shared.instructions);
    // The copy is the teacher's: other teachers do not see it, and editing it leaves the shared one alone.
    const other = await newTeacher();
    expect(
      (
        await gql(
          'query($id: ID!) { getTeacherAssessmentTemplate(id: $id) { id } }',
          { id: mine.id },
          { token: other.accessToken },
        )
      ).data?.getTeacherAssessmentTemplate,
    ).toBeNull();
  });
});

describe('shared assessment templates (admin)', () => {
  it.each([
    ['School is required', {}, 'schoolID'],
    ['Title is required', { schoolID: 'x', title: '' }, 'title'],
    ['Complexity is required', { schoolID: 'x', complexity: '' }, 'complexity'],
    ['Subject is required', { schoolID: 'x', subjectID: null }, 'subjectID'],
    ['Time is required', { schoolID: 'x', totalMinutes: -5 }, 'totalMinutes'],
    ['Instructions are required', { schoolID: 'x', instructions: null }, 'instructions'],
  ])("refuse with '%s'", async (message, change, field) => {
    const { accessToken } = await admin();
    const response = await gql(
      createShared,
      { input: { ...assessmentInput(subjectID), ...change } },
      { token: accessToken },
    );
    expect(fieldErrors(response)[field]).toBe(message);
  });

  it('refuse an unknown school', async () => {
    const { accessToken } = await admin();
    const response = await gql(
      createShared,
      { input: { ...assessmentInput(subjectID), schoolID: 'no-such-school' } },
      { token: accessToken },
    );
    expect(fieldErrors(response).schoolID).toBe('School is required');
  });

  it('are written by admins only', async () => {
    const teacher = await newTeacher();
    const response = await gql(
      createShared,
      { input: { ...assessmentInput(subjectID), schoolID: genericSchool } },
      { token: teacher.accessToken },
    );
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});
