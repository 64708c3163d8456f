/**
 * Issue 15, conflicts she can read: a teacher changes a lesson and an activity offline while the same record is
 * changed on the server; back online, the conflict dialog shows each field as her screens do (labels in her
 * language, local times, names instead of ids, no JSON), and fits the screen at 1366 and at 375 px, in English
 * and in Afrikaans. Since issue 26 it lists only the fields changed on both sides (the others are merged), and,
 * the other change being her own account's, names "your other device".
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, untilServiceWorkerControls, screenshot, signInThroughPage } from '../helpers/browser.ts';
import { fitsViewport } from './conflictSteps.ts';

const { freshPage } = browserPerFile({ width: 1366, height: 900 }, { serviceWorkers: 'allow' });

/** A page in South Africa's time zone (SAST, UTC+2): the dialog must show her times, not the server's UTC. */
async function teacherPage(teacher: Session, path: string): Promise<{ page: Page; context: BrowserContext }> {
  const page = await freshPage();
  // browserPerFile's context has no time zone of its own: emulate SAST for this page.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTimezoneOverride', { timezoneId: 'Africa/Johannesburg' });
  await signInThroughPage(page, teacher.user.email, 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
  await page.waitForURL((address) => address.pathname === path.split('?')[0]);
  await untilServiceWorkerControls(page);
  return { page, context: page.context() };
}

async function mathsSubjectId(teacher: Session): Promise<string> {
  const response = await gql(
    '{ listSubjects(filter: { grade: { eq: "4" }, subject: { eq: "Mathematics" } }) { items { id } } }',
    {},
    { token: teacher.accessToken },
  );
  return response.data?.listSubjects.items[0].id;
}

async function createLesson(teacher: Session, subjectID: string, name: string): Promise<string> {
  const response = await gql(
    'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
    {
      input: {
        name,
        subjectID,
        teacherprofileID: teacher.teacherProfileId,
        complexity: 'Simple',
        minutes: 60,
        headings: ['Grade', 'Date', 'Term', 'Total', 'Time'].map((label) => ({ label, value: label })),
        template: [{ name: 'Introduction', fields: [{ type: 'Text', label: 'Topic', value: 'Halves and quarters' }] }],
      },
    },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherSubjectTemplate.id;
}

/**
 * Another session of hers changes the lesson: its name and minutes, with headings and steps sent back with their
 * keys reordered.
 */
async function changeLessonElsewhere(teacher: Session, id: string, name: string, minutes: number): Promise<void> {
  const other = await gql(
    'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { _version headings { label value } template { name fields { type label value } } } }',
    { id },
    { token: teacher.accessToken },
  );
  const lesson = other.data?.getTeacherSubjectTemplate;
  const reordered = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).reverse());
  const response = await gql(
    'mutation($input: UpdateTeacherSubjectTemplateInput!) { updateTeacherSubjectTemplate(input: $input) { _version } }',
    {
      input: {
        id,
        _version: lesson._version,
        name,
        minutes,
        headings: lesson.headings.map(reordered),
        template: lesson.template.map((step: { name: string; fields: Record<string, unknown>[] }) =>
          reordered({ ...step, fields: step.fields.map(reordered) }),
        ),
      },
    },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

async function changeActivityElsewhere(teacher: Session, id: string, changes: Record<string, unknown>): Promise<void> {
  const current = await gql(
    'query($id: ID!) { getTeacherActivity(id: $id) { _version } }',
    { id },
    {
      token: teacher.accessToken,
    },
  );
  const response = await gql(
    'mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { _version } }',
    { input: { id, _version: current.data?.getTeacherActivity._version, ...changes } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

/** Back online: the queued change meets the server's newer version and the dialog opens. */
async function reconnect(page: Page, title: string): Promise<Locator> {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

interface Expected {
  changed: string[];
  same: string[];
  /** Texts the dialog shows (names, local times, step and heading words). */
  shows: string[];
  /** Texts it must never show: ids, raw keys, UTC times. */
  hides: string[];
}

/** Readable and fitting at 1366 and at 375 px: labels, values, only the real differences marked. */
async function expectReadable(page: Page, dialog: Locator, expected: Expected, name: string): Promise<void> {
  const fields = dialog.getByTestId('conflict-field');
  const labelsOf = (changed: boolean) =>
    fields
      .and(dialog.locator(`[data-changed="${changed}"]`))
      .locator('.conflict-field-label')
      .allInnerTexts();
  await expect.poll(() => labelsOf(true)).toEqual(expected.changed);
  expect(await labelsOf(false)).toEqual(expected.same);
  const text = await dialog.innerText();
  for (const shown of expected.shows) expect(text).toContain(shown);
  for (const hidden of expected.hides) expect(text).not.toContain(hidden);
  // No JSON, no ISO date-times.
  expect(text).not.toMatch(/[{}[\]"]|\d{4}-\d\d-\d\dT\d\d:/);

  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await expect.poll(() => fitsViewport(dialog)).toEqual({ inside: true, overflowing: [] });
    await screenshot(page, `conflict-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('conflicts she can read', () => {
  it('a lesson changed offline and on the server, in English then in Afrikaans', async () => {
    const teacher = await newTeacher();
    const subjectID = await mathsSubjectId(teacher);
    const lessonId = await createLesson(teacher, subjectID, 'Fractions lesson');
    const { page, context } = await teacherPage(teacher, '/app/lessons');
    await page.getByText('Fractions lesson').waitFor();

    // English: she renames the lesson offline; meanwhile her other device renames it and changes its minutes.
    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await page.getByRole('button', { name: 'Edit Fractions lesson' }).click();
    const details = page.getByTestId('lesson-details');
    await details.getByLabel('Name', { exact: true }).fill('Fractions (offline)');
    await page.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'detached' });
    await changeLessonElsewhere(teacher, lessonId, 'Fractions (laptop)', 45);

    let dialog = await reconnect(page, 'Your other device changed this');
    await expectReadable(
      page,
      dialog,
      {
        changed: ['Name'],
        same: [],
        shows: ['Fractions (offline)', 'Fractions (laptop)', 'Your change', 'Your other device'],
        hides: [lessonId, subjectID, 'subjectID', 'template', 'fontFamily', 'Minutes', 'Someone else'],
      },
      'lesson-en',
    );
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const saved = await gql(
          'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { name minutes } }',
          { id: lessonId },
          { token: teacher.accessToken },
        );
        return saved.data?.getTeacherSubjectTemplate;
      })
      .toEqual({ name: 'Fractions (offline)', minutes: 45 });

    // Afrikaans: the same again, in her language.
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await page.getByRole('button', { name: 'Wysig Fractions (offline)' }).waitFor();
    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await page.getByRole('button', { name: 'Wysig Fractions (offline)' }).click();
    await details.getByLabel('Naam', { exact: true }).fill('Breuke');
    await page.getByRole('button', { name: 'Stoor' }).click();
    await details.waitFor({ state: 'detached' });
    await changeLessonElsewhere(teacher, lessonId, 'Breuke (skootrekenaar)', 30);

    dialog = await reconnect(page, 'Jou ander toestel het dit verander');
    await expectReadable(
      page,
      dialog,
      {
        changed: ['Naam'],
        same: [],
        shows: ['Breuke', 'Breuke (skootrekenaar)', 'Jou verandering', 'Jou ander toestel', 'Verander'],
        hides: [lessonId, subjectID, 'Name', 'Minute', 'Your change'],
      },
      'lesson-af',
    );
    await dialog.getByRole('button', { name: 'Gebruik die ander toestel se weergawe' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Wysig Breuke (skootrekenaar)' }).waitFor();
  }, 180_000);

  it('an activity changed offline and on the server, in English then in Afrikaans', async () => {
    const teacher = await newTeacher();
    const subjectID = await mathsSubjectId(teacher);
    const lessonId = await createLesson(teacher, subjectID, 'Fractions lesson');
    const monday = nextMonday();
    const created = await gql(
      'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
      {
        input: {
          teacherprofileID: teacher.teacherProfileId,
          label: 'Maths 4A',
          type: 'Lesson',
          color: 'blue darken-1',
          startDateTime: `${monday}T08:00:00.000Z`,
          endDateTime: `${monday}T09:00:00.000Z`,
          teachersubjecttemplateID: lessonId,
        },
      },
      { token: teacher.accessToken },
    );
    expect(created.errors).toBeUndefined();
    const activityId: string = created.data?.createTeacherActivity.id;

    const { page, context } = await teacherPage(teacher, `/app/calendar?view=week&date=${monday}`);
    const calendar = page.getByTestId('planner-calendar');
    // Opened once online, the activity dialog brings the names of her lessons into the cache.
    await calendar.getByText('Maths 4A').click();
    let activityDialog = page.getByRole('dialog', { name: 'Edit activity' });
    await activityDialog.getByText('Fractions lesson').waitFor();
    await activityDialog.getByRole('button', { name: 'Cancel' }).click();
    await activityDialog.waitFor({ state: 'hidden' });

    // English: she moves it an hour later offline; meanwhile her other device relabels, recolours and moves it.
    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await calendar.getByText('Maths 4A').click();
    await activityDialog.waitFor();
    await typeInto(activityDialog, 'Start', `${monday} 11:00 AM`);
    await typeInto(activityDialog, 'End', `${monday} 12:00 PM`);
    await activityDialog.getByRole('button', { name: 'Save' }).click();
    await activityDialog.waitFor({ state: 'hidden' });
    await changeActivityElsewhere(teacher, activityId, {
      label: 'Maths 4A (hall)',
      color: 'red darken-1',
      startDateTime: `${monday}T08:30:00.000Z`,
      endDateTime: `${monday}T09:30:00.000Z`,
    });

    let dialog = await reconnect(page, 'Your other device changed this');
    await expectReadable(
      page,
      dialog,
      {
        changed: ['Start', 'End'],
        same: [],
        shows: [`${monday} 11:00 AM`, `${monday} 10:30 AM`, `${monday} 12:00 PM`, `${monday} 11:30 AM`],
        hides: [
          activityId,
          lessonId,
          teacher.teacherProfileId,
          'teachersubjecttemplateID',
          'startDateTime',
          '08:00',
          'darken',
        ],
      },
      'activity-en',
    );
    // Two fields changed on both sides: a choice for each. Her start, her other device's end.
    const end = dialog.getByTestId('conflict-field').nth(1);
    await end.getByRole('radio', { name: 'Your other device' }).check();
    await dialog.getByRole('button', { name: 'Keep my choices' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const saved = await gql(
          'query($id: ID!) { getTeacherActivity(id: $id) { label startDateTime endDateTime } }',
          { id: activityId },
          { token: teacher.accessToken },
        );
        return saved.data?.getTeacherActivity;
      })
      .toEqual({
        label: 'Maths 4A (hall)',
        startDateTime: `${monday}T09:00:00.000Z`,
        endDateTime: `${monday}T09:30:00.000Z`,
      });

    // Afrikaans: she renames it offline; meanwhile her other device renames it and moves its end.
    await page.getByTestId('language-switch').getByText('AF', { exact: true }).click();
    await calendar.getByText('Maths 4A (hall)').click();
    activityDialog = page.getByRole('dialog', { name: 'Wysig aktiwiteit' });
    await activityDialog.waitFor();
    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await activityDialog.getByLabel('Etiket', { exact: true }).fill('Wiskunde 4A');
    await activityDialog.getByRole('button', { name: 'Stoor' }).click();
    await activityDialog.waitFor({ state: 'hidden' });
    await changeActivityElsewhere(teacher, activityId, {
      label: 'Wiskunde 4A (saal)',
      endDateTime: `${monday}T10:30:00.000Z`,
    });

    dialog = await reconnect(page, 'Jou ander toestel het dit verander');
    await expectReadable(
      page,
      dialog,
      {
        changed: ['Etiket'],
        same: [],
        shows: ['Wiskunde 4A', 'Wiskunde 4A (saal)', 'Jou ander toestel'],
        hides: [activityId, lessonId, 'Label', 'Einde', 'Your change', 'PM'],
      },
      'activity-af',
    );
    await dialog.getByRole('button', { name: 'Hou myne' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }, 180_000);
});

function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

/** Types a date and time ('2026-03-02 11:00 AM') into the dialog's date field `label` and its time field beside it. */
async function typeInto(scope: Locator, label: string, value: string): Promise<void> {
  const [date, time] = value.split(/ (.+)/);
  for (const [name, text] of [
    [label, date],
    [`${label} time`, time],
  ]) {
    const input = scope.getByLabel(name, { exact: true });
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }
}
