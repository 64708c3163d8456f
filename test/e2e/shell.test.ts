/**
 * The platform as people use it: signing in lands each role where it belongs, guards send others away, and a
 * teacher's edit made offline survives a reload and reaches the server once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signIn } from '../helpers/api.ts';
import { launchBrowser, screenshot, signInThroughPage, url } from '../helpers/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
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

describe('offline', () => {
  it('keeps a profile edit made offline across a reload and sends it once on reconnect', async () => {
    const teacher = await signIn('teacher@example.com');
    const { context, page } = await freshPage();
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', '/auth?redirect=%2Fapp%2Fprofile');
    await page.waitForURL(/\/app\/profile$/);
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    // Let the service worker take control so that the app itself loads without a network.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
    // Signing in wrote a new session token to the profile: read the profile as it stands now.
    await page.getByTestId('pending-changes').waitFor({ state: 'detached' });
    const before = await gql('{ me { teacherProfile { id name _version } } }', {}, { token: teacher.accessToken });
    const profile = before.data?.me.teacherProfile;
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
    await page.getByTestId('profile-form').waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'DEBUG-offline-reload');
      console.log(logs.join('\n'), await page.evaluate(() => document.body.innerText));
      throw error;
    });
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Thandeka');
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
  });
});
