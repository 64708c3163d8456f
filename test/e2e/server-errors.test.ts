/**
 * Issue 15, point 5: a server that answers with an error is not "offline". A teacher's save answered with HTTP 500
 * is kept, the app says the server had a problem, and the change is sent again with back-off (the same
 * Idempotency-Key each time) until the server takes it, once. A query answered with HTTP 500 says the same.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { browserPerFile, screenshot, url } from '../helpers/browser.ts';

const { signedInPage, adminPage } = browserPerFile({ width: 1280, height: 900 });

function operationOf(route: Route): string | undefined {
  const request = route.request();
  if (request.method() !== 'POST') return undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
}

const serverFailure = { status: 500, contentType: 'text/plain', body: 'Internal Server Error' };

async function createLesson(teacher: Session, name: string): Promise<{ id: string; _version: number }> {
  const subjects = await gql<{ listSubjects: { items: { id: string }[] } }>(
    '{ listSubjects(filter: { grade: { eq: "4" }, subject: { eq: "Mathematics" } }) { items { id } } }',
    {},
    { token: teacher.accessToken },
  );
  const created = await gql<{ createTeacherSubjectTemplate: { id: string; _version: number } }>(
    'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id _version } }',
    {
      input: {
        name,
        subjectID: subjects.data!.listSubjects.items[0].id,
        complexity: 'Simple',
        minutes: 60,
        template: [{ name: 'Introduction', fields: [{ type: 'Text', label: 'Topic', value: 'Halves' }] }],
      },
    },
    { token: teacher.accessToken },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createTeacherSubjectTemplate;
}

describe('a server error is not offline', () => {
  it("keeps a teacher's change the server failed to save and sends it again with back-off until it is saved once", async () => {
    const teacher = await newTeacher();
    const lesson = await createLesson(teacher, 'Fractions lesson');
    const page = await signedInPage(teacher.user.email, '/app/lessons');
    await page.getByTestId('lessons-page').getByText('Fractions lesson').waitFor();

    // The server fails the first three attempts of the save, then takes it.
    const attempts: { at: number; key: string | undefined }[] = [];
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) !== 'UpdateTeacherLesson') return route.fallback();
      attempts.push({ at: Date.now(), key: route.request().headers()['idempotency-key'] });
      if (attempts.length <= 3) return route.fulfill(serverFailure);
      return route.fallback();
    });

    await page.getByRole('button', { name: 'Edit Fractions lesson' }).click();
    const details = page.getByTestId('lesson-details');
    await details.getByLabel('Name', { exact: true }).fill('Fractions lesson (kept)');
    await page.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'detached' });
    await page.getByTestId('lessons-page').getByText('Fractions lesson (kept)').waitFor();

    const notice = page.getByTestId('server-problem');
    await notice.waitFor();
    await expect.poll(() => notice.innerText()).toMatch(/The server had a problem saving your change \(HTTP 500\)/);
    await expect.poll(() => notice.innerText()).toMatch(/kept on this device and will be sent again in \d+ s/);
    await screenshot(page, 'server-error-notice');
    expect(await page.getByTestId('offline-snackbar').count()).toBe(0);
    expect(await page.getByText("You're offline").count()).toBe(0);
    await page.getByTestId('pending-changes').waitFor();
    const meanwhile = await gql(
      'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { name _version } }',
      { id: lesson.id },
      { token: teacher.accessToken },
    );
    expect(meanwhile.data?.getTeacherSubjectTemplate).toEqual({ name: 'Fractions lesson', _version: lesson._version });

    // Sent again after 2 s, 4 s and 8 s, then saved: the notice and the waiting change go.
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 40_000 });
    await notice.waitFor({ state: 'detached' });
    expect(await page.getByTestId('offline-snackbar').count()).toBe(0);
    expect(attempts).toHaveLength(4);
    const waits = attempts.slice(1).map((attempt, index) => attempt.at - attempts[index].at);
    expect(waits[0]).toBeGreaterThanOrEqual(1_900);
    expect(waits[1]).toBeGreaterThanOrEqual(3_900);
    expect(waits[2]).toBeGreaterThanOrEqual(7_900);
    // One change, one key: the server can tell a retry from a second save.
    expect(attempts[0].key).toBeTruthy();
    expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
    const after = await gql(
      'query($id: ID!) { getTeacherSubjectTemplate(id: $id) { name _version } }',
      { id: lesson.id },
      { token: teacher.accessToken },
    );
    expect(after.data?.getTeacherSubjectTemplate).toEqual({
      name: 'Fractions lesson (kept)',
      _version: lesson._version + 1,
    });
  }, 120_000);

  it('says the server had a problem when a list is answered with HTTP 500, and the app stays online', async () => {
    const page = await adminPage('/admin');
    let failing = true;
    await page.route('**/graphql', async (route) =>
      failing && operationOf(route) === 'AdminSchools' ? route.fulfill(serverFailure) : route.fallback(),
    );
    await page.goto(url('/admin/schools'));
    const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem (HTTP 500)' });
    await alert.waitFor();
    expect(await page.getByText('This needs a connection to the server.').count()).toBe(0);
    expect(await page.getByTestId('offline-snackbar').count()).toBe(0);
    // Create, edit and delete stay available: the device is online.
    await expect.poll(() => page.getByRole('button', { name: 'New School' }).isEnabled()).toBe(true);
    await screenshot(page, 'server-error-list');

    failing = false;
    await page.reload();
    await page.getByRole('columnheader', { name: 'Name' }).first().waitFor();
    await alert.waitFor({ state: 'detached' });
  }, 90_000);

  it("says the calendar's terms could not be loaded while the server's database is away, not that there are none", async () => {
    const teacher = await newTeacher();
    const away = {
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [
          {
            message: 'The service is unavailable for a moment. Please try again shortly.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          },
        ],
      }),
    };
    let failing = true;
    const page = await signedInPage(teacher.user.email, '/app/profile', (opened) => {
      void opened.route('**/graphql', async (route) =>
        // The calendar's terms and the synced store's terms alike: nothing has them to show.
        failing && ['CalendarTerms', 'SyncTerms'].includes(operationOf(route) ?? '')
          ? route.fulfill(away)
          : route.fallback(),
      );
    });
    await page.waitForURL((address) => address.pathname === '/app/profile');
    await page.goto(url('/app/calendar'));
    const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem (HTTP 503)' });
    await alert.waitFor();
    expect(await page.getByText('No school terms are set for your province this year').count()).toBe(0);
    await screenshot(page, 'server-error-calendar-terms');

    failing = false;
    await page.reload();
    await page.getByTestId('planner-calendar').waitFor();
    await alert.waitFor({ state: 'detached' });
  }, 90_000);
});
