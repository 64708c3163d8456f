/**
 * Issue 26 point 1, "Everything made offline is visible offline": a fresh device signs in, opens only the calendar,
 * goes offline and reloads; then the teacher makes one of everything she can make (her profile, a schedule day, a
 * class, a blank lesson, a lesson from a shared template, a blank assessment, an activity linked to the new lesson)
 * and finds each at once in its list and picker, again after an offline reload, exactly once; back online the queue
 * empties and the server has each exactly once, and the lists still show each once. At 1366 px in English; the
 * lessons list once more at 375 px in Afrikaans.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { grade4MathsTeacher } from '../api/planning-fixtures.ts';
import { gql, uuid, type Session } from '../helpers/api.ts';
import {
  browserPerFile,
  chooseOption,
  failureScreenshot,
  screenshot,
  untilServiceWorkerControls,
  url,
} from '../helpers/browser.ts';

const { signedInPage } = browserPerFile({ width: 1366, height: 900 }, { serviceWorkers: 'allow' });

const suffix = uuid().slice(0, 6);
const made = {
  surname: `Offline ${suffix}`,
  className: `5X${suffix.slice(0, 2)}`,
  lesson: `Blank lesson ${suffix}`,
  assessment: `Blank assessment ${suffix}`,
  activity: `Linked activity ${suffix}`,
};
const older = { lesson: `Older lesson ${suffix}`, assessment: `Older assessment ${suffix}` };
const sharedLesson = 'Mathematics Lesson Plan';

async function ok<T>(response: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const { data, errors } = await response;
  expect(errors).toBeUndefined();
  if (!data) throw new Error('no data');
  return data;
}

/**
 * A teacher of Grade 4 Mathematics at Table Mountain Primary (so the shared Mathematics lesson plan is hers to
 * copy), with a lesson and an assessment made earlier: the lists the offline ones join are not empty.
 */
async function teacherWithOlderWork(): Promise<Session> {
  const profile = { title: 'Ms', name: 'Thandi', surname: 'Before', language: 'English' };
  const { teacher } = await grade4MathsTeacher(older, profile);
  return teacher;
}

interface ServerWork {
  surname: string;
  schedules: string[];
  classes: string[];
  lessons: string[];
  assessments: string[];
  activities: { label: string; teachersubjecttemplateID: string | null }[];
}

/** What the server has of her, each list as names. */
async function onServer(teacher: Session): Promise<ServerWork> {
  const data = await ok(
    gql<{
      getTeacherProfile: { surname: string };
      listTeacherSchedules: { items: { day: string }[] };
      listTeacherClassSubjects: { items: { name: string }[] };
      listTeacherSubjectTemplates: { items: { name: string }[] };
      listTeacherAssessmentTemplates: { items: { title: string }[] };
      listTeacherActivities: { items: { label: string; teachersubjecttemplateID: string | null }[] };
    }>(
      `query($id: ID!) {
        getTeacherProfile(id: $id) { surname }
        listTeacherSchedules(filter: { teacherprofileID: { eq: $id } }) { items { day } }
        listTeacherClassSubjects(filter: { teacherprofileID: { eq: $id } }) { items { name } }
        listTeacherSubjectTemplates(filter: { teacherprofileID: { eq: $id } }) { items { name } }
        listTeacherAssessmentTemplates(filter: { teacherprofileID: { eq: $id } }) { items { title } }
        listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { label teachersubjecttemplateID } }
      }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    ),
  );
  return {
    surname: data.getTeacherProfile.surname,
    schedules: data.listTeacherSchedules.items.map((item) => item.day),
    classes: data.listTeacherClassSubjects.items.map((item) => item.name).sort(),
    lessons: data.listTeacherSubjectTemplates.items.map((item) => item.name).sort(),
    assessments: data.listTeacherAssessmentTemplates.items.map((item) => item.title).sort(),
    activities: data.listTeacherActivities.items,
  };
}

async function menu(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
}

/** Shown exactly once: waits for the text, then counts it. */
async function once(place: Locator, text: string | RegExp): Promise<void> {
  const found = place.getByText(text, { exact: typeof text === 'string' });
  await found.first().waitFor();
  await expect.poll(() => found.count()).toBe(1);
}

/** A long searchable select: the option is typed first, so that its virtual list shows it. */
async function chooseSearched(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await select.fill(option);
  await chooseOption(page, select, option);
}

async function saveDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Her profile: the surname changed, a Tuesday in her schedule, a Grade 5 Mathematics class. */
async function makeProfileWork(page: Page): Promise<void> {
  await menu(page, 'Profile');
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Surname', { exact: true }).fill(made.surname);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved on this device.', { exact: false }).first().waitFor();

  await page.getByRole('button', { name: 'New day' }).click();
  const day = page.getByRole('dialog', { name: 'New schedule day' });
  await chooseOption(page, day.getByLabel('Day', { exact: true }), 'Tuesday');
  for (const [label, time] of [
    ['Start time', '7:30 AM'],
    ['End time', '2:30 PM'],
  ]) {
    const input = day.getByLabel(label, { exact: true });
    await input.fill(time);
    await input.press('Enter');
  }
  await saveDialog(day);

  await page.getByRole('button', { name: 'New class' }).click();
  const newClass = page.getByRole('dialog', { name: 'New class' });
  await chooseOption(page, newClass.getByLabel('Grade', { exact: true }), 'Grade 5');
  await chooseOption(page, newClass.getByLabel('Subject', { exact: true }), 'Mathematics');
  await newClass.getByLabel('Class Name', { exact: true }).fill(made.className);
  await saveDialog(newClass);
}

async function seeProfileWork(page: Page): Promise<void> {
  await menu(page, 'Profile');
  await expect
    .poll(() => page.getByTestId('profile-form').getByLabel('Surname', { exact: true }).inputValue())
    .toBe(made.surname);
  await once(page.locator('tbody'), 'Tuesday');
  await once(page.locator('tbody'), made.className);
}

async function editorOf(page: Page): Promise<Locator> {
  const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Save', exact: true }) });
  await editor.waitFor();
  return editor;
}

/** A blank lesson and a copy of the shared Mathematics lesson plan. */
async function makeLessons(page: Page): Promise<void> {
  await menu(page, 'Lessons');
  await page.getByRole('button', { name: 'New Lesson' }).click();
  await page.getByRole('button', { name: 'Blank lesson' }).click();
  let editor = await editorOf(page);
  await editor.getByLabel('Name', { exact: true }).fill(made.lesson);
  await chooseSearched(page, editor.getByLabel('Subject', { exact: true }), 'Grade 4 - Mathematics');
  // A blank lesson starts with one step, whose title it needs.
  await editor.getByLabel('Title', { exact: true }).fill('Introduction');
  await saveDialog(editor);

  await page.getByRole('button', { name: 'New Lesson' }).click();
  await page.getByRole('button', { name: 'From a lesson template' }).click();
  await page.getByTestId('template-picker').getByText(sharedLesson).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  editor = await editorOf(page);
  await saveDialog(editor);
}

async function seeLessons(page: Page): Promise<void> {
  await menu(page, 'Lessons');
  const list = page.locator('main');
  await once(list, made.lesson);
  await once(list, sharedLesson);
  await once(list, older.lesson);
}

async function makeAssessment(page: Page): Promise<void> {
  await menu(page, 'Assessments');
  await page.getByRole('button', { name: 'New Assessment' }).click();
  await page.getByRole('button', { name: 'Blank assessment' }).click();
  const editor = await editorOf(page);
  await editor.getByLabel('Title', { exact: true }).fill(made.assessment);
  await chooseOption(page, editor.getByLabel('Complexity', { exact: true }), 'Simple');
  await chooseSearched(page, editor.getByLabel('Subject', { exact: true }), 'Grade 4 - Mathematics');
  await saveDialog(editor);
}

async function seeAssessments(page: Page): Promise<void> {
  await menu(page, 'Assessments');
  const list = page.locator('main');
  await once(list, made.assessment);
  await once(list, older.assessment);
}

/** An activity whose lesson is the blank lesson made offline: the picker offers it. */
async function makeActivity(page: Page): Promise<void> {
  await menu(page, 'Calendar');
  await page.getByRole('button', { name: 'New activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New activity' });
  await dialog.getByLabel('Label', { exact: true }).fill(made.activity);
  await chooseOption(page, dialog.getByLabel('Type', { exact: true }), 'Lesson');
  await chooseOption(page, dialog.getByLabel('Lesson', { exact: true }), made.lesson);
  // Today at 10:00, in the week the calendar shows (its date field, then its time field).
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  for (const [label, text] of [
    ['Start', today],
    ['Start time', '10:00 AM'],
    ['End', today],
    ['End time', '11:00 AM'],
  ]) {
    const input = dialog.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }
  await saveDialog(dialog);
}

async function seeActivity(page: Page): Promise<void> {
  await menu(page, 'Calendar');
  await once(page.getByTestId('planner-calendar'), made.activity);
}

async function seeEverything(page: Page): Promise<void> {
  await seeLessons(page);
  await seeAssessments(page);
  await seeProfileWork(page);
  await seeActivity(page);
}

describe('everything made offline is visible offline', () => {
  let page: Page | undefined;

  afterEach(async (context) => {
    if (page && context.task.result?.state === 'fail') await failureScreenshot(page, 'FAILED-offline-everything');
  });

  it('makes one of everything offline on a device that opened only the calendar, and sees each once', async () => {
    const teacher = await teacherWithOlderWork();
    page = await signedInPage(teacher.user.email, '/app/calendar');
    await page.getByTestId('planner-calendar').waitFor();
    // The app kept for offline use, and the sync engine's first run done: only the calendar was opened.
    await untilServiceWorkerControls(page);
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await page.reload();
    await page.getByTestId('planner-calendar').waitFor();

    await makeLessons(page);
    await seeLessons(page);
    await makeAssessment(page);
    await seeAssessments(page);
    await makeProfileWork(page);
    await seeProfileWork(page);
    await makeActivity(page);
    await seeActivity(page);
    await page.getByTestId('pending-changes').waitFor();

    // Nothing has reached the server yet.
    const before = await onServer(teacher);
    expect(before.lessons).toEqual([older.lesson]);
    expect(before.activities).toEqual([]);

    await page.reload();
    await page.getByTestId('planner-calendar').waitFor();
    await seeEverything(page);
    // Its lists come from the device: the calendar does not call the device being offline a server problem.
    expect(await page.getByText('This needs a connection to the server.').count()).toBe(0);
    await screenshot(page, 'offline-everything-calendar');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 30_000 });

    const after = await onServer(teacher);
    expect(after.surname).toBe(made.surname);
    expect(after.schedules).toEqual(['Tuesday']);
    expect(after.classes).toEqual(['4A', made.className].sort());
    expect(after.lessons).toEqual([made.lesson, older.lesson, sharedLesson].sort());
    expect(after.assessments).toEqual([made.assessment, older.assessment].sort());
    expect(after.activities).toHaveLength(1);
    expect(after.activities[0].label).toBe(made.activity);
    expect(after.activities[0].teachersubjecttemplateID).toBeTruthy();

    // The server's copies took the place of the ones made offline: still each once.
    await seeEverything(page);
    await seeLessons(page);
    await screenshot(page, 'offline-everything-lessons');

    // A phone, in Afrikaans: the same list, the same records once.
    await page.getByTestId('language-switch').locator('button[lang="af"]').click();
    await page.locator('html[lang="af"]').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Nuwe Les' }).waitFor();
    await once(page.locator('main'), made.lesson);
    await once(page.locator('main'), sharedLesson);
    await screenshot(page, 'offline-everything-lessons-af-375');
  }, 180_000);

  it('tells an admin offline that a back-office screen this device never kept needs a connection', async () => {
    page = await signedInPage('admin@example.com', '/admin/products');
    await page.locator('.ant-table-row').first().waitFor();
    await untilServiceWorkerControls(page);
    await page.context().setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    // The back office is kept only once visited through the worker, and the coupons screen never was.
    await page.goto(url('/admin/coupons'));
    const error = page.locator('.route-error');
    await error.waitFor();
    expect(await error.getByRole('heading').innerText()).toBe('This needs a connection to the server.');
  });
});
