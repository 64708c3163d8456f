/**
 * The persisted Apollo cache (issue 16): a Grade 4 teacher with a full term (term.ts: 275 activities, 50 lessons, 20
 * assessments) signs in on a fresh device in headless Chromium, the sync engine fills her synced store, and she opens
 * the calendar, her lessons and assessments (saving five of each in the editor, as she does while she plans), three
 * pages of the shop and one product. Printed: the size of what the app saved in IndexedDB, its largest parts, and the
 * time the app takes to read it back on a reload (the 'cache-restore' measure of web/src/core/apollo/persist.ts,
 * median of five reloads) beside the budgets, 1 MB and 300 ms. The server runs in this process on a fresh embedded
 * database with the demo data, serving dist/web (built when stale) or the build WEB_DIR names.
 * Run alone with `BENCH_ONLY=cache npm run bench`; BENCH_CACHE_SAVE=<file> writes the saved cache there to look into.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedDemo } from '../../db/seed/demo.ts';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { chromiumLaunchArgs, chromiumPath } from '../../server/templates/chromium.ts';
import { ensureWebBuild } from '../build-steps.ts';
import { signUpTeacher } from '../lib/server-process.ts';
import { makeTerm, type Term } from './term.ts';

const budget = { kilobytes: 1024, restoreMs: 300 };
const reloads = 5;
/** Lessons and assessments saved in the app's editor, of each list. */
const savesPerList = 5;
const failureShot = join(tmpdir(), 'bench-cache-failure.png');
/** Where apollo3-cache-persist keeps the cache (web/src/core/apollo/persist.ts). */
const saved = { database: 'classroom-cache', store: 'apollo', key: 'classroom-apollo-cache' };

type CacheObject = Record<string, Record<string, unknown> | undefined>;

/** The saved cache as the app wrote it to IndexedDB, or null before the first save. */
function readSaved(page: Page): Promise<string | null> {
  return page.evaluate(async ({ database, store, key }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(database);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(new Error(`IndexedDB ${database}: ${String(opening.error)}`));
    });
    try {
      if (!db.objectStoreNames.contains(store)) return null;
      return await new Promise<string | null>((resolve, reject) => {
        const reading = db.transaction(store).objectStore(store).get(key);
        reading.onsuccess = () => resolve(typeof reading.result === 'string' ? reading.result : null);
        reading.onerror = () => reject(new Error(`IndexedDB ${store}: ${String(reading.error)}`));
      });
    } finally {
      db.close();
    }
  }, saved);
}

/** Whether the saved cache holds the teacher's whole term in the synced store (each run complete). */
function holdsTerm(text: string | null, term: Term): boolean {
  if (!text) return false;
  const root = (JSON.parse(text) as CacheObject).ROOT_QUERY ?? {};
  const complete = (field: string, count: number) => {
    const store = root[field] as { items?: unknown[]; startedAt?: unknown } | undefined;
    return typeof store?.startedAt === 'number' && (store.items?.length ?? 0) >= count;
  };
  return (
    complete('syncTeacherActivities', term.activities) &&
    complete('syncTeacherSubjectTemplates', term.lessons) &&
    complete('syncTeacherAssessmentTemplates', term.assessments)
  );
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 120_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** The saved cache once two reads two seconds apart agree (the app saves 300 ms after its last write). */
async function settledSave(page: Page): Promise<string> {
  let last = await readSaved(page);
  return until('the saved cache to settle', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const now = await readSaved(page);
    const same = now !== null && now === last;
    last = now;
    return same ? now : null;
  });
}

/**
 * Opens the first lessons or assessments of the list in the editor and saves them, as a teacher does while she plans:
 * through the app's own client and offline queue (every save sends the whole record). Done once the queue is empty.
 */
async function saveInApp(page: Page, details: string): Promise<number> {
  const edits = page.getByRole('button', { name: /^Edit / });
  await edits.first().waitFor();
  const count = Math.min(savesPerList, await edits.count());
  for (let row = 0; row < count; row += 1) {
    await edits.nth(row).click();
    await page.getByTestId(details).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId(details).waitFor({ state: 'detached' });
  }
  await page.getByTestId('pending-changes').waitFor({ state: 'detached', timeout: 60_000 });
  return count;
}

/**
 * What a teacher does in a working week: the calendar; her lessons and assessments, saving five of each; three pages of the shop and one product. Answers how many records she saved.
 */
async function visitScreens(page: Page): Promise<number> {
  const open = async (link: string) => {
    await page.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL(new RegExp(`/app/`));
    await page.waitForLoadState('networkidle');
  };
  await open('Lessons');
  let saves = await saveInApp(page, 'lesson-details');
  await open('Assessments');
  saves += await saveInApp(page, 'assessment-details');
  await open('Shop Resources');
  const cards = page.getByTestId('shop-card');
  for (const count of [10, 20, 30]) {
    if (count > 10) await page.getByRole('button', { name: 'View More' }).click();
    await until(`${count} shop cards`, async () => ((await cards.count()) >= count ? true : null), 30_000);
  }
  await page.waitForLoadState('networkidle');
  // The product opens in a dialog over the shop.
  await cards.first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await open('Calendar');
  return saves;
}

/** The app's own measure of reading the saved cache back, after each of `reloads` reloads. */
async function restoreTimes(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < reloads; run += 1) {
    await page.reload();
    const duration = await page.waitForFunction(
      (name) => performance.getEntriesByName(name)[0]?.duration ?? null,
      'cache-restore',
      { timeout: 30_000 },
    );
    times.push(await duration.jsonValue());
    await page.waitForLoadState('networkidle');
  }
  return times;
}

/** Bytes of the saved cache by root field (`ROOT_QUERY.<field>`) and by record type, largest first. */
function largestParts(text: string, count = 8): [string, number][] {
  const parts = new Map<string, number>();
  const add = (name: string, value: unknown) =>
    parts.set(name, (parts.get(name) ?? 0) + Buffer.byteLength(JSON.stringify(value)));
  for (const [id, record] of Object.entries(JSON.parse(text) as CacheObject)) {
    if (id === 'ROOT_QUERY' && record) {
      for (const [field, value] of Object.entries(record)) add(`ROOT_QUERY.${field.split('(')[0]}`, value);
    } else {
      add(id.startsWith('ROOT_') ? id : id.split(':')[0], record);
    }
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(0);

async function measure(browser: Browser, url: string, email: string, term: Term): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/auth?redirect=${encodeURIComponent('/app/calendar')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/calendar/);
    const syncing = performance.now();
    await until('the synced store to hold the term', async () =>
      holdsTerm(await readSaved(page), term) ? true : null,
    );
    const syncSeconds = (performance.now() - syncing) / 1000;
    await page.waitForLoadState('networkidle');
    const saves = await visitScreens(page);
    const text = await settledSave(page);
    if (!holdsTerm(text, term)) throw new Error('the saved cache lost the synced store');
    const bytes = Buffer.byteLength(text);
    if (process.env.BENCH_CACHE_SAVE) writeFileSync(process.env.BENCH_CACHE_SAVE, text);
    const times = await restoreTimes(page);
    const restoreMs = median(times);

    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `\n# Persisted Apollo cache: ${term.activities} activities, ${term.lessons} lessons, ${term.assessments} assessments ` +
        `(synced in ${syncSeconds.toFixed(1)} s; ${saves} of them saved in the app; shop pages 1-3 and one product seen)`,
    );
    console.log('| | measured | budget | |');
    console.log('|---|---|---|---|');
    console.log(
      `| saved size | ${kb(bytes)} KB | ${budget.kilobytes} KB | ${verdict(bytes <= budget.kilobytes * 1024)} |`,
    );
    console.log(
      `| restore on reload (median of ${reloads}) | ${restoreMs.toFixed(0)} ms | ${budget.restoreMs} ms | ${verdict(restoreMs <= budget.restoreMs)} |`,
    );
    console.log(`restore runs: ${times.map((time) => time.toFixed(0)).join(', ')} ms`);
    console.log(
      `largest parts: ${largestParts(text)
        .map(([name, size]) => `${name} ${kb(size)} KB`)
        .join(', ')}`,
    );
  } catch (error) {
    await page.screenshot({ path: failureShot, fullPage: true });
    console.error(`the page as it was: ${failureShot}`);
    throw error;
  } finally {
    await context.close();
  }
}

export async function benchCache(): Promise<void> {
  // WEB_DIR names a web build of its own (another version of the app to compare), used as it is.
  if (!process.env.WEB_DIR) await ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cache-'));
  const server = await startServer(
    readConfig({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
      SIGNUP_PER_HOUR: '100',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    }),
    // The demo data (schools, subjects, shared templates, the shop's catalogue), which production does not load.
    { prepare: (handle, config) => seedDemo(handle.db, { filesRoot: join(config.dataDir, 'files') }) },
  );
  let browser: Browser | undefined;
  try {
    const teacher = await signUpTeacher(server.url, 'bench-cache');
    const term = await makeTerm(server.url, teacher);
    browser = await chromium.launch({
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumLaunchArgs,
    });
    await measure(browser, server.url, teacher.email, term);
  } finally {
    await browser?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchCache();
  process.exit(0);
}
