/**
 * A calendar like the ones she knows (issue 26, point 4): a click or a drag over empty hours opens a new activity
 * at those times; an activity is dragged to another day and time, and by its bottom edge to end later, and the
 * server has the new times; the same drag offline is queued, shown at once and after a reload, and sent once back
 * online. On a 375 px phone, in Afrikaans, the calendar opens on one day with nothing beside the screen, and the
 * view she chose is the one it opens on next time (the address still wins).
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import {
  browserPerFile,
  screenshot,
  southAfrica,
  untilServiceWorkerControls,
  url,
  withServiceWorker,
} from '../helpers/browser.ts';

const { signedInPageWith } = browserPerFile(
  { width: 1366, height: 900 },
  { failureScreenshots: 'FAILED-calendar-gestures' },
);

/** South African school hours: the calendar shows the teacher's own time zone (UTC+2, no summer time). */
async function calendarPage(
  teacher: Session,
  path: string,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
) {
  const page = await signedInPageWith(teacher.user.email, path, { viewport, ...southAfrica, ...options });
  await page.getByTestId('planner-calendar').waitFor();
  // The screen's answers in (banners, the terms' hint above the calendar): the hours stay where they are measured.
  // The seeded welcome announcement is unread for every new teacher: its banner, above the calendar, comes with an
  // answer of its own, which a busy machine can leave for after the network's first quiet half second.
  await page.getByTestId('announcement-banner').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The Monday `weeks` weeks after this week's, as YYYY-MM-DD. */
function mondayAhead(weeks: number): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + 7 * weeks);
  return day.toISOString().slice(0, 10);
}

function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A South African time of a day, as the server keeps it (UTC). */
const sast = (date: string, hour: number) => `${date}T${String(hour - 2).padStart(2, '0')}:00:00.000Z`;

interface Activity {
  label: string;
  startDateTime: string;
  endDateTime: string;
}

async function activitiesOf(teacher: Session): Promise<Activity[]> {
  const response = await gql<{ listTeacherActivities: { items: Activity[] } }>(
    'query($id: ID!) { listTeacherActivities(filter: { teacherprofileID: { eq: $id } }) { items { label startDateTime endDateTime } } }',
    { id: teacher.teacherProfileId },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.listTeacherActivities.items ?? [];
}

async function activityOnServer(teacher: Session, label: string): Promise<Omit<Activity, 'label'> | undefined> {
  const found = (await activitiesOf(teacher)).find((activity) => activity.label === label);
  return found && { startDateTime: found.startDateTime, endDateTime: found.endDateTime };
}

async function addActivity(teacher: Session, label: string, start: string, end: string): Promise<void> {
  const response = await gql(
    'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }',
    {
      input: {
        label,
        color: 'green darken-1',
        startDateTime: start,
        endDateTime: end,
        teacherprofileID: teacher.teacherProfileId,
      },
    },
    { token: teacher.accessToken },
  );
  expect(response.errors).toBeUndefined();
}

/** The hour `hour` of the day column `column` (0 is the view's first day). */
const hourIn = (page: Page, column: number, hour: number) =>
  page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-timeslot-group').nth(hour);

/** Where the element is once it stays there for two frames (scrolled into view, the screen settled). */
async function steadyBox(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  for (;;) {
    const before = await element.boundingBox();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const after = await element.boundingBox();
    if (!before || !after) throw new Error('not shown');
    if (before.x === after.x && before.y === after.y && before.height === after.height) return after;
  }
}

/** The box of the hour `hour` of the day column `column`. */
const hourBox = (page: Page, column: number, hour: number) => steadyBox(page, hourIn(page, column, hour));

/** A click near the top of an hour, where the hand finds it once the screen has settled. */
async function clickHour(page: Page, column: number, hour: number): Promise<void> {
  const box = await hourBox(page, column, hour);
  await page.mouse.click(box.x + box.width / 2, box.y + 6);
}

/** Presses at `from`, moves to `to` in small steps as a hand does, and lets go. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The dialog's start and end as shown: each field's date and time, start first. */
const shownTimes = (dialog: Locator) =>
  dialog.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(' '));

/** The activity's block in the hours of a day column. */
const eventIn = (page: Page, column: number, label: string) =>
  page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-event', { hasText: label });

/** Moves the activity's block so that its top lands on `hour` of `column`. */
async function moveActivity(page: Page, label: string, fromColumn: number, column: number, hour: number) {
  const target = await hourBox(page, column, hour);
  const box = await steadyBox(page, eventIn(page, fromColumn, label));
  const grip = { x: box.x + box.width / 2, y: box.y + 12 };
  await drag(page, grip, { x: target.x + target.width / 2, y: target.y + 12 });
}

describe('quick add, move and resize at 1366 px (English)', () => {
  it('adds by a click and by a drag, moves and stretches an activity online and moves it offline', async () => {
    const teacher = await newTeacher();
    const monday = mondayAhead(2);
    const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((days) => plusDays(monday, days));
    const label = 'Maths 4A';
    await addActivity(teacher, label, sast(tuesday, 9), sast(tuesday, 10));
    const page = await calendarPage(
      teacher,
      `/app/calendar?view=week&date=${monday}`,
      { width: 1366, height: 900 },
      withServiceWorker,
    );
    await eventIn(page, 1, label).waitFor();

    // A click on Wednesday 11:00: a new activity from 11:00 for an hour.
    await clickHour(page, 2, 11);
    const dialog = page.getByRole('dialog', { name: 'New activity' });
    await dialog.waitFor();
    await expect.poll(() => shownTimes(dialog)).toContain(`${wednesday} 11:00 AM ${wednesday} 12:00 PM`);
    await dialog.getByLabel('Label', { exact: true }).fill('Clicked in');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => activityOnServer(teacher, 'Clicked in'))
      .toEqual({ startDateTime: sast(wednesday, 11), endDateTime: sast(wednesday, 12) });

    // A drag over Thursday 13:00 to 15:00: a new activity over those two hours.
    const one = await hourBox(page, 3, 13);
    const two = await hourBox(page, 3, 14);
    await drag(
      page,
      { x: one.x + one.width / 2, y: one.y + 4 },
      { x: two.x + two.width / 2, y: two.y + two.height - 4 },
    );
    await dialog.waitFor();
    await expect.poll(() => shownTimes(dialog)).toContain(`${thursday} 1:00 PM ${thursday} 3:00 PM`);
    await dialog.getByLabel('Label', { exact: true }).fill('Dragged in');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => activityOnServer(teacher, 'Dragged in'))
      .toEqual({ startDateTime: sast(thursday, 13), endDateTime: sast(thursday, 15) });

    // Tuesday 9:00 dragged to Friday 10:00; then its bottom edge down to 12:00.
    await moveActivity(page, label, 1, 4, 10);
    await eventIn(page, 4, label).waitFor();
    await expect
      .poll(() => activityOnServer(teacher, label))
      .toEqual({ startDateTime: sast(friday, 10), endDateTime: sast(friday, 11) });
    const moved = eventIn(page, 4, label);
    await moved.hover();
    const edge = await moved.locator('.rbc-addons-dnd-resize-ns-icon').last().boundingBox();
    if (!edge) throw new Error('no bottom edge to drag');
    const noon = await hourBox(page, 4, 12);
    await drag(
      page,
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 },
      { x: noon.x + noon.width / 2, y: noon.y + 2 },
    );
    await expect
      .poll(() => activityOnServer(teacher, label))
      .toEqual({ startDateTime: sast(friday, 10), endDateTime: sast(friday, 12) });
    await screenshot(page, 'calendar-gestures-week');

    // A click on it still opens it.
    await eventIn(page, 4, label).click();
    const edit = page.getByRole('dialog', { name: 'Edit activity' });
    await expect.poll(() => shownTimes(edit)).toContain(`${friday} 10:00 AM ${friday} 12:00 PM`);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Offline: moved to Monday 8:00 at once, queued, still there after a reload, and on the server once she is back.
    await untilServiceWorkerControls(page);
    await page.context().setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    await moveActivity(page, label, 4, 0, 8);
    await eventIn(page, 0, label).waitFor();
    await page.getByTestId('pending-changes').waitFor();
    await page.reload();
    await eventIn(page, 0, label).waitFor({ timeout: 15_000 });
    await page.getByTestId('pending-changes').waitFor();
    expect(await activityOnServer(teacher, label)).toEqual({
      startDateTime: sast(friday, 10),
      endDateTime: sast(friday, 12),
    });
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 30_000 });
    await expect
      .poll(() => activityOnServer(teacher, label))
      .toEqual({ startDateTime: sast(monday, 8), endDateTime: sast(monday, 10) });
    await expect.poll(() => activitiesOf(teacher).then((list) => list.length)).toBe(3);
    await eventIn(page, 0, label).waitFor();
  });
});

describe('on a 375 px phone (Afrikaans)', () => {
  it('opens on one day that fits the screen, adds by a click there, and opens next time on the view she chose', async () => {
    const teacher = await newTeacher();
    const profile = await gql<{ getTeacherProfile: { _version: number } }>(
      'query($id: ID!) { getTeacherProfile(id: $id) { _version } }',
      { id: teacher.teacherProfileId },
      { token: teacher.accessToken },
    );
    const updated = await gql(
      'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }',
      {
        input: {
          id: teacher.teacherProfileId,
          _version: profile.data?.getTeacherProfile._version,
          language: 'Afrikaans',
          translateI18n: 'af',
        },
      },
      { token: teacher.accessToken },
    );
    expect(updated.errors).toBeUndefined();
    const page = await calendarPage(teacher, '/app/calendar', { width: 375, height: 812 });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('af');
    const calendar = page.getByTestId('planner-calendar');
    await page.locator('.planner-calendar-day .rbc-time-view').waitFor();
    const fits = () =>
      page.evaluate(() => {
        const calendar = document.querySelector('.planner-calendar') as HTMLElement;
        return (
          (document.scrollingElement?.scrollWidth ?? Infinity) <= window.innerWidth &&
          calendar.scrollWidth <= calendar.clientWidth
        );
      });
    await expect.poll(fits).toBe(true);
    await screenshot(page, 'calendar-gestures-phone-day');

    // A click on 10:00 of today: a new activity there, on the 24-hour clock.
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await clickHour(page, 0, 10);
    const dialog = page.getByRole('dialog', { name: 'Nuwe aktiwiteit' });
    // The dialog's code is loaded the first time it opens: its fields are read once it is there.
    await dialog.waitFor();
    await expect.poll(() => shownTimes(dialog)).toContain(`${today} 10:00 ${today} 11:00`);
    await dialog.getByLabel('Etiket', { exact: true }).fill('Wiskunde');
    await dialog.getByRole('button', { name: 'Stoor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await calendar.getByText('Wiskunde').waitFor();
    await expect
      .poll(() => activityOnServer(teacher, 'Wiskunde'))
      .toEqual({ startDateTime: sast(today, 10), endDateTime: sast(today, 11) });

    // She picks the month; the next time the calendar opens on it, unless the address names another view.
    await page.locator('.ant-segmented-item', { hasText: 'Maand' }).click();
    await calendar.locator('.rbc-month-view').waitFor();
    await page.goto(url('/app/calendar'));
    await calendar.locator('.rbc-month-view').waitFor();
    await expect.poll(fits).toBe(true);
    await screenshot(page, 'calendar-gestures-phone-month');
    await page.goto(url('/app/calendar?view=day'));
    await page.locator('.planner-calendar-day .rbc-time-view').waitFor();
  });
});
