/**
 * Teacher planning as a teacher does it (001 sections 2-6) and the reference data behind it (002): the profile in
 * Afrikaans, schedule and classes, a weekly lesson in the calendar, offline changes that reach the server once,
 * a term an admin adds showing up in an open calendar, the planner, and the support form.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import {
  chooseOption,
  failureScreenshot,
  launchBrowser,
  newContext,
  screenshot,
  signInThroughPage,
  untilServiceWorkerControls,
  url,
  withServiceWorker,
} from '../helpers/browser.ts';
import { answerNextStep } from './plannerSteps.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const openPages: Page[] = [];

// A failed test leaves a picture of each of its pages (test-results/screenshots/FAILED-…).
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    for (const [index, page] of openPages.entries()) {
      await failureScreenshot(page, `FAILED-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}-${index}`).catch(
        () => undefined,
      );
    }
  }
  for (const page of openPages.splice(0))
    await page
      .context()
      .close()
      .catch(() => undefined);
});

async function freshPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  // South African school times: the schedule and the calendar are read in the teacher's own time zone.
  const context = await newContext(browser, {
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
    ...options,
  });
  const page = await context.newPage();
  openPages.push(page);
  return { context, page };
}

/** A new teacher signed in through the page, landing on `path`. */
async function teacherOn(page: Page, teacher: Session, path: string): Promise<void> {
  await signInThroughPage(page, teacher.user.email, 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
  await page.waitForURL((address) => address.pathname === path.split('?')[0]);
}

async function profileOf(teacher: Session) {
  const response = await gql(
    '{ me { teacherProfile { id title name surname language province daysPerWeek teacherProfileSchoolId translateI18n _version } } }',
    {},
    { token: teacher.accessToken },
  );
  return response.data?.me.teacherProfile;
}

/** A brand-new teacher has no province; the calendar's terms are those of the teacher's province. */
async function setProvince(teacher: Session, province: string): Promise<void> {
  const profile = await profileOf(teacher);
  const response = await gql(
    'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { _version } }',
    { input: { id: profile.id, _version: profile._version, province } },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

async function subjectId(teacher: Session, grade: string, subject: string): Promise<string> {
  const response = await gql(
    'query($grade: String!, $subject: String!) { listSubjects(filter: { grade: { eq: $grade }, subject: { eq: $subject } }) { items { id } } }',
    { grade, subject },
    { token: teacher.accessToken },
  );
  return response.data?.listSubjects.items[0].id;
}

async function addClass(teacher: Session, name: string, grade: string, subject: string): Promise<string> {
  const response = await gql(
    'mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }',
    {
      input: { name, subjectID: await subjectId(teacher, grade, subject), teacherprofileID: teacher.teacherProfileId },
    },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.createTeacherClassSubject.id;
}

/** Opens an antd Select by its label and clicks the option showing `option`. */
async function choose(
  page: Page,
  label: string | RegExp,
  option: string,
  scope: Page | ReturnType<Page['locator']> = page,
): Promise<void> {
  await chooseOption(page, scope.getByLabel(label, { exact: typeof label === 'string' }), option);
}

/**
 * Types a date or a time into its field and confirms it; a date and time ('2026-03-02 3:00 PM') goes into the date
 * field `label` and the time field '`label` time' beside it (ui/time/DateTimeField).
 */
async function typeInto(
  page: Page,
  label: string,
  value: string,
  scope: Page | ReturnType<Page['locator']> = page,
): Promise<void> {
  const [date, time] = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(value)?.slice(1) ?? [value];
  for (const [name, text] of time
    ? [
        [label, date],
        [`${label} time`, time],
      ]
    : [[label, value]]) {
    const input = scope.getByLabel(name, { exact: true });
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }
}

/** The next Monday after today, as YYYY-MM-DD (local time of the test machine is irrelevant: dates only). */
function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

describe('profile, schedule and classes', () => {
  it('fills the profile in Afrikaans, adds a schedule day and two classes', async () => {
    const teacher = await newTeacher();
    const { context, page } = await freshPage();
    await teacherOn(page, teacher, '/app/profile');
    const form = page.getByTestId('profile-form');
    await form.waitFor();

    // The interface switches to Afrikaans at once and the choice is kept on the profile.
    await form.locator('.ant-radio-button-wrapper', { hasText: 'Afrikaans' }).click();
    await form.getByLabel('Titel', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('af');

    // The server's limit on names, said by the form in the user's language before saving.
    await form.getByLabel('Naam', { exact: true }).fill('P'.repeat(201));
    await form.getByText('Naam mag hoogstens 200 karakters lank wees').waitFor();

    await form.getByLabel('Titel', { exact: true }).fill('Mnr');
    await form.getByLabel('Naam', { exact: true }).fill('  Pieter ');
    await form.getByLabel('Van', { exact: true }).fill('Botha  ');
    await choose(page, 'Taal', 'Afrikaans', form);
    await choose(page, 'Provinsie', 'Wes-Kaap', form);
    await choose(page, 'Skool', 'Table Mountain Primary School', form);
    const slider = form.getByRole('slider');
    await slider.focus();
    await slider.press('ArrowLeft');
    await form.getByRole('button', { name: 'Stoor' }).click();
    await page.getByText('Profiel gestoor').waitFor();
    await screenshot(page, 'planning-profile-af');

    const saved = await profileOf(teacher);
    expect(saved).toMatchObject({
      title: 'Mnr',
      name: 'Pieter',
      surname: 'Botha',
      language: 'Afrikaans',
      province: 'Western Cape',
      daysPerWeek: 4,
      translateI18n: 'af',
    });
    expect(saved.teacherProfileSchoolId).toBeTruthy();

    // Schedule: Monday 07:30 to 14:30, on the 24-hour clock in Afrikaans.
    await page.getByRole('button', { name: 'Nuwe dag' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuwe roosterdag' });
    await choose(page, 'Dag', 'Maandag', dialog);
    await typeInto(page, 'Begintyd', '07:30', dialog);
    await typeInto(page, 'Eindtyd', '14:30', dialog);
    await dialog.getByLabel('Periodes', { exact: true }).fill('7');
    await dialog.getByLabel('Periodelengte', { exact: true }).fill('45');
    await dialog.getByLabel('Pouses', { exact: true }).fill('15, 30');
    await dialog.getByRole('button', { name: 'Stoor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const scheduleRow = page.getByRole('row', { name: /Maandag/ });
    await scheduleRow.waitFor();
    await expect(scheduleRow.innerText()).resolves.toMatch(/07:30[\s\S]*14:30/);

    // The same day again is refused: '{day} already exists', in Afrikaans.
    await page.getByRole('button', { name: 'Nuwe dag' }).click();
    dialog = page.getByRole('dialog', { name: 'Nuwe roosterdag' });
    await choose(page, 'Dag', 'Maandag', dialog);
    await dialog.getByText('Maandag bestaan reeds').waitFor();
    await dialog.getByRole('button', { name: 'Kanselleer' }).click();

    // Two classes; Grade R sorts first.
    for (const [grade, subject, name] of [
      ['Graad 4', 'Mathematics', '4A'],
      ['Graad R', 'Life Skills', 'RA'],
    ]) {
      await page.getByRole('button', { name: 'Nuwe klas' }).click();
      dialog = page.getByRole('dialog', { name: 'Nuwe klas' });
      await choose(page, 'Graad', grade, dialog);
      await choose(page, 'Vak', subject, dialog);
      await dialog.getByLabel('Klasnaam', { exact: true }).fill(` ${name} `);
      await dialog.getByRole('button', { name: 'Stoor' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('cell', { name: 'RA', exact: true }).waitFor();
    const classNames = await page
      .locator('.ant-card')
      .filter({ hasText: 'Klasse' })
      .locator('tbody tr.ant-table-row td:nth-child(3)')
      .allInnerTexts();
    expect(classNames).toEqual(['RA', '4A']);

    // The same name for the same subject is refused.
    await page.getByRole('button', { name: 'Nuwe klas' }).click();
    dialog = page.getByRole('dialog', { name: 'Nuwe klas' });
    await choose(page, 'Graad', 'Graad 4', dialog);
    await choose(page, 'Vak', 'Mathematics', dialog);
    await dialog.getByLabel('Klasnaam', { exact: true }).fill('4a');
    await dialog.getByText('Klasnaam is reeds gebruik').waitFor();
    expect(await dialog.getByRole('button', { name: 'Stoor' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Kanselleer' }).click();
    await screenshot(page, 'planning-profile-tables');

    const lists = await gql(
      `query($id: ID!) {
        listTeacherSchedules(filter: { teacherprofileID: { eq: $id } }) { items { day startTime endTime periods periodDuration breakDurations } }
        listTeacherClassSubjects(filter: { teacherprofileID: { eq: $id } }) { items { name } }
      }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    expect(lists.data?.listTeacherSchedules.items).toEqual([
      {
        day: 'Monday',
        startTime: '07:30:00.000',
        endTime: '14:30:00.000',
        periods: 7,
        periodDuration: 45,
        breakDurations: [15, 30],
      },
    ]);
    expect(lists.data?.listTeacherClassSubjects.items.map((row: { name: string }) => row.name).sort()).toEqual([
      '4A',
      'RA',
    ]);
    await context.close();
  });
});

describe('calendar', () => {
  it('creates a lesson repeating weekly for 4 weeks and shows it in the week and month views', async () => {
    const teacher = await newTeacher();
    await setProvince(teacher, 'Gauteng');
    await gql(
      'mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { id } }',
      { input: { teacherprofileID: teacher.teacherProfileId, day: 'Monday', startTime: '07:30', endTime: '14:30' } },
      { token: teacher.accessToken },
    );
    const monday = nextMonday();
    const { context, page } = await freshPage();
    await teacherOn(page, teacher, `/app/calendar?view=week&date=${monday}`);
    await page.getByTestId('planner-calendar').waitFor();
    // The current term is chosen by itself.
    await page
      .getByTestId('term-picker')
      .getByText(/^Term \d \(/)
      .waitFor();

    await page.getByRole('button', { name: 'New activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New activity' });
    await dialog.getByLabel('Label', { exact: true }).fill('Maths 4A');
    await choose(page, 'Type', 'Lesson', dialog);
    // After school hours: a warning, which does not stop the save.
    await typeInto(page, 'Start', `${monday} 3:00 PM`, dialog);
    await typeInto(page, 'End', `${monday} 4:00 PM`, dialog);
    await dialog.getByTestId('outside-hours-warning').waitFor();
    await expect(dialog.getByTestId('outside-hours-warning').innerText()).resolves.toContain(
      'This activity falls outside your scheduled hours on Monday',
    );
    await typeInto(page, 'Start', `${monday} 8:00 AM`, dialog);
    await typeInto(page, 'End', `${monday} 9:00 AM`, dialog);
    await dialog.getByTestId('outside-hours-warning').waitFor({ state: 'detached' });
    await dialog.getByLabel('Repeat weekly').check();
    await dialog.getByLabel('Number of weeks', { exact: true }).fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const calendar = page.getByTestId('planner-calendar');
    await calendar.getByText('Maths 4A').first().waitFor();
    await screenshot(page, 'planning-calendar-week');
    await page.getByRole('button', { name: 'Next' }).click();
    await calendar.getByText('Maths 4A').first().waitFor();

    await page.locator('.ant-segmented-item', { hasText: '4 days' }).click();
    await expect.poll(() => calendar.locator('.rbc-time-header .rbc-header').count()).toBe(4);

    await page.locator('.ant-segmented-item', { hasText: 'Month' }).click();
    await calendar.locator('.rbc-month-view').waitFor();
    await expect.poll(() => calendar.getByText('Maths 4A').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'planning-calendar-month');

    const response = await gql(
      `query($id: ID!) { listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { label type startDateTime repeatID } } }`,
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const items = response.data?.listTeacherActivities.items as {
      label: string;
      type: string;
      startDateTime: string;
      repeatID: string;
    }[];
    expect(items).toHaveLength(4);
    expect(new Set(items.map((item) => item.repeatID)).size).toBe(1);
    expect(items.every((item) => item.label === 'Maths 4A' && item.type === 'Lesson' && item.repeatID)).toBe(true);
    const starts = items.map((item) => Date.parse(item.startDateTime)).sort();
    expect(starts[3] - starts[0]).toBe(3 * 7 * 24 * 60 * 60 * 1000);
    expect(new Date(starts[0]).toISOString()).toBe(`${monday}T06:00:00.000Z`);
    await context.close();
  });
});

describe('offline', () => {
  it('adds an activity and edits a class offline, keeps both across a reload, and sends each once', async () => {
    const teacher = await newTeacher();
    await setProvince(teacher, 'Gauteng');
    const classId = await addClass(teacher, '5B', '5', 'Mathematics');
    const monday = nextMonday();
    const { context, page } = await freshPage(withServiceWorker);
    await teacherOn(page, teacher, '/app/profile');
    await page.getByRole('cell', { name: '5B', exact: true }).waitFor();
    await untilServiceWorkerControls(page);
    // Today's week, then the next one (the next Monday's), inside the app: no page load is needed offline.
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.getByTestId('planner-calendar').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/date=/);

    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await page.getByRole('button', { name: 'New activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New activity' });
    await dialog.getByLabel('Label', { exact: true }).fill('Offline planning');
    await typeInto(page, 'Start', `${monday} 10:00 AM`, dialog);
    await typeInto(page, 'End', `${monday} 11:00 AM`, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('planner-calendar').getByText('Offline planning').waitFor();

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit 5B' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Edit class' });
    await classDialog.getByLabel('Class Name', { exact: true }).fill('5C');
    await classDialog.getByRole('button', { name: 'Save' }).click();
    await classDialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: '5C', exact: true }).waitFor();
    await page.getByTestId('pending-changes').waitFor();
    await expect(page.getByTestId('pending-changes').innerText()).resolves.toContain('2 changes');

    await page.reload();
    await page.getByRole('cell', { name: '5C', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('planner-calendar').getByText('Offline planning').waitFor({ timeout: 15_000 });
    await screenshot(page, 'planning-calendar-offline');

    const before = await gql(
      `query($id: ID!, $classId: ID!) {
        getTeacherClassSubject(id: $classId) { name _version }
        listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { id } }
      }`,
      { id: teacher.teacherProfileId, classId },
      { token: teacher.accessToken },
    );
    expect(before.data?.getTeacherClassSubject).toEqual({ name: '5B', _version: 1 });
    expect(before.data?.listTeacherActivities.items).toHaveLength(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 30_000 });
    const after = await gql(
      `query($id: ID!, $classId: ID!) {
        getTeacherClassSubject(id: $classId) { name _version }
        listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { label startDateTime } }
      }`,
      { id: teacher.teacherProfileId, classId },
      { token: teacher.accessToken },
    );
    expect(after.data?.getTeacherClassSubject).toEqual({ name: '5C', _version: 2 });
    expect(after.data?.listTeacherActivities.items).toEqual([
      { label: 'Offline planning', startDateTime: `${monday}T08:00:00.000Z` },
    ]);
    // Still shown once after the server's answer replaced the queued one.
    await page.getByTestId('planner-calendar').getByText('Offline planning').waitFor();
    expect(await page.getByTestId('planner-calendar').getByText('Offline planning').count()).toBe(1);
    await context.close();
  });
});

describe('terms reach open calendars', () => {
  it('shows a term an admin adds, with its two biweeks, in the teacher term picker without a reload', async () => {
    const teacher = await newTeacher();
    await setProvince(teacher, 'Limpopo');
    const year = new Date().getFullYear();
    const label = `Winter school ${uuid().slice(0, 6)}`;

    const teacherSide = await freshPage();
    await teacherOn(teacherSide.page, teacher, '/app/calendar');
    await teacherSide.page.getByTestId('planner-calendar').waitFor();

    const adminSide = await freshPage();
    const admin = adminSide.page;
    await signInThroughPage(admin, 'admin@example.com', 'Password1!', '/auth?redirect=%2Fadmin%2Fterms');
    await admin.waitForURL(/\/admin\/terms/);
    await admin.getByRole('button', { name: 'New Term' }).click();
    const termDialog = admin.getByRole('dialog', { name: 'New Term' });
    await termDialog.getByLabel('Label', { exact: true }).fill(label);
    await typeInto(admin, 'Start', `${year}-06-29`, termDialog);
    await typeInto(admin, 'End', `${year}-07-17`, termDialog);
    await chooseOption(admin, termDialog.getByLabel('Provinces', { exact: true }), 'Limpopo');
    await termDialog.locator('.ant-modal-title').click();
    await termDialog.getByRole('button', { name: 'Save' }).click();
    await termDialog.waitFor({ state: 'hidden' });

    // Sort by label is not needed: filter the list to the province and find the row.
    const row = admin.getByRole('row', { name: new RegExp(label) });
    for (const [biweek, start, end] of [
      ['Week 1-2', '06-29', '07-10'],
      ['Week 3', '07-13', '07-17'],
    ]) {
      await admin.goto(url('/admin/terms?province=Limpopo&sort=label&dir=DESC'));
      await row.waitFor();
      await row.getByRole('button', { name: 'New Biweek' }).click();
      const biweekDialog = admin.getByRole('dialog', { name: 'New Biweek' });
      await biweekDialog.getByLabel('Label', { exact: true }).fill(biweek);
      await typeInto(admin, 'Start', `${year}-${start}`, biweekDialog);
      await typeInto(admin, 'End', `${year}-${end}`, biweekDialog);
      await biweekDialog.getByRole('button', { name: 'Save' }).click();
      await biweekDialog.waitFor({ state: 'hidden' });
    }
    await row.getByRole('button', { name: /Expand row/i }).click();
    await admin.getByRole('cell', { name: 'Week 3', exact: true }).waitFor();
    await screenshot(admin, 'planning-admin-terms');

    const adminSession = await signIn('admin@example.com');
    const stored = await gql(
      'query($label: String!) { listTerms(filter: { label: { eq: $label } }) { items { id _version provinces biweeks { label color } } } }',
      { label },
      { token: adminSession.accessToken },
    );
    const term = stored.data?.listTerms.items[0];
    expect(term.provinces).toEqual(['Limpopo']);
    expect(term.biweeks).toEqual([
      { label: 'Week 1-2', color: 'red darken-1' },
      { label: 'Week 3', color: 'cyan darken-1' },
    ]);

    // The teacher's open calendar has it, without a reload.
    const page = teacherSide.page;
    await page.getByTestId('term-picker').click();
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: label,
    });
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await page.getByTestId('planner-calendar').getByText('Week 1-2').first().waitFor();
    await screenshot(page, 'planning-calendar-new-term');

    await gql(
      'mutation($input: DeleteTermInput!) { deleteTerm(input: $input) { id } }',
      { input: { id: term.id, _version: term._version } },
      { token: adminSession.accessToken },
    );
    await teacherSide.context.close();
    await adminSide.context.close();
  });
});

describe('planner', () => {
  it('fills a lesson template step by step and saves it as the teacher’s own', async () => {
    const teacher = await newTeacher();
    await setProvince(teacher, 'Gauteng');
    await addClass(teacher, '4A', '4', 'Mathematics');
    const { context, page } = await freshPage();
    await teacherOn(page, teacher, '/app/lessonplanning');
    await choose(page, 'Grade', 'Grade 4');
    await choose(page, 'Subject', 'Mathematics');
    await choose(page, 'Lesson template', 'Mathematics Lesson Plan');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('  Fractions, week 3 ');

    // Every field of every step, whatever its type.
    for (let step = 1; await page.getByRole('button', { name: 'Next' }).isVisible(); step += 1) {
      await answerNextStep(page, step);
      if (step === 2) {
        await page.getByRole('button', { name: 'Preview' }).click();
        await page.getByTestId('planner-preview').waitFor();
        await page.getByRole('dialog').locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      }
    }
    await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor();
    await screenshot(page, 'planning-planner');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your template is saved').waitFor();
    await page.getByRole('link', { name: 'Go to my new Template' }).waitFor();
    await screenshot(page, 'planning-planner-saved');

    const saved = await gql(
      'query($id: ID!) { listTeacherSubjectTemplates(filter: { teacherprofileID: { eq: $id } }) { items { name type template { name fields { label value } } } } }',
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const [lesson] = saved.data?.listTeacherSubjectTemplates.items ?? [];
    expect(lesson.name).toBe('Fractions, week 3');
    expect(lesson.type).toBe('Lesson');
    expect(lesson.template).toHaveLength(5);
    const values = lesson.template.flatMap((section: { fields: { value: unknown }[] }) =>
      section.fields.map((field) => field.value),
    );
    expect(
      values.every((value: unknown) =>
        Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '',
      ),
    ).toBe(true);

    // "Go to my new Template" lands on /app/subjecttemplates with the new template open in its editor.
    await page.getByRole('link', { name: 'Go to my new Template' }).click();
    await page.waitForURL(/\/app\/subjecttemplates\?/);
    const editor = page.getByRole('dialog');
    await expect.poll(() => editor.getByLabel('Name', { exact: true }).inputValue()).toBe('Fractions, week 3');
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await page.getByTestId('lessons-page').getByText('Fractions, week 3').waitFor();
    await context.close();
  });
});

describe('announcements and support', () => {
  it('shows the first unread announcement until the teacher reads it', async () => {
    const teacher = await newTeacher();
    const unread = async () =>
      // In the banner's order: other tests add announcements to ALL.
      (
        await gql(
          '{ listAnnouncements(limit: 20, sort: [{ field: "createdAt", direction: ASC }]) { items { id title } } }',
          {},
          { token: teacher.accessToken },
        )
      ).data?.listAnnouncements.items as { id: string; title: string }[];
    const [first] = await unread();
    const { context, page } = await freshPage();
    await teacherOn(page, teacher, '/app/support');
    const banner = page.getByTestId('announcement-banner');
    await banner.getByText(first.title, { exact: true }).waitFor();
    await banner.getByRole('button', { name: 'Read' }).click();
    await banner.getByText(first.title, { exact: true }).waitFor({ state: 'detached' });
    expect((await unread()).some((announcement) => announcement.id === first.id)).toBe(false);
    await context.close();
  });

  it('checks the e-mail and thanks the teacher once sent', async () => {
    const teacher = await newTeacher();
    const { context, page } = await freshPage();
    await teacherOn(page, teacher, '/app/support');
    await page.getByLabel('Name', { exact: true }).fill('Thandi Nkosi');
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByLabel('Subject', { exact: true }).click();
    await page.getByText('E-mail must be valid').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('thandi@example.com');
    await choose(page, 'Category', 'Technical');
    await page.getByLabel('Subject', { exact: true }).fill('Calendar');
    await page.getByLabel('Message', { exact: true }).fill('How do I print my week?');
    // The support form's own Send (a new account's e-mail notice has a 'Send again' of its own).
    await page.locator('form').getByRole('button', { name: 'Send' }).click();
    const thanks = page.getByRole('button', { name: 'Thank you! We will be in touch.' });
    await thanks.waitFor();
    expect(await thanks.isDisabled()).toBe(true);
    await context.close();
  });
});
