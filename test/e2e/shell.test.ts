/**
 * The platform as people use it: signing in lands each role where it belongs, guards send others away, the app
 * open in a second window warns the first, and a teacher's edit made offline survives a reload and reaches the
 * server once.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, signIn, type Session } from '../helpers/api.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  signInThroughPage,
  untilServiceWorkerControls,
  url,
  withServiceWorker,
} from '../helpers/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function freshPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 860 }, ...options });
  return { context, page: await context.newPage() };
}

describe('signing in and guards', () => {
  it('sends a teacher who opens /app to sign in, then into the teacher app', async () => {
    const { context, page } = await freshPage();
    await page.goto(url('/app'));
    await page.waitForURL(/\/auth\?redirect=%2Fapp/);
    await screenshot(page, 'sign-in');
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', '/auth?redirect=%2Fapp');
    await page.waitForURL(/\/app$/);
    await page.getByTestId('teacher-home').waitFor();
    await screenshot(page, 'teacher-home');
    await context.close();
  });

  it('shows the admin menu to an admin, without the reporting group', async () => {
    const { context, page } = await freshPage();
    await signInThroughPage(page, 'admin@example.com', 'Password1!', '/auth?redirect=%2Fadmin');
    await page.getByTestId('admin-area').waitFor();
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('Coupons', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(menu.getByText('Products', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.getByText('Reporting', { exact: true }).count()).toBe(0);
    await screenshot(page, 'admin-home');
    await context.close();
  });

  it('shows the reporting group to a reporting user', async () => {
    const { context, page } = await freshPage();
    await signInThroughPage(page, 'reporting@example.com', 'Password1!', '/auth?redirect=%2Fadmin');
    await page.getByTestId('admin-area').waitFor();
    await page.getByText('Reporting', { exact: true }).first().waitFor();
    await context.close();
  });

  it('sends a teacher who opens /admin to /unauthorised', async () => {
    const { context, page } = await freshPage();
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', '/auth?redirect=%2Fadmin');
    await page.waitForURL(/\/unauthorised$/);
    await page.getByTestId('unauthorised').waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await freshPage();
    await page.goto(url('/no-such-page'));
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('Page Not Found').isVisible()).toBe(true);
    await context.close();
  });
});

async function profileToken(teacher: Session): Promise<string | null> {
  const response = await gql('{ me { teacherProfile { sessionToken } } }', {}, { token: teacher.accessToken });
  return response.data?.me.teacherProfile.sessionToken ?? null;
}

describe('a browser without idle callbacks (Safari on iPhones and Macs)', () => {
  it('opens the signed-in frame, the calendar and the phone menu, and installs the service worker', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, ...withServiceWorker });
    // Safari has no requestIdleCallback: the frame's deferred parts once threw, and every screen showed its error.
    await context.addInitScript(() => {
      const idle = window as unknown as Record<string, unknown>;
      delete idle.requestIdleCallback;
      delete idle.cancelIdleCallback;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', '/auth?redirect=%2Fapp%2Fcalendar');
    await page.locator('.rbc-calendar').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('navigation').getByText('Profile', { exact: true }).waitFor();
    await untilServiceWorkerControls(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('one session at a time', () => {
  it('warns the first window when the teacher signs in elsewhere; Use Here takes it back, Close signs out', async () => {
    const teacher = await newTeacher();
    const first = await freshPage();
    await signInThroughPage(first.page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await first.page.getByTestId('teacher-home').waitFor();
    await expect
      .poll(() => profileToken(teacher))
      .toBe(await first.page.evaluate(() => localStorage.getItem('classroom.sessionToken')));

    const second = await freshPage();
    await signInThroughPage(second.page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await second.page.getByTestId('teacher-home').waitFor();
    const warning = first.page.getByTestId('session-warning').getByRole('dialog');
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toContain('Use Here');
    expect(await second.page.getByTestId('session-warning').count()).toBe(0);
    await screenshot(first.page, 'session-warning');

    await warning.getByRole('button', { name: 'Use Here' }).click();
    await warning.waitFor({ state: 'hidden' });
    const takenBack = second.page.getByTestId('session-warning').getByRole('dialog');
    await takenBack.waitFor();
    await expect
      .poll(() => profileToken(teacher))
      .toBe(await first.page.evaluate(() => localStorage.getItem('classroom.sessionToken')));

    await takenBack.getByRole('button', { name: 'Close' }).click();
    await second.page.waitForURL((address) => address.pathname === '/');
    expect(await second.page.evaluate(() => localStorage.getItem('classroom.sessionToken'))).toBeNull();
    await first.context.close();
    await second.context.close();
  });

  it('does not warn when an older answer about the profile arrives after this window took the session', async () => {
    const teacher = await newTeacher();
    const profile = await gql('{ me { teacherProfile { id _version } } }', {}, { token: teacher.accessToken });
    const { id, _version } = profile.data!.me.teacherProfile;
    const earlier = await gql(
      'mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { sessionToken } }',
      { input: { id, _version, sessionToken: '1000' } },
      { token: teacher.accessToken },
    );
    expect(earlier.data?.updateTeacherProfile.sessionToken).toBe('1000');

    // The `me` asked for right after signing in reads the profile before this window's claim is written, and its
    // answer arrives after the claim's: it names the earlier window's token.
    const { context, page } = await freshPage();
    let meRead = (): void => undefined;
    const meWasRead = new Promise<void>((resolve) => (meRead = resolve));
    let claimWritten = (): void => undefined;
    const claimWasWritten = new Promise<void>((resolve) => (claimWritten = resolve));
    let heldBack = 0;
    let meReadBeforeClaim = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: { sessionToken?: string } };
      } | null;
      if (body?.operationName === 'Me' && heldBack === 0) {
        heldBack += 1;
        const response = await route.fetch();
        meRead();
        await claimWasWritten;
        await route.fulfill({ response });
        heldBack += 1;
      } else if (body?.operationName === 'UpdateTeacherProfile' && body.variables?.input?.sessionToken) {
        meReadBeforeClaim = await Promise.race([
          meWasRead.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
        ]);
        const response = await route.fetch();
        await route.fulfill({ response });
        claimWritten();
      } else {
        await route.continue();
      }
    });
    await signInThroughPage(page, teacher.user.email, 'Password1!', '/auth?redirect=%2Fapp');
    await page.getByTestId('teacher-home').waitFor();
    await expect.poll(() => heldBack, { timeout: 10_000 }).toBe(2);
    expect(meReadBeforeClaim).toBe(true);
    await page.waitForTimeout(2_000);
    expect(await page.getByTestId('session-warning').getByRole('dialog').count()).toBe(0);
    const local = await page.evaluate(() => localStorage.getItem('classroom.sessionToken'));
    expect(local).not.toBe('1000');
    await expect.poll(() => profileToken(teacher)).toBe(local);
    await context.close();
  });
});

describe('offline', () => {
  // Sign-in, the service worker's install, a reload and a reconnect: 30 to 50 s with both cores busy.
  it('keeps a profile edit made offline across a reload and sends it once on reconnect', async () => {
    const teacher = await signIn('teacher@example.com');
    const { context, page } = await freshPage(withServiceWorker);
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', '/auth?redirect=%2Fapp%2Fprofile');
    await page.waitForURL(/\/app\/profile$/);
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    // Let the service worker take control so that the app itself loads without a network.
    await untilServiceWorkerControls(page);
    // Signing in wrote a new session token to the profile: read the profile as it stands now.
    await page.getByTestId('pending-changes').waitFor({ state: 'detached' });
    const before = await gql<{ me: { teacherProfile: { id: string; name: string | null; _version: number } } }>(
      '{ me { teacherProfile { id name _version } } }',
      {},
      { token: teacher.accessToken },
    );
    const profile = before.data!.me.teacherProfile;
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(profile.name);

    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    expect(await page.getByText("You're offline, functionality may be limited.").isVisible()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Thandeka');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('pending-changes').waitFor();
    await screenshot(page, 'profile-offline-pending');

    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('requestfailed', (request) => logs.push(`failed: ${request.url()}`));
    await page.reload();
    // The app starts once the saved data is read back (or after 15 s without it, showing it when it lands): on a
    // loaded machine that and the first render take well over ten seconds.
    await page
      .getByTestId('profile-form')
      .waitFor({ timeout: 45_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'DEBUG-offline-reload');
        console.log(logs.join('\n'), await page.evaluate(() => document.body.innerText));
        throw error;
      });
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Thandeka');
    // The logo (a public file) comes from the service worker's cache too.
    await expect
      .poll(() =>
        page
          .locator('img[src="/favicon.svg"]')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const stillOld = await gql('{ me { teacherProfile { name _version } } }', {}, { token: teacher.accessToken });
    expect(stillOld.data?.me.teacherProfile).toEqual({ name: profile.name, _version: profile._version });

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 20_000 });
    const after = await gql('{ me { teacherProfile { name _version } } }', {}, { token: teacher.accessToken });
    expect(after.data?.me.teacherProfile).toEqual({ name: 'Thandeka', _version: profile._version + 1 });
    await screenshot(page, 'profile-synced');

    // Put the demo profile back for whoever comes next.
    await gql(
      `mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { _version } }`,
      { input: { id: profile.id, _version: profile._version + 1, name: profile.name } },
      { token: teacher.accessToken },
    );
    await context.close();
  }, 150_000);
});
