/**
 * Crash test of exactly-once mutations: a teacher's creates are sent with Idempotency-Keys, the server is killed
 * (SIGKILL) half-way, started again on the same database, and every create is resent with its key. Afterwards
 * each create must exist exactly once and every resend must have been answered.
 *
 *   npm run crash:idempotency [-- --creates 400]      (DATABASE_URL set: on a fresh database `<name>_crash`)
 *
 * test/api/idempotency-crash.test.ts runs a short form in CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureServerBuild } from './build-steps.ts';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new, empty database `<name><suffix>` beside the given one (dropped first if a previous run left it). */
export async function freshDatabase(url: string, suffix = '_crash'): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

/** The built server as a child process, started (until /readyz answers) and killed again on one database. */
export class Server {
  private child: ChildProcess | null = null;

  constructor(
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly url: string,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.entry], { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([this.ready(), exited]);
  }

  private async ready(): Promise<void> {
    for (const started = Date.now(); Date.now() - started < 120_000;) {
      const status = await fetch(`${this.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not become ready in 120 s');
  }

  /** SIGKILL, and wait until the process is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }
}

/** The answers this script reads. */
interface Answer {
  signUp?: { accessToken: string };
  me?: { teacherProfile: { id: string } | null };
  createTeacherActivity?: { label: string };
  listTeacherActivities?: { items: { label: string }[]; nextToken: string | null };
}

async function graphql(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  key?: string,
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Answer; errors?: unknown[] } };
}

const createMutation =
  'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id label } }';

async function signUpTeacher(url: string): Promise<{ token: string; profileId: string }> {
  const email = `crash-${randomBytes(6).toString('hex')}@example.com`;
  const signedUp = await graphql(
    url,
    null,
    'mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }',
    {
      input: { email, password: 'Password1!' },
    },
  );
  const token = signedUp.body.data?.signUp?.accessToken;
  if (!token) throw new Error(`sign-up failed: ${JSON.stringify(signedUp.body)}`);
  const me = await graphql(url, token, '{ me { teacherProfile { id } } }', {});
  return { token, profileId: String(me.body.data?.me?.teacherProfile?.id) };
}

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
      const answer = await graphql(
        url,
        token,
        createMutation,
        { input: { ...activity(index), teacherprofileID: profileId } },
        `crash-${index}`,
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
    const page = await graphql(
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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: new URL(url).port,
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL: options.databaseUrl ? await freshDatabase(options.databaseUrl) : '',
  };
  const server = new Server(entry, env, url);
  try {
    await server.start();
    const teacher = await signUpTeacher(url);
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
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--creates');
  const creates = at > 0 ? Number(process.argv[at + 1]) : 400;
  const report = await crashTest({ creates, databaseUrl: process.env.DATABASE_URL || undefined, log: console.log });
  console.log(
    `${report.creates} creates, ${report.answeredBeforeKill} answered before the kill: ${report.lost} lost, ${report.duplicated} duplicated, ${report.unanswered} resends unanswered`,
  );
  process.exit(report.lost + report.duplicated + report.unanswered === 0 ? 0 : 1);
}
