/**
 * A visitor's data (issue 28): a visitor's landing visit, service workers allowed, moves at most 400 KB over the wire
 * all told ten seconds after load (the worker precached the teacher app on every visit before: some 1,800 KB), and no
 * service worker is installed for her. A teacher who signs in gets the worker, and with it the whole app's scripts in
 * its cache by the time the worker controls the page (what the offline tests wait on); signed out, her device keeps
 * the worker and opens the site without a connection. Bytes counted by scripts/bench/visitor.ts (a TCP relay in
 * front of the server: the worker's own downloads are counted too), which `npm run bench` also prints.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureVisitorLanding, visitorBudgetKb } from '../../scripts/bench/visitor.ts';
import type { ChunkStats } from '../../web/bundleStatsPlugin.ts';
import { notPrecached } from '../../web/precachePlan.ts';
import { serverUrl } from '../helpers/api.ts';
import {
  browserPerFile,
  launchBrowser,
  signInThroughPage,
  untilServiceWorkerControls,
  url,
} from '../helpers/browser.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const { freshPage } = browserPerFile(
  { width: 390, height: 844 },
  {
    failureScreenshots: 'FAILED-visitor-data',
    serviceWorkers: 'allow',
  },
);

/** The app's scripts a teacher needs offline: every built script but the admin area's and the IDE's. */
function appScripts(): string[] {
  const chunks = JSON.parse(readFileSync(join(distDir, 'web-stats.json'), 'utf8')) as ChunkStats[];
  const skipped = notPrecached(distDir);
  return chunks.map((chunk) => chunk.fileName).filter((name) => name.endsWith('.js') && !skipped.has(name));
}

describe("a visitor's data", () => {
  it(`a visitor's landing visit moves at most ${visitorBudgetKb} KB all told, with no service worker`, async () => {
    const browser = await launchBrowser();
    try {
      const visit = await measureVisitorLanding(browser, serverUrl());
      console.log(
        `landing: ${(visit.totalBytes / 1024).toFixed(0)} KB all told, page ${(visit.pageBytes / 1024).toFixed(0)} KB ` +
          `in ${visit.pageRequests} responses, worker ${visit.workerRegistered ? 'registered' : 'not registered'}, ` +
          `${visit.cachedEntries} files cached`,
      );
      expect(visit.workerRegistered).toBe(false);
      expect(visit.cachedEntries).toBe(0);
      expect(visit.totalBytes).toBeLessThanOrEqual(visitorBudgetKb * 1024);
    } finally {
      await browser.close();
    }
  });

  it("a teacher who signs in has every script of the app in the worker's cache, and keeps it signed out", async () => {
    const page = await freshPage();
    await page.goto(url('/'));
    await page.getByTestId('hero-sign-in').waitFor();
    await signInThroughPage(page, 'teacher@example.com', 'Password1!', `/auth?redirect=${encodeURIComponent('/app')}`);
    await page.waitForURL(/\/app/);
    // The worker takes the page once its install (the precache of the whole app) has completed.
    await untilServiceWorkerControls(page);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    const expected = appScripts();
    expect(expected.length).toBeGreaterThan(50);
    const stats = JSON.parse(readFileSync(join(distDir, 'web-stats.json'), 'utf8')) as ChunkStats[];
    const teacherRoutes = stats.find((chunk) => 'src/teacher/routes.tsx' in chunk.modules);
    expect(expected).toContain(teacherRoutes?.fileName);
    const have = new Set(cached.map((path) => path.slice(1)));
    expect(expected.filter((fileName) => !have.has(fileName))).toEqual([]);

    // Signed out, her device keeps the worker: the site opens without a connection.
    await page.evaluate(() => {
      localStorage.removeItem('classroom.accessToken');
      localStorage.removeItem('classroom.refreshToken');
    });
    await page.goto(url('/'));
    await page.getByTestId('hero-sign-in').waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('hero-sign-in').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().setOffline(false);
  });
});
