/**
 * Subscription delivery (issue 15 point 7): 10 teachers' activities changed while 5, then 500 screens listen
 * (graphql-ws, each teacher's own activities), on the embedded database and on PostgreSQL. Printed side by side:
 * delivery p50 and p99 (from the write's request to the subscriber's message) and the SQL statements the access
 * checks ran per change, which must not grow with the number of subscribers (server/models/visible-changes.ts).
 * The server runs in this process, so the statements are read off it (VisibleChanges.statementsRun).
 * Run alone with `BENCH_ONLY=subscriptions npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, freshDatabase } from '../../db/fresh-database.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { makeChanges, measure, subscribe, untilDelivered, untilListening, type Subscriber } from '../fanout.ts';
import { signUpTeacher, type Teacher } from '../lib/server-process.ts';

const teacherCount = 10;
const changes = 300;
const subscriberCounts = [5, 500];

interface Run {
  subscribers: number;
  p50Ms: number;
  p99Ms: number;
  statementsPerChange: number;
  delivered: number;
  expected: number;
}

async function measureRun(server: RunningServer, teachers: Teacher[], subscriberCount: number): Promise<Run> {
  const deadline = Date.now() + 300_000;
  const subscribers: Subscriber[] = [];
  try {
    for (let index = 0; index < subscriberCount; index += 1)
      subscribers.push(await subscribe(server.url, teachers[index % teachers.length], index % teachers.length));
    await untilListening([server.url], teachers, subscribers, deadline);
    for (const subscriber of subscribers) subscriber.deliveries.length = 0;
    const before = server.app.subscriptions.statementsRun;
    const sentAt = new Map<string, number>();
    const latest = await makeChanges([server.url], teachers, changes, 5, sentAt);
    await untilDelivered(subscribers, latest, deadline);
    const report = measure(subscribers, latest, sentAt, { subscribers: subscriberCount, changes });
    return {
      subscribers: subscriberCount,
      p50Ms: report.p50Ms,
      p99Ms: report.p99Ms,
      statementsPerChange: (server.app.subscriptions.statementsRun - before) / changes,
      delivered: report.delivered,
      expected: report.expected,
    };
  } finally {
    await Promise.all(subscribers.map(async (subscriber) => subscriber.client.dispose()));
  }
}

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<Run[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-subscriptions-'));
  const server = await startServer(
    readConfig({
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      SIGNUP_PER_HOUR: '100000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    }),
  );
  try {
    const teachers: Teacher[] = [];
    for (let index = 0; index < teacherCount; index += 1) teachers.push(await signUpTeacher(server.url, 'bench-subs'));
    const runs: Run[] = [];
    for (const count of subscriberCounts) {
      runs.push(await measureRun(server, teachers, count));
      console.log(`  ${name}: ${count} subscribers measured`);
    }
    return runs;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(name: string, runs: Run[]): void {
  const [few, many] = runs;
  const ratio = (a: number, b: number) => (a === 0 ? '-' : `${(b / a).toFixed(2)}x`);
  console.log(`\n## ${name}`);
  console.log('| subscribers | delivered | p50 ms | p99 ms | SQL statements per change |');
  console.log('|---|---|---|---|---|');
  for (const run of runs)
    console.log(
      `| ${run.subscribers} | ${run.delivered}/${run.expected} | ${run.p50Ms} | ${run.p99Ms} | ${run.statementsPerChange.toFixed(2)} |`,
    );
  console.log(
    `| ${many.subscribers} vs ${few.subscribers} | | ${ratio(few.p50Ms, many.p50Ms)} | ${ratio(few.p99Ms, many.p99Ms)} | ` +
      `${ratio(few.statementsPerChange, many.statementsPerChange)} |`,
  );
}

/** Both databases, or the one named. */
export async function benchSubscriptions(
  database: 'embedded' | 'postgres' | undefined,
  postgresUrl: string,
): Promise<void> {
  console.log(
    `\n# Subscriptions: ${changes} activity changes by ${teacherCount} teachers, each screen listening to its own teacher's`,
  );
  if (database !== 'postgres') print('embedded (PGlite)', await benchDatabase('embedded', undefined));
  if (database !== 'embedded') {
    // A database of its own, made and dropped through the server's `postgres` database.
    const serverUrl = new URL(postgresUrl);
    serverUrl.pathname = '/postgres';
    const url = await freshDatabase(serverUrl.toString(), '_bench_subscriptions');
    try {
      print(`PostgreSQL (${serverUrl.host})`, await benchDatabase('PostgreSQL', url));
    } finally {
      await dropDatabase(serverUrl.toString(), url);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSubscriptions(undefined, process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench');
  process.exit(0);
}
