/**
 * Issue 26, point 5, "Fill in, or design": a teacher's lesson opens ready to fill in (each field as its input, with
 * its label, its hint and its placeholder), its structure (type, label, placeholder, hint, options, steps) only
 * after "Edit structure"; a copy of a shared template is an unsaved draft until Save, so Cancel leaves nothing in
 * her list, after a reload or on the server. The same copy rule for an assessment; an admin's shared template
 * editor always shows the structure. English at 1366 px, Afrikaans at 375 px.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { browserPerFile, chooseOption, screenshot } from '../helpers/browser.ts';

const { signedInPage, adminPage } = browserPerFile({ width: 1366, height: 900 });

const suffix = uuid().slice(0, 8);
const lessonName = `Fill-in fractions ${suffix}`;
const assessmentTitle = `Fill-in test ${suffix}`;
let subjectID = '';

/** A shared lesson and a shared assessment of the admins, in Grade 4 Mathematics at the generic school. */
beforeAll(async () => {
  const admin = await signIn('admin@example.com');
  const reference = await gql<{
    listSubjectTemplates: { items: { name: string; subjectID: string }[] };
    listSchools: { items: { id: string }[] };
  }>(
    `{ listSubjectTemplates(limit: 100) { items { name subjectID } }
       listSchools(filter: { isGeneric: { eq: true } }) { items { id } } }`,
    {},
    { token: admin.accessToken },
  );
  expect(reference.errors).toBeUndefined();
  const { listSubjectTemplates, listSchools } = reference.data!;
  subjectID = listSubjectTemplates.items.find((item) => item.name === 'Mathematics Lesson Plan')!.subjectID;
  // A generic school's templates are for every teacher of the subject (server/templates/visibility.ts).
  const place = { subjectID, schoolID: listSchools.items[0].id, complexity: 'Simple' };
  const lesson = await gql(
    'mutation($input: CreateSubjectTemplateInput!) { createSubjectTemplate(input: $input) { id } }',
    {
      input: {
        ...place,
        name: lessonName,
        minutes: 60,
        template: [
          {
            name: 'Lesson Overview',
            fields: [
              { type: 'Text', label: 'Topic', placeholder: 'e.g. Common fractions', hint: 'What learners write down' },
              { type: 'Select', label: 'Term', items: ['Term 1', 'Term 2', 'Term 3', 'Term 4'] },
            ],
          },
          {
            name: 'Introduction',
            fields: [{ type: 'Textarea', label: 'Mental Maths Starter', hint: 'Ten quick questions' }],
          },
        ],
      },
    },
    { token: admin.accessToken },
  );
  expect(lesson.errors).toBeUndefined();
  const assessment = await gql(
    'mutation($input: CreateAssessmentTemplateInput!) { createAssessmentTemplate(input: $input) { id } }',
    {
      input: {
        ...place,
        title: assessmentTitle,
        totalMinutes: 30,
        instructions: ['Answer all the questions.'],
        questions: [
          {
            number: '1',
            title: 'Fractions',
            marks: 2,
            fields: [{ number: '1.1', question: 'What is half of 8?', marks: 2 }],
          },
        ],
      },
    },
    { token: admin.accessToken },
  );
  expect(assessment.errors).toBeUndefined();
});

/** A new teacher with a Grade 4 Mathematics class (the shared templates of her subjects show), in her language. */
async function teacherWithClass(language: 'English' | 'Afrikaans'): Promise<Session> {
  const teacher = await newTeacher();
  const created = await gql(
    'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
    { input: { name: '4A', subjectID, teacherprofileID: teacher.teacherProfileId } },
    { token: teacher.accessToken },
  );
  expect(created.errors).toBeUndefined();
  if (language === 'Afrikaans') {
    const me = await gql<{ me: { teacherProfile: { id: string; _version: number } } }>(
      '{ me { teacherProfile { id _version } } }',
      {},
      { token: teacher.accessToken },
    );
    const { id, _version } = me.data!.me.teacherProfile;
    const updated = await gql(
      'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }',
      { input: { id, _version, language: 'Afrikaans', translateI18n: 'af' } },
      { token: teacher.accessToken },
    );
    expect(updated.errors).toBeUndefined();
  }
  return teacher;
}

/** Her own lessons' and assessments' names on the server. */
async function ownOnServer(teacher: Session): Promise<{ lessons: Lesson[]; assessments: string[] }> {
  const response = await gql<{
    listTeacherSubjectTemplates: { items: Lesson[] };
    listTeacherAssessmentTemplates: { items: { title: string }[] };
  }>(
    `{ listTeacherSubjectTemplates { items { name template { name fields { label value } } } }
       listTeacherAssessmentTemplates { items { title } } }`,
    {},
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return {
    lessons: response.data!.listTeacherSubjectTemplates.items,
    assessments: response.data!.listTeacherAssessmentTemplates.items.map((item) => item.title),
  };
}

interface Lesson {
  name: string;
  template: { name: string; fields: { label: string; value: unknown }[] }[];
}

interface Words {
  newLesson: string;
  fromLessonTemplate: string;
  newAssessment: string;
  fromAssessmentTemplate: string;
  create: string;
  cancel: string;
  save: string;
  editStructure: string;
  type: string;
  label: string;
  placeholder: string;
  hint: string;
  addStep: string;
  noLessons: string;
  noAssessments: string;
}

const english: Words = {
  newLesson: 'New Lesson',
  fromLessonTemplate: 'From a lesson template',
  newAssessment: 'New Assessment',
  fromAssessmentTemplate: 'From a shared assessment template',
  create: 'Create',
  cancel: 'Cancel',
  save: 'Save',
  editStructure: 'Edit structure',
  type: 'Type',
  label: 'Label',
  placeholder: 'Placeholder',
  hint: 'Hint',
  addStep: 'Add Step',
  noLessons: 'No Lessons found',
  noAssessments: 'No Assessments found',
};

const afrikaans: Words = {
  newLesson: 'Nuwe Les',
  fromLessonTemplate: "Van 'n lessjabloon",
  newAssessment: 'Nuwe Assessering',
  fromAssessmentTemplate: "Van 'n gedeelde assesseringsjabloon",
  create: 'Skep',
  cancel: 'Kanselleer',
  save: 'Stoor',
  editStructure: 'Wysig struktuur',
  type: 'Tipe',
  label: 'Etiket',
  placeholder: 'Plekhouer',
  hint: 'Wenk',
  addStep: 'Voeg Stap by',
  noLessons: 'Geen Lesse gevind nie',
  noAssessments: 'Geen Assesserings gevind nie',
};

/** New → from a shared template → the template → Create: the editor on its copy. */
async function startFromTemplate(page: Page, words: Words, kind: 'lesson' | 'assessment', name: string) {
  await page.getByRole('button', { name: kind === 'lesson' ? words.newLesson : words.newAssessment }).click();
  await page
    .getByRole('button', { name: kind === 'lesson' ? words.fromLessonTemplate : words.fromAssessmentTemplate })
    .click();
  await page.getByTestId('template-picker').getByText(name).click();
  await page.getByRole('button', { name: words.create, exact: true }).click();
}

const editor = (page: Page): Locator => page.locator('.template-fullscreen');

/** The lesson editor opens ready to fill in: the fields as inputs with label, hint and placeholder, no design. */
async function expectReadyToFillIn(page: Page, words: Words): Promise<void> {
  const dialog = editor(page);
  await dialog.getByTestId('lesson-field').first().waitFor();
  expect(await dialog.getByTestId('lesson-field').count()).toBe(3);
  const topic = dialog.getByLabel('Topic', { exact: true });
  expect(await topic.getAttribute('placeholder')).toBe('e.g. Common fractions');
  // The hints under their fields (the print preview beside the form shows them too).
  const planner = dialog.getByTestId('lesson-planner');
  await planner.getByText('What learners write down').waitFor();
  await planner.getByText('Ten quick questions').waitFor();
  const structureSwitch = dialog.getByRole('switch', { name: words.editStructure });
  expect(await structureSwitch.getAttribute('aria-checked')).toBe('false');
  for (const control of [words.type, words.label, words.placeholder, words.hint])
    expect(await dialog.getByLabel(control, { exact: true }).count(), control).toBe(0);
  expect(await dialog.getByRole('button', { name: words.addStep }).count()).toBe(0);
}

/** Cancel: the editor closes and her list has nothing new, also after a reload; the server has nothing either. */
async function expectNothingLeft(page: Page, teacher: Session, words: Words, empty: string): Promise<void> {
  await editor(page).getByRole('button', { name: words.cancel, exact: true }).click();
  await editor(page).waitFor({ state: 'detached' });
  await page.getByText(empty).waitFor();
  await page.reload();
  await page.getByText(empty).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await ownOnServer(teacher)).toEqual({ lessons: [], assessments: [] });
}

describe('fill in, or design', () => {
  it('English, 1366 px: a copy is filled in and saved, "Edit structure" shows the design, a cancelled copy leaves nothing', async () => {
    const teacher = await teacherWithClass('English');
    const page = await signedInPage(teacher.user.email, '/app/lessons');
    await page.getByTestId('lessons-page').waitFor();
    await page.getByText(english.noLessons).waitFor();

    // A copy she cancels: nothing in her list, after a reload, or on the server.
    await startFromTemplate(page, english, 'lesson', lessonName);
    await expectReadyToFillIn(page, english);
    await screenshot(page, 'fill-in-lesson-en-1366');
    await expectNothingLeft(page, teacher, english, english.noLessons);

    // A copy she fills in and saves: one lesson, with her values, on the server.
    await startFromTemplate(page, english, 'lesson', lessonName);
    await expectReadyToFillIn(page, english);
    const dialog = editor(page);
    await dialog.getByLabel('Topic', { exact: true }).fill('Equivalent fractions');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Term', exact: true }), 'Term 2');
    await dialog.getByLabel('Mental Maths Starter', { exact: true }).fill('Halve 8, 12 and 20.');
    await dialog.getByRole('button', { name: english.save, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('lessons-page').getByText(lessonName).waitFor();
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 20_000 });
    const { lessons } = await ownOnServer(teacher);
    expect(lessons).toEqual([
      {
        name: lessonName,
        template: [
          {
            name: 'Lesson Overview',
            fields: [
              { label: 'Topic', value: 'Equivalent fractions' },
              { label: 'Term', value: 'Term 2' },
            ],
          },
          { name: 'Introduction', fields: [{ label: 'Mental Maths Starter', value: 'Halve 8, 12 and 20.' }] },
        ],
      },
    ]);

    // Opened again, it is ready to fill in with her values; "Edit structure" shows the designer.
    await page.getByRole('button', { name: `Edit ${lessonName}` }).click();
    await expectReadyToFillIn(page, english);
    expect(await dialog.getByLabel('Topic', { exact: true }).inputValue()).toBe('Equivalent fractions');
    await dialog.getByRole('switch', { name: english.editStructure }).click();
    await dialog.getByRole('button', { name: english.addStep }).waitFor();
    expect(await dialog.getByTestId('planner-field').count()).toBe(3);
    for (const control of [english.type, english.label, english.placeholder, english.hint])
      expect(await dialog.getByLabel(control, { exact: true }).count(), control).toBe(3);
    await screenshot(page, 'fill-in-lesson-structure-en-1366');
    await dialog.getByRole('button', { name: english.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // An assessment from a shared template: the same, briefly. Cancel leaves nothing.
    await page.goto(page.url().replace(/\/app\/lessons.*$/, '/app/assessments'));
    await page.getByText(english.noAssessments).waitFor();
    await startFromTemplate(page, english, 'assessment', assessmentTitle);
    await editor(page).getByTestId('question-card').first().waitFor();
    const question = editor(page).getByTestId('question-field').getByLabel('Question', { exact: true });
    expect(await question.inputValue()).toBe('What is half of 8?');
    for (const control of [english.type, english.placeholder, english.hint])
      expect(await editor(page).getByLabel(control, { exact: true }).count(), control).toBe(0);
    await editor(page).getByRole('button', { name: english.cancel, exact: true }).click();
    await editor(page).waitFor({ state: 'detached' });
    await page.getByText(english.noAssessments).waitFor();
    await page.reload();
    await page.getByText(english.noAssessments).waitFor();
    expect((await ownOnServer(teacher)).assessments).toEqual([]);
  }, 120_000);

  it('Afrikaans, 375 px: ready to fill in, "Wysig struktuur" shows the design, a cancelled copy leaves nothing', async () => {
    const teacher = await teacherWithClass('Afrikaans');
    const page = await signedInPage(teacher.user.email, '/app/lessons');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('lessons-page').waitFor();
    await page.getByText(afrikaans.noLessons).waitFor();

    await startFromTemplate(page, afrikaans, 'lesson', lessonName);
    await expectReadyToFillIn(page, afrikaans);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the editor fits 375 px').toBeLessThanOrEqual(0);
    await editor(page).getByTestId('lesson-planner').scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-in-lesson-af-375');
    const dialog = editor(page);
    await dialog.getByRole('switch', { name: afrikaans.editStructure }).click();
    await dialog.getByRole('button', { name: afrikaans.addStep }).waitFor();
    expect(await dialog.getByLabel(afrikaans.type, { exact: true }).count()).toBe(3);
    await screenshot(page, 'fill-in-lesson-structure-af-375');
    await expectNothingLeft(page, teacher, afrikaans, afrikaans.noLessons);
  }, 90_000);

  it("an admin's shared template editor always shows the structure, with no switch", async () => {
    const page = await adminPage('/admin/lessontemplates');
    await page.getByRole('button', { name: `Edit ${lessonName}` }).click();
    const dialog = editor(page);
    await dialog.getByTestId('planner-field').first().waitFor();
    expect(await dialog.getByTestId('planner-field').count()).toBe(3);
    for (const control of [english.type, english.label, english.placeholder, english.hint])
      expect(await dialog.getByLabel(control, { exact: true }).count(), control).toBe(3);
    expect(await dialog.getByRole('switch', { name: english.editStructure }).count()).toBe(0);
    await dialog.getByRole('button', { name: english.addStep }).waitFor();
  });
});
