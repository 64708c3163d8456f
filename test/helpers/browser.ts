/** Headless Chromium (Debian's) driven by playwright-core, against the test server. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumLaunchArgs, chromiumPath } from '../../server/templates/chromium.ts';
import { serverUrl } from './api.ts';

const screenshotDir = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumLaunchArgs,
  });
}

const cspViolations: string[] = [];

// Every test of a file that drives the browser fails when the Content-Security-Policy (server/http/headers.ts)
// blocked anything in its pages: a script, a style, a worker, a frame, a form post.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

/**
 * What the pages of every context have reported as blocked by the Content-Security-Policy since the last call
 * (Chromium logs each as a console error naming the policy), emptied by the call.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * The option a context needs for its pages to install the app's service worker, which browser contexts block
 * unless told (newContext): a test that goes offline or reloads offline asks for it.
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const satisfies BrowserContextOptions;

/**
 * A browser context that asks for reduced motion, so the app turns antd's animations off: an option is never
 * clicked while its list is still sliding open (on a loaded machine such a click was lost). Whatever the
 * Content-Security-Policy blocks in its pages is recorded (takeCspViolations).
 *
 * Its pages do not install the service worker unless `options` allow it (withServiceWorker): installing it
 * precaches the whole app, about 250 files, in every fresh context, a quarter of the browser's CPU in a test that
 * never goes offline, and on a shared CI machine that time was what made such tests run out of theirs.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return context;
}

export function url(path: string): string {
  return `${serverUrl()}${path}`;
}

/**
 * Until the app's service worker controls the page (its context allows it: withServiceWorker). It does once its
 * install, a download of the whole app (some 290 files), has completed: about 8 s on this machine with three CPU
 * loops beside the test, more than 15 s in a CI run.
 */
export async function untilServiceWorkerControls(page: Page, timeout = 45_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout });
}

/**
 * A full-page picture of the page as test-results/screenshots/<name>.png, for a person looking over the screens,
 * taken only when `SCREENSHOTS=1` is set: each costs the browser a full-page render and a PNG encode, about a sixth
 * of its CPU over the browser tests, on a machine where nobody looks at them (CI). A failed test's pictures are
 * taken always (failureScreenshot).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await failureScreenshot(page, name);
}

/** A full-page picture of the page as test-results/screenshots/<name>.png, whatever `SCREENSHOTS` says. */
export async function failureScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

export async function signInThroughPage(
  page: Page,
  email: string,
  password = 'Password1!',
  path = '/auth',
): Promise<void> {
  await page.goto(url(path));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Picks the option showing `option` in an antd Select (`select` is its combobox input, found by label), in that
 * select's own open list: the list the input controls, so a list of an earlier dialog that is still closing is
 * never the one clicked. Done when the select shows the option as chosen; a click the list let pass while it was
 * still opening or closing (it happens on a loaded machine) is made again, at most three times.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const root = select.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const chosen = root.locator('.ant-select-content-has-value, .ant-select-selection-item', { hasText: option });
  for (let attempt = 1; ; attempt += 1) {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    let list: string | null = null;
    await expect.poll(async () => (list = await select.getAttribute('aria-controls'))).toBeTruthy();
    const dropdown = page.locator('.ant-select-dropdown:visible', { has: page.locator(`[id="${list}"]`) });
    await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
    try {
      await chosen.first().waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`chooseOption: '${option}' was not chosen by click ${attempt}; clicking again`);
    }
  }
}

/** A context option set for pages in South African time and English (SAST, UTC+2, no summer time). */
export const southAfrica = { timezoneId: 'Africa/Johannesburg', locale: 'en-ZA' } as const;

/**
 * The setup browser test files share: one browser per file, a fresh context per page, every context closed after
 * each test. Call it at the top of a file; its functions open pages inside tests. With `failureScreenshots`, the
 * pages of a test that failed are photographed first, as `<failureScreenshots>-<n>` in the order they were opened.
 * With `serviceWorkers: 'allow'`, every page of the file installs the app's service worker (withServiceWorker).
 */
export function browserPerFile(
  viewport: { width: number; height: number },
  { failureScreenshots, serviceWorkers }: { failureScreenshots?: string; serviceWorkers?: 'allow' } = {},
) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (test) => {
    if (failureScreenshots && test.task.result?.state === 'fail')
      for (const [index, page] of contexts.flatMap((context) => context.pages()).entries())
        await failureScreenshot(page, `${failureScreenshots}-${index}`).catch(() => undefined);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(fileContexts.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  async function pageIn(kept: BrowserContext[], options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('browserPerFile: pages open inside tests or hooks, once the browser has started');
    const context = await newContext(browser, { viewport, ...(serviceWorkers && { serviceWorkers }), ...options });
    kept.push(context);
    return context.newPage();
  }

  /** A page of its own for this test, closed after it; `options` add to or override the file's context options. */
  const freshPage = (options?: BrowserContextOptions): Promise<Page> => pageIn(contexts, options);

  /** A page that lasts until the file's last test (opened in a `beforeAll`, for steps that are tests of their own). */
  const filePage = (): Promise<Page> => pageIn(fileContexts);

  /**
   * A new context with these options (its viewport, time zone, locale…; the file's viewport unless told), signed in
   * as this user (demo password), at path. `beforeSignIn` is given the page first, for listeners that must see what
   * the app does from its start (its socket, its requests).
   */
  async function signedInPageWith(
    email: string,
    path: string,
    options: BrowserContextOptions,
    beforeSignIn?: (page: Page) => void,
  ): Promise<Page> {
    const page = await freshPage(options);
    beforeSignIn?.(page);
    await signInThroughPage(page, email, 'Password1!', `/auth?redirect=${encodeURIComponent(path)}`);
    return page;
  }

  /** A new context signed in as this user (demo password), at path (see signedInPageWith). */
  const signedInPage = (email: string, path: string, beforeSignIn?: (page: Page) => void): Promise<Page> =>
    signedInPageWith(email, path, {}, beforeSignIn);

  /** An admin (admin@example.com unless told) at path, once the admin area shows. */
  async function adminPage(path: string, email = 'admin@example.com'): Promise<Page> {
    const page = await signedInPage(email, path);
    await page.getByTestId('admin-area').waitFor();
    return page;
  }

  return { freshPage, filePage, signedInPage, signedInPageWith, adminPage };
}
