/**
 * Browser offline chaos run (issue 14): a teacher queues planning changes offline in the web app; back online they
 * replay through the app's own offline queue while the server is killed (SIGKILL) and started again and the page
 * is reloaded, at random moments. Afterwards the database must hold every change exactly once.
 *
 *   npm run chaos:offline [-- --mutations 1000 --kills 10 --reloads 5 --timeout 1200 --seed 42]
 *
 * The built server runs as a child process on a fresh database (embedded in a temporary DATA_DIR; with
 * DATABASE_URL a fresh `<name>_chaos` database beside it), Debian's Chromium drives the built web app.
 * The changes are made through the Apollo client the page itself uses (found on the React root: the App's `data`),
 * with the same documents, `context: { offline: true }` and whole-record optimistic answers as the calendar's
 * `useRecordMutations`: the app's offline link puts each into its persisted IndexedDB queue, and the app replays
 * them. Every ninth change is an update of one activity (its `_version` then counts the updates applied); the
 * others create activities labelled `<run> #<n>` (each label must be in the database once).
 * test/e2e/chaos-offline.test.ts runs a short form in CI.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentNode } from 'graphql';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../db/connect.ts';
import { chromiumLaunchArgs, chromiumPath } from '../server/templates/chromium.ts';
import type { AppData } from '../web/src/core/apollo/client.ts';
import type { QueuedMutation } from '../web/src/core/offline/queueStore.ts';
import {
  CreateTeacherActivityDocument,
  UpdateTeacherActivityDocument,
  type CreateTeacherActivityMutation,
} from '../web/src/gql/graphql.ts';
import { ensureServerBuild, ensureWebBuild } from './build-steps.ts';
import { freePort, freshDatabase, Server } from './lib/server-process.ts';
import { hasFlag, numberFlag } from './lib/flags.ts';

export interface ChaosOptions {
  mutations: number;
  kills: number;
  reloads: number;
  /** PostgreSQL server database to derive a fresh `<name>_chaos` database from; embedded database when unset. */
  databaseUrl?: string;
  /** The whole run, start to count. */
  timeoutMs?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  mutations: number;
  creates: number;
  updates: number;
  /** Kills and reloads made while changes were still waiting in the queue. */
  kills: number;
  reloads: number;
  /** Changes not in the database (creates missing, updates short of the count). */
  lost: number;
  /** Changes in the database more than once. */
  duplicated: number;
  /** Entries still in the persisted queue at the end (a stuck queue or the time ran out). */
  queueLeft: number;
  /** Times the page showed a conflict dialog or a refused offline change (neither should happen here). */
  conflicts: number;
  refusals: number;
  queueSeconds: number;
  replaySeconds: number;
  seed: number;
}

type Activity = CreateTeacherActivityMutation['createTeacherActivity'];

interface PlannedChange {
  kind: 'create' | 'update';
  variables: { input: Record<string, unknown> };
  optimisticResponse: Record<string, unknown>;
}

/** Every ninth change updates the one tally activity; the rest create activities. */
const UPDATE_EVERY = 9;
const REFUSED_TEXT = 'A change you made offline could not be saved';

/** mulberry32: the kill and reload moments of a run can be replayed with its seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function graphql<T>(url: string, token: string | null, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data) throw new Error(`${query.slice(0, 40)}… failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const activityFields =
  'id label type startDateTime endDateTime color teacherprofileID teachersubjecttemplateID teacherassessmenttemplateID repeatID owner createdAt updatedAt _version _deleted _lastChangedAt';

interface Teacher {
  email: string;
  profileId: string;
  tally: Activity;
}

/** A new teacher (signed up as she would) and the activity her queued updates change. */
async function newTeacher(url: string, run: string): Promise<Teacher> {
  const email = `chaos-${run}@example.com`;
  const { signUp } = await graphql<{ signUp: { accessToken: string } }>(
    url,
    null,
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
    { input: { email, password: 'Password1!' } },
  );
  const { me } = await graphql<{ me: { teacherProfile: { id: string } } }>(
    url,
    signUp.accessToken,
    '{ me { teacherProfile { id } } }',
    {},
  );
  const profileId = me.teacherProfile.id;
  const { createTeacherActivity: tally } = await graphql<{ createTeacherActivity: Activity }>(
    url,
    signUp.accessToken,
    `mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { ${activityFields} } }`,
    {
      input: {
        ...activityTimes(0),
        label: `${run} tally`,
        type: 'Lesson',
        color: 'red darken-1',
        teacherprofileID: profileId,
      },
    },
  );
  return { email, profileId, tally };
}

function activityTimes(index: number) {
  const start = Date.parse('2026-03-02T06:00:00.000Z') + (index % 40) * 3_600_000;
  return { startDateTime: new Date(start).toISOString(), endDateTime: new Date(start + 3_600_000).toISOString() };
}

/** The changes in queue order, with the optimistic answers `useRecordMutations` would give. */
function planChanges(count: number, run: string, teacher: Teacher): PlannedChange[] {
  const changes: PlannedChange[] = [];
  let tally = teacher.tally;
  for (let index = 0; index < count; index += 1) {
    const stamp = { updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
    if (index % UPDATE_EVERY === UPDATE_EVERY - 1) {
      const label = `${run} tally after #${index}`;
      changes.push({
        kind: 'update',
        variables: { input: { id: tally.id, _version: tally._version, label } },
        optimisticResponse: {
          updateTeacherActivity: {
            __typename: 'TeacherActivity',
            ...tally,
            label,
            _version: tally._version + 1,
            ...stamp,
          },
        },
      });
      tally = { ...tally, label, _version: tally._version + 1 };
      continue;
    }
    const fields = {
      label: `${run} #${index}`,
      type: 'Lesson',
      color: 'red darken-1',
      ...activityTimes(index),
      teacherprofileID: teacher.profileId,
      teachersubjecttemplateID: null,
      teacherassessmenttemplateID: null,
      repeatID: null,
    };
    const id = randomUUID();
    changes.push({
      kind: 'create',
      variables: { input: { id, ...fields } },
      optimisticResponse: {
        createTeacherActivity: {
          __typename: 'TeacherActivity',
          ...fields,
          id,
          owner: tally.owner,
          createdAt: stamp.updatedAt,
          _version: 1,
          _deleted: false,
          ...stamp,
        },
      },
    });
  }
  return changes;
}

/**
 * Makes the changes in the page, one after the other as a teacher would, through the page's own Apollo client:
 * the app's data (client, persisted cache, offline queue), the value of the AppDataContext provider that the app's
 * providers render (web/src/app/AppProviders.tsx), found on the React root.
 */
async function queueInPage(page: Page, changes: PlannedChange[]): Promise<void> {
  const documents = {
    create: CreateTeacherActivityDocument as DocumentNode,
    update: UpdateTeacherActivityDocument as DocumentNode,
  };
  await page.evaluate(
    async ({ changes, documents }) => {
      interface Fiber {
        memoizedProps: { value?: AppData } | null;
        child: Fiber | null;
        sibling: Fiber | null;
      }
      const container = document.getElementById('root') as unknown as Record<string, { stateNode: { current: Fiber } }>;
      const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
      if (!key) throw new Error('the page has no React root');
      const stack: Fiber[] = [container[key].stateNode.current];
      let data: AppData | undefined;
      while (!data && stack.length > 0) {
        const fiber = stack.pop();
        data = fiber?.memoizedProps?.value?.queue ? fiber.memoizedProps.value : undefined;
        if (fiber?.sibling) stack.push(fiber.sibling);
        if (fiber?.child) stack.push(fiber.child);
      }
      if (!data) throw new Error("the app's data was not found on the React root");
      for (const change of changes) {
        await data.client.mutate({
          mutation: documents[change.kind],
          variables: change.variables,
          optimisticResponse: change.optimisticResponse,
          context: { offline: true },
        });
        // As useRecordMutations does: the cache is saved at once, so a reload keeps what was shown.
        void data.persistor.persist();
      }
      await data.persistor.persist();
    },
    { changes, documents },
  );
}

/** Entries in the app's persisted queue (IndexedDB), or null while the page cannot answer (reloading). */
async function persistedQueueLength(page: Page): Promise<number | null> {
  return page
    .evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const opening = indexedDB.open('classroom-offline');
          opening.onerror = () => resolve(null);
          opening.onsuccess = () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains('mutations')) {
              database.close();
              resolve(null);
              return;
            }
            const reading = database.transaction('mutations', 'readonly').objectStore('mutations').get('entries');
            reading.onsuccess = () => {
              database.close();
              const entries = reading.result as QueuedMutation[] | undefined;
              resolve(entries?.length ?? 0);
            };
            reading.onerror = () => {
              database.close();
              resolve(null);
            };
          };
        }),
    )
    .catch(() => null);
}

/** What the page asks or tells the teacher about her queued changes: a conflict dialog, refused changes. */
async function warningsShown(page: Page): Promise<{ conflict: boolean; refused: number }> {
  const conflict = await page
    .getByTestId('conflict-dialog')
    .isVisible()
    .catch(() => false);
  const refused = await page
    .getByText(REFUSED_TEXT)
    .count()
    .catch(() => 0);
  return { conflict, refused };
}

async function signIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth?redirect=${encodeURIComponent('/app/profile')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('profile-form').waitFor({ timeout: 60_000 });
  // The app shell comes from the service worker from now on, also while the server is down.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The app is up again after a reload: the screen rendered and the queue restored. */
async function reloadPage(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'commit', timeout: 60_000 });
  await page.getByTestId('profile-form').waitFor({ timeout: 60_000 });
}

interface Counted {
  lost: number;
  duplicated: number;
}

/** Counts the teacher's activities in the database itself (the server stopped: the embedded one is its own). */
async function countInDatabase(
  options: { dataDir: string; databaseUrl?: string },
  run: string,
  teacher: Teacher,
  changes: PlannedChange[],
): Promise<Counted> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const rows = await database.db
      .selectFrom('teacher_activity')
      .select(['id', 'label', '_version'])
      .where('teacherprofileID', '=', teacher.profileId)
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.label ?? '', (counts.get(row.label ?? '') ?? 0) + 1);
    let lost = 0;
    let duplicated = 0;
    for (const change of changes) {
      if (change.kind !== 'create') continue;
      const count = counts.get(String(change.variables.input.label)) ?? 0;
      if (count === 0) lost += 1;
      else duplicated += count - 1;
    }
    // Each update applied once adds one to the tally's _version (a repeated one would be refused as a CONFLICT,
    // unless resent on a newer _version).
    const updates = changes.filter((change) => change.kind === 'update').length;
    const tally = rows.find((row) => row.id === teacher.tally.id);
    const applied = (tally?._version ?? teacher.tally._version) - teacher.tally._version;
    lost += Math.max(0, updates - applied);
    duplicated += Math.max(0, applied - updates);
    const stray = rows.filter((row) => row.id !== teacher.tally.id && !row.label?.startsWith(`${run} #`)).length;
    return { lost, duplicated: duplicated + stray };
  } finally {
    await database.close();
  }
}

export async function chaosOffline(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const log = (line: string) => options.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = randomSource(seed);
  const deadline = Date.now() + (options.timeoutMs ?? 20 * 60_000);
  const run = randomBytes(4).toString('hex');
  await ensureWebBuild();
  const entry = await ensureServerBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'classroom-chaos-'));
  const databaseUrl = options.databaseUrl ? await freshDatabase(options.databaseUrl, '_chaos') : undefined;
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = new Server(
    entry,
    {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: new URL(url).port,
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: databaseUrl ?? '',
    },
    url,
  );
  const stopNow = () => {
    void server.kill();
    process.exit(130);
  };
  process.once('SIGINT', stopNow);
  process.once('SIGTERM', stopNow);
  let browser: Browser | undefined;
  try {
    await server.start();
    log('server ready');
    const teacher = await newTeacher(url, run);
    const changes = planChanges(options.mutations, run, teacher);
    browser = await chromium.launch({
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumLaunchArgs,
    });
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, url, teacher.email);
    log('signed in');

    await context.setOffline(true);
    await page.getByTestId('offline-snackbar').waitFor();
    const queueStarted = Date.now();
    await queueInPage(page, changes);
    const queueSeconds = (Date.now() - queueStarted) / 1000;
    const queued = await persistedQueueLength(page);
    if (queued !== changes.length) throw new Error(`${queued} of ${changes.length} changes are in the queue`);
    log(`queued ${changes.length} changes offline in ${queueSeconds.toFixed(1)} s (seed ${seed})`);

    // The kills and reloads, each when this many changes have left the queue.
    const events = [
      ...Array.from({ length: options.kills }, () => 'kill' as const),
      ...Array.from({ length: options.reloads }, () => 'reload' as const),
    ]
      .map((kind) => ({ kind, after: Math.floor(changes.length * (0.05 + 0.75 * random())) }))
      .sort((a, b) => a.after - b.after);

    const replayStarted = Date.now();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    let kills = 0;
    let reloads = 0;
    let conflicts = 0;
    let refusals = 0;
    let left: number | null = changes.length;
    while (Date.now() < deadline) {
      left = await persistedQueueLength(page);
      if (left === 0) break;
      const shown = await warningsShown(page);
      refusals = Math.max(refusals, shown.refused);
      if (shown.conflict) {
        conflicts += 1;
        break;
      }
      const next = events[0];
      if (left !== null && next && changes.length - left >= next.after) {
        events.shift();
        const eventStarted = Date.now();
        if (next.kind === 'kill') {
          await server.kill();
          await new Promise((resolve) => setTimeout(resolve, random() * 1_000));
          await server.start();
          kills += 1;
        } else {
          await reloadPage(page);
          reloads += 1;
        }
        log(`${next.kind} with ${left} changes waiting (back in ${((Date.now() - eventStarted) / 1000).toFixed(1)} s)`);
        continue;
      }
      // The driver's own pace (not a test's wait): reading a long queue out of IndexedDB costs the page too.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const replaySeconds = (Date.now() - replayStarted) / 1000;
    log(`replay ended after ${replaySeconds.toFixed(1)} s with ${left ?? '?'} changes waiting`);
    await browser.close();
    browser = undefined;
    await server.kill('SIGTERM');
    const counted = await countInDatabase({ dataDir, databaseUrl }, run, teacher, changes);
    return {
      mutations: changes.length,
      creates: changes.filter((change) => change.kind === 'create').length,
      updates: changes.filter((change) => change.kind === 'update').length,
      kills,
      reloads,
      ...counted,
      queueLeft: left ?? changes.length,
      conflicts,
      refusals,
      queueSeconds,
      replaySeconds,
      seed,
    };
  } finally {
    process.off('SIGINT', stopNow);
    process.off('SIGTERM', stopNow);
    await browser?.close();
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function chaosFailed(report: ChaosReport): boolean {
  return report.lost + report.duplicated + report.queueLeft + report.conflicts + report.refusals > 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await chaosOffline({
    mutations: numberFlag('mutations', 1000),
    kills: numberFlag('kills', 10),
    reloads: numberFlag('reloads', 5),
    timeoutMs: numberFlag('timeout', 1200) * 1000,
    seed: hasFlag('seed') ? numberFlag('seed', 0) : undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    log: console.log,
  });
  console.log(
    `${report.mutations} changes (${report.creates} creates, ${report.updates} updates) queued offline in ` +
      `${report.queueSeconds.toFixed(1)} s, replayed in ${report.replaySeconds.toFixed(1)} s ` +
      `(${(report.mutations / report.replaySeconds).toFixed(1)}/s) through ${report.kills} kills and ${report.reloads} reloads: ` +
      `${report.lost} lost, ${report.duplicated} duplicated, ${report.queueLeft} still queued, ` +
      `${report.conflicts} conflicts, ${report.refusals} refused (seed ${report.seed})`,
  );
  process.exit(chaosFailed(report) ? 1 : 0);
}
