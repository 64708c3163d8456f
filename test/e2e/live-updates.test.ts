/**
 * Live updates that arrive (issue 15 point 4): a change an admin makes reaches a teacher's open screen without a
 * reload, through the sync engine's change events: a holiday added and edited shows in her open calendar, an
 * announcement edited and deleted changes and leaves her banner. The "within a second" is a speed, measured
 * by the subscriptions bench (BENCH_ONLY=subscriptions: delivery p50 and p99), not by a timed test: a one-second
 * wait failed here on a shared CI machine with both cores busy while the change was on its way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, uuid, type Session } from '../helpers/api.ts';
import { browserPerFile, screenshot } from '../helpers/browser.ts';

const { signedInPage } = browserPerFile({ width: 1280, height: 900 });

/** Long enough for a busy machine; without live updates the change never shows (nothing reloads her screen). */
const LIVE_MS = 15_000;

async function ok<T>(response: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const { data, errors } = await response;
  expect(errors).toBeUndefined();
  if (!data) throw new Error('no data');
  return data;
}

/**
 * Her app at `path`, once it follows the changes: every model's three change subscriptions sent on the socket and
 * the start-up requests settled. The sockets are watched from before she signs in: the app may open its socket
 * while the sign-in click is still being answered.
 */
async function followingApp(teacher: Session, path: string): Promise<Page> {
  let subscriptions = 0;
  const page = await signedInPage(teacher.user.email, path, (opened) =>
    opened.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"subscribe"')) subscriptions += 1;
      });
    }),
  );
  await page.waitForURL((address) => address.pathname === path);
  await expect.poll(() => subscriptions).toBeGreaterThanOrEqual(45);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Announcements other tests sent to ALL are read first, so that hers is the one the banner shows. */
async function readEverything(teacher: Session): Promise<void> {
  const unread = await ok(
    gql<{ listAnnouncements: { items: { id: string }[] } }>(
      '{ listAnnouncements(limit: 1000) { items { id } } }',
      {},
      { token: teacher.accessToken },
    ),
  );
  for (const { id } of unread.listAnnouncements.items)
    await gql('mutation($id: ID!) { markAnnouncementRead(id: $id) { id } }', { id }, { token: teacher.accessToken });
}

describe('changes an admin makes reach a teacher’s open screens within a second', () => {
  it('a holiday added and then edited shows in her open calendar', async () => {
    const [admin, teacher] = await Promise.all([signIn('admin@example.com'), newTeacher()]);
    const page = await followingApp(teacher, '/app/calendar');
    const calendar = page.getByTestId('planner-calendar');
    await calendar.waitFor();

    const label = `Founders Day ${uuid().slice(0, 6)}`;
    const today = new Date().toISOString().slice(0, 10);
    const { createHoliday: holiday } = await ok(
      gql<{ createHoliday: { id: string; _version: number } }>(
        'mutation($input: CreateHolidayInput!) { createHoliday(input: $input) { id _version } }',
        { input: { label, date: today } },
        { token: admin.accessToken },
      ),
    );
    await calendar.getByText(label).waitFor({ timeout: LIVE_MS });

    await ok(
      gql(
        'mutation($input: UpdateHolidayInput!) { updateHoliday(input: $input) { id } }',
        { input: { id: holiday.id, _version: holiday._version, label: `${label} (moved)` } },
        { token: admin.accessToken },
      ),
    );
    await calendar.getByText(`${label} (moved)`).waitFor({ timeout: LIVE_MS });
    await screenshot(page, 'live-updates-holiday');
  });

  it('an announcement edited and then deleted changes and then leaves her banner', async () => {
    const [admin, teacher] = await Promise.all([signIn('admin@example.com'), newTeacher()]);
    await readEverything(teacher);
    const page = await followingApp(teacher, '/app/profile');
    const banner = page.getByTestId('announcement-banner');

    const title = `Staff meeting ${uuid().slice(0, 6)}`;
    const { createAnnouncement: created } = await ok(
      gql<{ createAnnouncement: { id: string; _version: number } }>(
        'mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { id _version } }',
        { input: { title, message: 'In the hall.', sendTo: [teacher.teacherProfileId] } },
        { token: admin.accessToken },
      ),
    );
    await banner.getByText(title).waitFor({ timeout: LIVE_MS });

    const { updateAnnouncement: edited } = await ok(
      gql<{ updateAnnouncement: { id: string; _version: number } }>(
        'mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { id _version } }',
        { input: { id: created.id, _version: created._version, title: `${title} moved to Friday` } },
        { token: admin.accessToken },
      ),
    );
    await banner.getByText(`${title} moved to Friday`).waitFor({ timeout: LIVE_MS });

    await ok(
      gql(
        'mutation($input: DeleteAnnouncementInput!) { deleteAnnouncement(input: $input) { id } }',
        { input: { id: edited.id, _version: edited._version } },
        { token: admin.accessToken },
      ),
    );
    await banner.waitFor({ state: 'detached', timeout: LIVE_MS });
  });
});
