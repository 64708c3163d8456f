/**
 * Crash test of exactly-once mutations: a teacher's creates are sent with Idempotency-Keys, the server is killed
 * (SIGKILL) half-way, started again on the same database, and every create is resent with its key. Afterwards
 * each create must exist exactly once and every resend must have been answered.
 *
 *   npm run crash:idempotency [-- --creates 400]      (DATABASE_URL set: on a fresh database `<name>_crash`)
 *
 * test/api/idempotency.test.ts runs a short form in CI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase } from '../db/fresh-database.ts';
import { ensureServerBuild } from './build-steps.ts';
import {
  freePort,
  freshDatabase,
  graphql,
  Server,
  serverEnv,
  signUpTeacher,
  type GraphQLAnswer,
} from './lib/server-process.ts';
import { numberFlag } from './lib/flags.ts';

export interface CrashReport {
  creates: number;
  /** Answered before the kill. */
  answeredBeforeKill: number;
  /** Resends not answered with the created record (e.g. 409 'still being processed'). */
  unanswered: number;
  lost: number;
  duplicated: number;
}

export interface CrashOptions {
  creates: number;
  /** PostgreSQL server database to derive a fresh `<name>_crash` database from; embedded database when unset. */
  databaseUrl?: string;
  concurrency?: number;
  log?: (line: string) => void;
}

const activity = (index: number) => ({
  label: `crash ${index}`,
  type: 'Lesson',
  startDateTime: '2026-03-02T06:00:00.000Z',
  endDateTime: '2026-03-02T07:00:00.000Z',
  color: 'red darken-1',
});

const createMutation =
  'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id label } }';

/** Sends the creates of these indexes, `concurrency` at a time, each with its own key; `onAnswer` hears each outcome. */
async function sendCreates(
  url: string,
  token: string,
  profileId: string,
  indexes: number[],
  concurrency: number,
  onAnswer: (ok: boolean) => void,
) {
  const queue = [...indexes];
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      const answer = await graphql<{ createTeacherActivity: { label: string } }>(
        url,
        token,
        createMutation,
        { input: { ...activity(index), teacherprofileID: profileId } },
        { 'idempotency-key': `crash-${index}` },
      ).catch(() => null);
      onAnswer(
        answer !== null && answer.status === 200 && answer.body.data?.createTeacherActivity?.label === `crash ${index}`,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function countLabels(url: string, token: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let nextToken: string | null = null;
  do {
    const page: GraphQLAnswer<{
      listTeacherActivities: { items: { label: string }[]; nextToken: string | null };
    }> = await graphql(
      url,
      token,
      'query($next: String) { listTeacherActivities(limit: 500, nextToken: $next) { items { label } nextToken } }',
      { next: nextToken },
    );
    const list = page.body.data?.listTeacherActivities;
    if (!list) throw new Error(`listing failed: ${JSON.stringify(page.body)}`);
    for (const { label } of list.items) counts.set(label, (counts.get(label) ?? 0) + 1);
    nextToken = list.nextToken;
  } while (nextToken);
  return counts;
}

export async function crashTest(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const concurrency = options.concurrency ?? 8;
  const entry = await ensureServerBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'classroom-crash-'));
  const url = `http://127.0.0.1:${await freePort()}`;
  const databaseUrl = options.databaseUrl ? await freshDatabase(options.databaseUrl) : '';
  const env = serverEnv(new URL(url).port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const server = new Server(entry, env, url);
  try {
    await server.start();
    const teacher = await signUpTeacher(url, 'crash');
    const indexes = Array.from({ length: options.creates }, (_, index) => index);

    let answered = 0;
    const killAt = Math.floor(options.creates / 2);
    const killing: { done?: Promise<void> } = {};
    await sendCreates(url, teacher.token, teacher.profileId, indexes, concurrency, (ok) => {
      if (ok) answered += 1;
      if (answered >= killAt && !killing.done) killing.done = server.kill();
    });
    await killing.done;
    log(`killed the server after ${answered} of ${options.creates} creates were answered`);

    await server.start();
    let unanswered = 0;
    await sendCreates(url, teacher.token, teacher.profileId, indexes, concurrency, (ok) => {
      if (!ok) unanswered += 1;
    });
    const counts = await countLabels(url, teacher.token);
    const lost = indexes.filter((index) => !counts.has(`crash ${index}`)).length;
    const duplicated = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
    return { creates: options.creates, answeredBeforeKill: answered, unanswered, lost, duplicated };
  } finally {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    if (options.databaseUrl && databaseUrl) await dropDatabase(options.databaseUrl, databaseUrl);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const creates = numberFlag('creates', 400);
  const report = await crashTest({ creates, databaseUrl: process.env.DATABASE_URL || undefined, log: console.log });
  console.log(
    `${report.creates} creates, ${report.answeredBeforeKill} answered before the kill: ${report.lost} lost, ${report.duplicated} duplicated, ${report.unanswered} resends unanswered`,
  );
  process.exit(report.lost + report.duplicated + report.unanswered === 0 ? 0 : 1);
}
