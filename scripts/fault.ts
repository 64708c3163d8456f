/**
 * Bad days (issue 25): two server processes on one PostgreSQL database, each reaching it through a TCP proxy of
 * the script's own (scripts/fault/proxy.ts), under a mixed load of reads, writes and subscriptions through both.
 * One fault after another: every database connection reset (and refused for a while, as a restarting database
 * does), every connection stalled, and only one process's LISTEN backend ended. Then the mail server stopped while
 * mail is caused, and started again. Prints, per fault: process exits, acknowledged writes missing from the
 * database, changes a subscriber neither got nor caught up on, seconds from the database's return to serving, and
 * how long /readyz took to answer during the outage; then the mail sent while the mail server was down that
 * arrived once it was back.
 *
 *   DATABASE_URL=postgres://… npm run fault [-- --short] [-- --server-dir /tmp/before]
 *
 * Options: --stall S (20; --short 5), --down S (how long a reset database refuses connections: 10; --short 3),
 * --teachers N (writers: 6; --short 3), --listener-kills N (how many times A's listener backend is ended: 5; --short 3), --server-dir D (run D/dist/server.mjs, built already, instead of this
 * checkout's), --timeout S (each request and readiness wait: 10). It runs on a fresh database `<name>_fault` beside
 * DATABASE_URL's. A process that exits is counted and started again, as a supervisor would.
 * test/api/fault-script.test.ts runs the short form in CI.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase } from '../db/fresh-database.ts';
import { ensureServerBuild } from './build-steps.ts';
import { followChanges, type ChangeFeed } from './fault/change-feed.ts';
import { PlanningLoad } from './fault/load.ts';
import { FaultProxy } from './fault/proxy.ts';
import { SmtpSink } from './fault/smtp-sink.ts';
import { hasFlag, numberFlag } from './lib/flags.ts';
import {
  freePort,
  freshDatabase,
  graphql,
  Server,
  serverEnv,
  signUpTeacher,
  type Teacher,
} from './lib/server-process.ts';

export interface FaultOptions {
  databaseUrl: string;
  short?: boolean;
  stallSeconds?: number;
  downSeconds?: number;
  teachers?: number;
  /** How many times process A's listener backend is ended. */
  listenerKills?: number;
  /** A checkout whose built dist/server.mjs is run instead of this one's (the "before" figures). */
  serverDir?: string;
  timeoutSeconds?: number;
  log?: (line: string) => void;
}

export interface ReadyzTiming {
  process: string;
  /** ms until /readyz answered, or null when it did not answer within the timeout or the process was down. */
  ms: number | null;
  status: number | null;
  /** The process was not there (connection refused): it had exited. */
  down: boolean;
}

export interface FaultRow {
  fault: string;
  exits: number;
  acknowledged: number;
  missing: number;
  /** Acknowledged writes some subscriber of their teacher neither got as an event nor found in a catch-up. */
  lost: number;
  /** Subscriber deliveries missing (each write counts once per subscriber that missed it). */
  lostDeliveries: number;
  /** Seconds from the database's return until both processes answered a query, null when not measured. */
  servingSeconds: number | null;
  readyz: ReadyzTiming[];
}

export interface MailFigures {
  /** Mail caused (requests answered) while the mail server was down. */
  sent: number;
  /** Of those, how many arrived once it was back, and how many arrived more than once. */
  arrived: number;
  duplicated: number;
  seconds: number;
}

export interface FaultReport {
  rows: FaultRow[];
  exits: number;
  exitReasons: string[];
  acknowledged: number;
  missing: number;
  lost: number;
  servingSeconds: number;
  readyzMs: number | null;
  mail: MailFigures;
  failedRequests: number;
  reads: number;
  feed: FeedFigures;
}

/** What the subscribers went through: socket closes by code, catch-up runs after the first, records they brought. */
export interface FeedFigures {
  closes: Map<number, number>;
  catchUps: number;
  caughtUpRecords: number;
}

export const goals = { exits: 0, missing: 0, lost: 0, servingSeconds: 5, readyzMs: 2_000 };

const processNames = ['A', 'B'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Supervised {
  name: string;
  server: Server;
  proxy: FaultProxy;
  exits: number;
  restarting: Promise<void> | null;
}

/** Each subscriber's deliveries: record id → the highest version seen (event or catch-up). */
interface Subscriber {
  teacher: number;
  process: string;
  seen: Map<string, number>;
  feed: ChangeFeed;
}

/** The error a process died of, from its stderr: the thrown error's line, else the last line naming an error. */
function lastWords(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  const thrown = lines.find((line) => /^(?:[A-Z]\w*)?Error: /.test(line));
  const named = lines.filter((line) => /error/i.test(line)).at(-1);
  return (thrown ?? named ?? 'no error printed').slice(0, 200);
}

/** GET /readyz, timed; null ms when it did not answer within the timeout or the process was not there. */
async function timeReadyz(name: string, url: string, timeoutMs: number): Promise<ReadyzTiming> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { process: name, ms: Math.round(performance.now() - started), status: response.status, down: false };
  } catch (error) {
    const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
    return { process: name, ms: null, status: null, down: refused };
  }
}

/** Until a cheap query that needs the database is answered by the process (polled every 100 ms). */
async function untilServing(url: string, token: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const answer = await graphql(
      url,
      token,
      '{ listTeacherActivities(limit: 1) { items { id } } }',
      {},
      {},
      2_000,
    ).catch(() => null);
    if (answer?.status === 200 && !answer.body.errors) return true;
    await pause(100);
  }
  return false;
}

export async function faultTest(options: FaultOptions): Promise<FaultReport> {
  const log = options.log ?? (() => undefined);
  const short = options.short ?? false;
  const stallSeconds = options.stallSeconds ?? (short ? 5 : 20);
  const downSeconds = options.downSeconds ?? (short ? 3 : 10);
  const teacherCount = options.teachers ?? (short ? 3 : 6);
  const timeoutMs = (options.timeoutSeconds ?? 10) * 1000;
  const settleMs = short ? 2_000 : 5_000;
  const listenerKills = options.listenerKills ?? (short ? 3 : 5);

  const entry = options.serverDir ? resolve(options.serverDir, 'dist/server.mjs') : await ensureServerBuild();
  if (!existsSync(entry)) throw new Error(`${entry} is not built (npm run build in ${options.serverDir})`);
  const databaseUrl = await freshDatabase(options.databaseUrl, '_fault');
  const database = new URL(databaseUrl);
  const databaseName = database.pathname.slice(1);
  const direct = new pg.Client({ connectionString: databaseUrl });
  const sink = new SmtpSink(await freePort());
  const jwtSecret = randomBytes(32).toString('base64url');
  const dataDirs: string[] = [];
  const processes: Supervised[] = [];
  const subscribers: Subscriber[] = [];
  const exitReasons: string[] = [];
  let load: PlanningLoad | null = null;
  let shuttingDown = false;
  let exitsInPhase = 0;
  const feedFigures: FeedFigures = { closes: new Map(), catchUps: 0, caughtUpRecords: 0 };

  /** Counts an exit and starts the process again until it serves (one restart loop per process at a time). */
  const supervise = (proc: Supervised, reason: string) => {
    proc.exits += 1;
    exitsInPhase += 1;
    exitReasons.push(`${proc.name}: ${reason}`);
    if (proc.restarting) return;
    log(`process ${proc.name} exited (${reason}); starting it again`);
    proc.restarting = (async () => {
      while (!shuttingDown) {
        try {
          await proc.server.start();
          log(`process ${proc.name} serving again`);
          return;
        } catch {
          await pause(1_000);
        }
      }
    })().finally(() => (proc.restarting = null));
  };

  try {
    await direct.connect();
    await sink.start();
    for (const [index, name] of processNames.entries()) {
      const proxy = new FaultProxy({ host: database.hostname, port: Number(database.port || 5432) });
      await proxy.listen();
      const proxied = new URL(databaseUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const dataDir = mkdtempSync(join(tmpdir(), `classroom-fault-${name}-`));
      dataDirs.push(dataDir);
      const port = await freePort();
      const env = serverEnv(String(port), {
        DATABASE_URL: proxied.toString(),
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        // The first process migrates and loads the demo data (the demo teacher's password reset is one of the mails).
        SEED_DEMO: index === 0 ? 'true' : 'false',
        SMTP_URL: sink.url,
        SIGNUP_PER_HOUR: '10000',
        ACCOUNT_REQUESTS_PER_HOUR: '10000',
        // Mail sent again soon after the mail server returns: the durable queue's first retry after 1 s (then 2, 4…),
        // its workers looking for jobs every half second.
        JOB_RETRY_DELAY_SECONDS: '1',
        JOB_POLL_SECONDS: '0.5',
      });
      const supervised: Supervised = {
        name,
        proxy,
        exits: 0,
        restarting: null,
        server: new Server(entry, env, `http://127.0.0.1:${port}`, {
          onExit: (code, signal) => {
            if (!shuttingDown) {
              supervise(supervised, `${signal ?? `code ${code}`}: ${lastWords(supervised.server.errors)}`);
            }
          },
        }),
      };
      processes.push(supervised);
      await supervised.server.start();
    }
    const urls = processes.map((proc) => proc.server.url);
    log(`two processes on ${databaseName} through proxies: ${urls.join(', ')}; mail sink on ${sink.url}`);

    const teachers: Teacher[] = [];
    for (let index = 0; index < teacherCount; index += 1) teachers.push(await signUpTeacher(urls[index % 2], 'fault'));
    for (const [teacher, account] of teachers.entries()) {
      for (const [at, url] of urls.entries()) {
        const seen = new Map<string, number>();
        const feed = followChanges<{ id: string; _version: number }>({
          url,
          token: account.token,
          typename: 'TeacherActivity',
          plural: 'TeacherActivities',
          fields: 'id _version',
          onRecord: (record) => seen.set(record.id, Math.max(seen.get(record.id) ?? 0, record._version)),
          onClosed: (code) => {
            if (!shuttingDown) feedFigures.closes.set(code, (feedFigures.closes.get(code) ?? 0) + 1);
          },
          onCaughtUp: (records) => {
            feedFigures.catchUps += 1;
            feedFigures.caughtUpRecords += records;
          },
        });
        subscribers.push({ teacher, process: processNames[at], seen, feed });
      }
    }
    await Promise.all(subscribers.map((subscriber) => subscriber.feed.ready));
    // The first runs (each subscriber's start) are no catching up.
    feedFigures.catchUps = 0;
    feedFigures.caughtUpRecords = 0;
    log(`${teachers.length} teachers writing, ${subscribers.length} subscribers (one per teacher on each process)`);

    load = new PlanningLoad({ urls, teachers, paceMs: 100, requestTimeoutMs: timeoutMs });
    load.start();
    await pause(settleMs);

    const rows: Omit<FaultRow, 'acknowledged' | 'missing' | 'lost' | 'lostDeliveries'>[] = [];
    const probe = teachers[0].token;
    const readyzAll = () => Promise.all(processes.map((proc) => timeReadyz(proc.name, proc.server.url, timeoutMs)));
    const serving = async (returnedAt: number) => {
      const deadline = Date.now() + 120_000;
      await Promise.all(processes.map((proc) => untilServing(proc.server.url, probe, deadline)));
      return (performance.now() - returnedAt) / 1000;
    };
    const phase = (name: string) => {
      if (load) load.phase = name;
      exitsInPhase = 0;
    };

    // (a) Every connection reset; the database refuses connections for downSeconds, then takes them again.
    const resetName = `reset all (database away ${downSeconds} s)`;
    phase(resetName);
    log(resetName);
    for (const proc of processes) proc.proxy.reset();
    const resetReadyz = pause(Math.min(1_000, (downSeconds * 1000) / 3)).then(readyzAll);
    await pause(downSeconds * 1000);
    for (const proc of processes) proc.proxy.acceptAgain();
    const resetServing = await serving(performance.now());
    rows.push({ fault: resetName, exits: exitsInPhase, servingSeconds: resetServing, readyz: await resetReadyz });
    await pause(settleMs);

    // (b) Every connection stalled: nothing forwarded either way, nothing closed.
    const stallName = `stall all ${stallSeconds} s`;
    phase(stallName);
    log(stallName);
    for (const proc of processes) proc.proxy.stall();
    const stallReadyz = pause(Math.min(2_000, (stallSeconds * 1000) / 3)).then(readyzAll);
    await pause(stallSeconds * 1000);
    for (const proc of processes) proc.proxy.resume();
    const stallServing = await serving(performance.now());
    rows.push({ fault: stallName, exits: exitsInPhase, servingSeconds: stallServing, readyz: await stallReadyz });
    await pause(settleMs);

    // (c) Only process A's LISTEN backend ended, a few times over: its backend is the one whose client port is one
    // of A's proxy's connections. Each time, A's listener is let come back before the next.
    const listenerName = `end A’s listener backend ×${listenerKills}`;
    phase(listenerName);
    log(listenerName);
    const listenerOfA = `select pid from pg_stat_activity
      where application_name = 'classroom-listener' and datname = $1 and client_port = any($2::int[])`;
    const portsOfA = () => [databaseName, [...processes[0].proxy.upstreamPorts]];
    for (let kill = 0; kill < listenerKills; kill += 1) {
      const ended = await direct.query(`select pg_terminate_backend(pid) from (${listenerOfA}) listener`, portsOfA());
      if (ended.rowCount !== 1) log(`expected one listener backend of A, ended ${ended.rowCount}`);
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await pause(100)) {
        if (((await direct.query(listenerOfA, portsOfA())).rowCount ?? 0) > 0) break;
      }
      await pause(1_000);
    }
    await pause(settleMs);
    rows.push({ fault: listenerName, exits: exitsInPhase, servingSeconds: null, readyz: [] });

    phase('after');
    await load.stop();
    // A process still being started again (it exited) serves its subscribers before they are counted.
    await Promise.all(processes.flatMap((proc) => (proc.restarting ? [proc.restarting] : [])));

    // Every subscriber has had the time to catch up (or the deadline passed): then count what it never got.
    const acknowledged = load.acknowledged;
    const complete = (subscriber: Subscriber) =>
      acknowledged.every(
        (write) => write.teacher !== subscriber.teacher || (subscriber.seen.get(write.id) ?? 0) >= write.version,
      );
    for (const deadline = Date.now() + timeoutMs; !subscribers.every(complete) && Date.now() < deadline;)
      await pause(100);

    const stored = await direct.query<{ id: string; _version: number }>(
      'select id, "_version" from teacher_activity where id = any($1::text[])',
      [[...new Set(acknowledged.map((write) => write.id))]],
    );
    const storedVersion = new Map(stored.rows.map((row) => [row.id, row._version]));
    const figures = (phaseName: string) => {
      const writes = acknowledged.filter((write) => write.phase === phaseName);
      let lostDeliveries = 0;
      let lost = 0;
      for (const write of writes) {
        const missed = subscribers.filter(
          (subscriber) => subscriber.teacher === write.teacher && (subscriber.seen.get(write.id) ?? 0) < write.version,
        ).length;
        lostDeliveries += missed;
        if (missed > 0) lost += 1;
      }
      return {
        acknowledged: writes.length,
        missing: writes.filter((write) => (storedVersion.get(write.id) ?? 0) < write.version).length,
        lost,
        lostDeliveries,
      };
    };
    const allRows: FaultRow[] = [
      { fault: 'warm-up (no fault)', exits: 0, servingSeconds: null, readyz: [], ...figures('warm-up') },
      ...rows.map((row) => ({ ...row, ...figures(row.fault) })),
    ];
    const tail = figures('after');
    if (tail.acknowledged > 0) allRows.push({ fault: 'after', exits: 0, servingSeconds: null, readyz: [], ...tail });

    const mail = await mailOutage(urls, teachers, sink, short ? 3 : 10, timeoutMs, short ? 30_000 : 120_000, log);

    const readyzTimes = rows.flatMap((row) => row.readyz);
    return {
      rows: allRows,
      exits: processes.reduce((sum, proc) => sum + proc.exits, 0),
      exitReasons,
      acknowledged: acknowledged.length,
      missing: allRows.reduce((sum, row) => sum + row.missing, 0),
      lost: allRows.reduce((sum, row) => sum + row.lost, 0),
      servingSeconds: Math.max(...rows.map((row) => row.servingSeconds ?? 0)),
      readyzMs: readyzTimes.some((timing) => timing.ms === null)
        ? null
        : Math.max(...readyzTimes.map((timing) => timing.ms ?? 0)),
      mail,
      failedRequests: load.failedRequests,
      feed: feedFigures,
      reads: load.reads,
    };
  } finally {
    shuttingDown = true;
    await load?.stop();
    await Promise.all(subscribers.map((subscriber) => subscriber.feed.dispose()));
    for (const proc of processes) await proc.server.kill('SIGTERM');
    for (const proc of processes) await proc.proxy.close();
    await sink.stop();
    await direct.end().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(options.databaseUrl, databaseUrl);
  }
}

/**
 * The mail server stopped; a password reset asked for the demo teacher and for each writing teacher, through both
 * processes in turn; the mail server started again after `downSeconds`. Counts the reset mails that arrive (each
 * should, once) until all have or `waitMs` passes, and then a moment more for any sent twice.
 */
async function mailOutage(
  urls: string[],
  teachers: Teacher[],
  sink: SmtpSink,
  downSeconds: number,
  timeoutMs: number,
  waitMs: number,
  log: (line: string) => void,
): Promise<MailFigures> {
  const subject = 'Reset your Classroom Platform password';
  await sink.stop();
  log(`mail server stopped for ${downSeconds} s`);
  const stoppedAt = performance.now();
  const addresses = ['teacher@example.com', ...teachers.map((teacher) => teacher.email)];
  const sent: string[] = [];
  for (const [index, email] of addresses.entries()) {
    const answer = await graphql<{ requestPasswordReset: boolean }>(
      urls[index % urls.length],
      null,
      'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
      { input: { email } },
      {},
      timeoutMs,
    ).catch(() => null);
    if (answer?.body.data?.requestPasswordReset) sent.push(email);
  }
  await pause(Math.max(0, downSeconds * 1000 - (performance.now() - stoppedAt)));
  await sink.start();
  log(`mail server back; ${sent.length} reset mails asked for while it was down`);
  const startedAt = performance.now();
  const arrived = () => sent.filter((email) => sink.mailsTo(email, subject).length > 0).length;
  for (const deadline = Date.now() + waitMs; arrived() < sent.length && Date.now() < deadline;) await pause(100);
  const seconds = (performance.now() - startedAt) / 1000;
  // A mail sent twice would come soon after the first: the queue's next attempt.
  if (arrived() > 0) await pause(3_000);
  return {
    sent: sent.length,
    arrived: arrived(),
    duplicated: sent.filter((email) => sink.mailsTo(email, subject).length > 1).length,
    seconds,
  };
}

const seconds = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} s`);

function readyzText(timings: ReadyzTiming[]): string {
  if (timings.length === 0) return '-';
  return timings
    .map((timing) =>
      timing.ms !== null
        ? `${timing.process} ${timing.ms} ms (${timing.status})`
        : `${timing.process} ${timing.down ? 'down' : 'no answer'}`,
    )
    .join(', ');
}

export function printFault(report: FaultReport, print: (line: string) => void): void {
  const header = [
    'fault',
    'exits',
    'acked writes',
    'missing',
    'changes lost',
    'serving after',
    '/readyz during outage',
  ];
  const widths = [34, 6, 13, 8, 13, 14, 0];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index])).join(' ');
  print(line(header));
  for (const row of report.rows) {
    print(
      line([
        row.fault,
        String(row.exits),
        String(row.acknowledged),
        String(row.missing),
        row.lost === 0 ? '0' : `${row.lost} (${row.lostDeliveries} deliveries)`,
        seconds(row.servingSeconds),
        readyzText(row.readyz),
      ]),
    );
  }
  for (const reason of report.exitReasons) print(`  exit: ${reason}`);
  print(
    `${report.acknowledged} writes acknowledged, ${report.reads} reads answered, ${report.failedRequests} requests failed or timed out (retried)`,
  );
  const closes = [...report.feed.closes].map(([code, count]) => `${count}× ${code}`).join(', ') || 'none';
  print(
    `subscriber sockets closed: ${closes}; ${report.feed.catchUps} catch-up runs after the first brought ` +
      `${report.feed.caughtUpRecords} records`,
  );
  const { mail } = report;
  print(
    `mail: ${mail.sent} sent while the mail server was down, ${mail.arrived} arrived once it was back ` +
      `(within ${mail.seconds.toFixed(1)} s), ${mail.duplicated} more than once`,
  );
  const verdicts = [
    ['process exits', String(report.exits), `${goals.exits}`, report.exits <= goals.exits],
    ['acknowledged writes missing', String(report.missing), `${goals.missing}`, report.missing <= goals.missing],
    ['changes a subscriber never got', String(report.lost), `${goals.lost}`, report.lost <= goals.lost],
    [
      'seconds from the return to serving',
      report.servingSeconds.toFixed(1),
      `≤ ${goals.servingSeconds}`,
      report.servingSeconds <= goals.servingSeconds,
    ],
    [
      '/readyz answer during the outage',
      report.readyzMs === null ? 'no answer' : `${report.readyzMs} ms`,
      `≤ ${goals.readyzMs} ms`,
      report.readyzMs !== null && report.readyzMs <= goals.readyzMs,
    ],
    [
      'mail sent while down that arrived, once',
      `${mail.arrived - mail.duplicated} of ${mail.sent}`,
      'all',
      mail.arrived === mail.sent && mail.duplicated === 0,
    ],
  ] as const;
  for (const [name, value, goal, met] of verdicts)
    print(`${name.padEnd(40)} ${value.padEnd(12)} goal ${goal.padEnd(10)} ${met ? 'met' : 'NOT MET'}`);
}

/** Whether every goal was met. */
export function goalsMet(report: FaultReport): boolean {
  return (
    report.exits <= goals.exits &&
    report.missing <= goals.missing &&
    report.lost <= goals.lost &&
    report.servingSeconds <= goals.servingSeconds &&
    report.readyzMs !== null &&
    report.readyzMs <= goals.readyzMs &&
    report.mail.arrived === report.mail.sent &&
    report.mail.duplicated === 0
  );
}

function stringFlag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'npm run fault runs on PostgreSQL: set DATABASE_URL (a fresh `<name>_fault` database is made beside it)',
    );
    process.exit(2);
  }
  const short = hasFlag('short');
  const report = await faultTest({
    databaseUrl,
    short,
    stallSeconds: numberFlag('stall', short ? 5 : 20),
    downSeconds: numberFlag('down', short ? 3 : 10),
    teachers: numberFlag('teachers', short ? 3 : 6),
    listenerKills: numberFlag('listener-kills', short ? 3 : 5),
    timeoutSeconds: numberFlag('timeout', 10),
    serverDir: stringFlag('server-dir'),
    log: (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
  });
  printFault(report, console.log);
  process.exit(goalsMet(report) ? 0 : 1);
}
