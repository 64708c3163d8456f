/**
 * `npm run bench`: the shop's product list page through GraphQL against a bare one-statement handler (and the Sales
 * back office's orders table, 20,000 orders: first page, a filtered page and a search, one request at a time), on the
 * embedded database (PGlite) and on PostgreSQL, at 10 and 50 connections. The server runs in a child process
 * (server.ts, bundled and run by plain node with the flags of `npm start`) so its memory is its own.
 * BENCH_SECONDS changes the measured time per run (default 10);
 * BENCH_PROFILE=1 adds a CPU profile of the GraphQL plain run at 50 connections and prints where the time goes;
 * BENCH_ONLY=embedded or BENCH_ONLY=postgres runs one database; BENCH_SQL runs extra SQL after the data is loaded
 * and BENCH_NODE_ARGS adds node flags to the server process (to try an index or a setting before proposing it).
 * Then the report timings (reports.ts: 20,000 teachers and 200,000 orders, each report's query in ms per database);
 * BENCH_ONLY=reports runs only those (reports-embedded, reports-postgres: one database).
 * Then ours against a real ceiling (outside.ts: a bare handler and PostGraphile 5, each in its own process, on the web
 * app's own queries, in interleaved rounds); BENCH_ONLY=outside runs only that (with data of its own).
 * Last, subscription delivery for 5 and 500 screens (subscriptions.ts: p50/p99 and SQL statements per change);
 * BENCH_ONLY=subscriptions runs only that.
 * The persisted Apollo cache of a teacher with a full term, in headless Chromium (cache.ts: the saved size and the
 * restore time on a reload beside 1 MB and 300 ms); BENCH_ONLY=cache runs only that.
 * Then the search box with few or no matches at 1,000, 20,000 and 100,000 products, without and with the trigram
 * index (search.ts); BENCH_ONLY=search runs only that. Last, where the server's memory goes on the embedded database
 * (memory.ts: idle, peak and after load, split into V8 heap, WebAssembly memory and the rest); BENCH_ONLY=memory.
 * And the web app's routes (routes.ts: the landing, product page and every signed-in area's main route on a slow
 * phone, first and repeat visit: JavaScript before usable beside its budget, FCP, LCP, total blocking time, usable);
 * BENCH_ONLY=routes runs only that.
 * Last, a visitor's landing visit (visitor.ts: bytes on the wire ten seconds after load, service worker included,
 * beside 400 KB); BENCH_ONLY=visitor runs only that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchCache } from './cache.ts';
import { medianAlone, post, runLoad, type LoadResult, type Target } from './load.ts';
import { orderCount, orderSearchWord } from './orders.ts';
import { benchOutside } from './outside.ts';
import { pageQuery, pageSize } from './page.ts';
import { productCount, searchWord } from './products.ts';
import { resetPostgres } from './postgres.ts';
import { benchReports } from './reports.ts';
import { benchMemory } from './memory.ts';
import { benchRoutes } from './routes.ts';
import { benchSearch } from './search.ts';
import { benchSubscriptions } from './subscriptions.ts';
import { benchVisitor } from './visitor.ts';
import { ensureServerBuild } from '../build-steps.ts';
import { startCommand } from '../lib/start-command.ts';
import { summariseProfile } from './profile.ts';
import type { FromChild, ToChild } from './server.ts';

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupMs = 2000;
const connectionCounts = [10, 50];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const profiling = process.env.BENCH_PROFILE === '1';
const only = process.env.BENCH_ONLY;
/** The node flags `npm start` runs the server with on the database asked (scripts/lib/start-command.ts). */
const nodeArgs = (env: NodeJS.ProcessEnv) => [
  ...startCommand(env.DATABASE_URL ? 'postgres' : 'embedded').nodeArgs,
  ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

/** The admin products table: a page of 10 with total, files and videos counts, default sort. */
const adminQuery = `query AdminProducts {
  adminProducts(page: 1, limit: 10) { total items { files videos product { id title price publishDate _version category { name } } } }
}`;

const queries = [
  { name: 'plain', search: null },
  { name: `search "${searchWord}"`, search: searchWord },
];

const childEnv = (env: NodeJS.ProcessEnv) => ({
  ...process.env,
  ...env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});

/** Migrates and fills the database in a process of its own (products.ts). */
async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const loader = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/products.ts'], {
    cwd: root,
    env: childEnv(env),
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => loader.once('exit', resolve));
  if (code !== 0) throw new Error(`loading products failed (${code})`);
}

/** The child process and its IPC replies. */
class Child {
  private waiting: ((message: FromChild) => void)[] = [];
  constructor(readonly process: ChildProcess) {
    process.on('message', (message: FromChild) => {
      if (message.type === 'error') console.error(`server: ${message.message}`);
      this.waiting.shift()?.(message);
    });
  }
  static async start(env: NodeJS.ProcessEnv): Promise<{ child: Child; ready: Extract<FromChild, { type: 'ready' }> }> {
    // Plain node on the bundled server, as `npm start` runs it (no TypeScript loader in the measured process).
    const bundle = await ensureServerBuild('scripts/bench/server.ts', 'dist/bench-server.mjs');
    const processHandle = spawn(process.execPath, [...nodeArgs(env), bundle], {
      cwd: root,
      env: childEnv(env),
      // Its log lines (one per request) are written, as in production, but not shown: the report stays readable.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const child = new Child(processHandle);
    const exited = new Promise<never>((_, reject) =>
      processHandle.once('exit', (code) => reject(new Error(`server exited (${code})`))),
    );
    exited.catch(() => undefined);
    const ready = await Promise.race([child.next(), exited]);
    if (ready.type !== 'ready') throw new Error(`unexpected ${ready.type}`);
    return { child, ready };
  }
  next(): Promise<FromChild> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  async ask<T extends FromChild['type']>(message: ToChild, type: T): Promise<Extract<FromChild, { type: T }>> {
    const answer = this.next();
    this.process.send(message);
    const got = await answer;
    if (got.type !== type) throw new Error(`expected ${type}, got ${got.type}`);
    return got as Extract<FromChild, { type: T }>;
  }
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.send({ type: 'stop' } satisfies ToChild);
    await exited;
  }
}

interface Measured {
  result: LoadResult;
  peakRssMb: number;
  /** Server process CPU time per request, ms. */
  cpuPerRequest: number;
  /** Of which in the kernel (socket writes and reads), ms. */
  systemCpuPerRequest: number;
}

interface Row {
  query: string;
  connections: number;
  graphql: Measured;
  bare: Measured;
  statements: number | null;
  /** The GraphQL request body (for the statement probe). */
  body: string;
}

interface DatabaseReport {
  name: string;
  rows: Row[];
  notes: string[];
  idleRssMb: number;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function benchDatabase(name: string, env: NodeJS.ProcessEnv): Promise<DatabaseReport> {
  console.log(`\n== ${name}: loading ${productCount.toLocaleString('en')} products, then starting the server`);
  const seeding = performance.now();
  await seed(env);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const { child, ready } = await Child.start(env);
  const notes = [
    `products loaded in ${fixed(seedSeconds)} s (own process, with migrations and the embedded database's first start); ` +
      `server started in ${fixed(ready.startSeconds)} s, RSS ${fixed(ready.startRssMb, 0)} MB before any request`,
  ];
  const rows: Row[] = [];
  try {
    for (const query of queries) {
      const graphql: Target = {
        url: ready.graphqlUrl,
        body: JSON.stringify({
          query: pageQuery,
          variables: { filter: query.search ? { search: query.search } : null },
        }),
      };
      const bare: Target = { url: ready.bareUrl, body: JSON.stringify({ search: query.search, limit: pageSize }) };

      const [fromGraphql, fromBare] = await Promise.all([post(graphql), post(bare)]);
      const same = JSON.stringify(JSON.parse(fromGraphql.body)) === JSON.stringify(JSON.parse(fromBare.body));
      const items = (JSON.parse(fromBare.body) as { data: { shopItems: { items: unknown[] } } }).data.shopItems.items
        .length;
      notes.push(
        `${query.name}: ${items} items, GraphQL and bare answers ${same ? 'identical' : 'DIFFER'}${fromGraphql.status === 200 ? '' : ` (GraphQL status ${fromGraphql.status}: ${fromGraphql.body.slice(0, 300)})`}`,
      );

      if (query.search === null) {
        const admin: Target = {
          ...graphql,
          body: JSON.stringify({ query: adminQuery }),
          headers: { authorization: `Bearer ${ready.adminToken}` },
        };
        const [aloneGraphql, aloneBare, aloneAdmin] = [
          await medianAlone(graphql, 50),
          await medianAlone(bare, 50),
          await medianAlone(admin, 50),
        ];
        notes.push(
          `one request alone (median of 50): page GraphQL ${fixed(aloneGraphql, 2)} ms, bare ${fixed(aloneBare, 2)} ms; admin products table (adminProducts, 10 with total and counts) GraphQL ${fixed(aloneAdmin, 2)} ms`,
        );
        notes.push(await ordersTable(ready));
      }

      for (const connections of connectionCounts) {
        process.stdout.write(`   ${query.name} @ ${connections} connections ...`);
        const measure = async (target: Target) => {
          await child.ask({ type: 'stats' }, 'stats');
          const result = await runLoad(target, connections, seconds * 1000, warmupMs);
          const stats = await child.ask({ type: 'stats' }, 'stats');
          // CPU per request of the server process (warm-up included in both the time and the count).
          const served = result.requests + result.warmupRequests;
          return {
            result,
            peakRssMb: stats.peakRssMb,
            cpuPerRequest: stats.cpuMs / served,
            systemCpuPerRequest: stats.systemCpuMs / served,
          };
        };
        const onGraphql = await measure(graphql);
        const onBare = await measure(bare);
        console.log(
          ` GraphQL ${fixed(onGraphql.result.perSecond)} req/s, bare ${fixed(onBare.result.perSecond)} req/s`,
        );
        rows.push({
          query: query.name,
          connections,
          graphql: onGraphql,
          bare: onBare,
          statements: null,
          body: graphql.body,
        });
      }
    }
    if (profiling) {
      const file = join(tmpdir(), `bench-${name.split(' ')[0].toLowerCase()}.cpuprofile`);
      const graphql: Target = {
        url: ready.graphqlUrl,
        body: JSON.stringify({ query: pageQuery, variables: { filter: null } }),
      };
      child.process.send({ type: 'profile-start' } satisfies ToChild);
      await runLoad(graphql, 50, 5000, 0);
      await child.ask({ type: 'profile-stop', file }, 'profiled');
      notes.push(summariseProfile(file));
    }
    // Statement counts last: the probe turns the non-production path on, which must not affect the load runs or the profile.
    for (const row of rows)
      row.statements = (await child.ask({ type: 'statements', body: row.body }, 'statements')).count;
    const { rssMb } = await child.ask({ type: 'stats' }, 'stats');
    return { name, rows, notes, idleRssMb: rssMb };
  } finally {
    await child.stop();
  }
}

/** The orders table of the Sales back office as the admin screen asks for it: a page of 10 with the total. */
const ordersQuery = `query SalesOrders($filter: SalesOrdersFilter!) {
  salesOrders(filter: $filter, page: 1, pageSize: 10) {
    totalCount items { id orderID orderDateTime owner orderStatus orderPaymentMethod orderTotal productsCount hasPhysical hasQuestions }
  }
}`;
const orderRuns = [
  { name: 'first page', filter: { kind: 'ORDER' } },
  { name: 'physical with questions', filter: { kind: 'ORDER', hasPhysical: true, hasQuestions: true } },
  { name: `search "${orderSearchWord} paid"`, filter: { kind: 'ORDER', search: `${orderSearchWord} paid` } },
];

/** One request alone (median of 50) of each orders-table run, GraphQL beside the bare query, and the ratio. */
async function ordersTable(ready: Extract<FromChild, { type: 'ready' }>): Promise<string> {
  const parts: string[] = [];
  for (const run of orderRuns) {
    const graphql: Target = {
      url: ready.graphqlUrl,
      body: JSON.stringify({ query: ordersQuery, variables: { filter: run.filter } }),
      headers: { authorization: `Bearer ${ready.adminToken}` },
    };
    const bare: Target = {
      url: ready.bareUrl,
      body: JSON.stringify({ orders: { ...run.filter, page: 1, pageSize: 10 } }),
    };
    const answer = JSON.parse((await post(graphql)).body) as {
      data?: { salesOrders: { totalCount: number } };
      errors?: unknown;
    };
    if (!answer.data) throw new Error(`salesOrders failed: ${JSON.stringify(answer.errors)}`);
    const [onGraphql, onBare] = [await medianAlone(graphql, 50), await medianAlone(bare, 50)];
    parts.push(
      `${run.name} (${answer.data.salesOrders.totalCount} rows) GraphQL ${fixed(onGraphql, 2)} ms, bare ${fixed(onBare, 2)} ms, ${fixed(onGraphql / onBare, 2)}x`,
    );
  }
  return `orders table (salesOrders, ${orderCount.toLocaleString('en')} orders of the last month, page of 10 with total; one request alone, median of 50): ${parts.join('; ')}`;
}

function table(headers: string[], lines: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

function print(report: DatabaseReport): void {
  console.log(`\n### ${report.name}`);
  console.log(
    table(
      [
        'query',
        'conns',
        'GQL req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'p50 ms',
        'p99 ms',
        'GQL/bare',
        'errors',
        'CPU ms/req',
        'peak RSS MB',
        'SQL/req',
      ],
      report.rows.map(({ graphql, bare, ...row }) => [
        row.query,
        String(row.connections),
        fixed(graphql.result.perSecond),
        fixed(graphql.result.p50, 2),
        fixed(graphql.result.p99, 2),
        fixed(bare.result.perSecond),
        fixed(bare.result.p50, 2),
        fixed(bare.result.p99, 2),
        `${fixed(graphql.result.perSecond / bare.result.perSecond, 2)}x`,
        `${graphql.result.errors}/${bare.result.errors}`,
        `${fixed(graphql.cpuPerRequest, 2)}/${fixed(bare.cpuPerRequest, 2)}`,
        `${fixed(graphql.peakRssMb, 0)}/${fixed(bare.peakRssMb, 0)}`,
        row.statements === null ? '?' : String(row.statements),
      ]),
    ),
  );
  console.log('(errors, server CPU ms per request and peak server RSS: GraphQL/bare)');
  const kernel = report.rows.map(
    (row) => `${fixed(row.graphql.systemCpuPerRequest, 2)}/${fixed(row.bare.systemCpuPerRequest, 2)}`,
  );
  console.log(`of the CPU ms per request, in the kernel (GraphQL/bare, rows in order): ${kernel.join(', ')}`);
  console.log(`RSS at the end ${fixed(report.idleRssMb, 0)} MB`);
  for (const note of report.notes) console.log(`- ${note}`);
}

const reportsOnly = only === 'reports' || only === 'reports-embedded' || only === 'reports-postgres';
const reportDatabase = only === 'reports-embedded' ? 'embedded' : only === 'reports-postgres' ? 'postgres' : undefined;
if (reportsOnly) {
  await benchReports(reportDatabase);
  process.exit(0);
}
if (only === 'subscriptions') {
  await benchSubscriptions(undefined, postgresUrl);
  process.exit(0);
}
if (only === 'cache') {
  await benchCache();
  process.exit(0);
}
if (only === 'outside') {
  await benchOutside(postgresUrl);
  process.exit(0);
}
if (only === 'search') {
  await benchSearch(undefined, postgresUrl);
  process.exit(0);
}
if (only === 'memory') {
  await benchMemory();
  process.exit(0);
}
if (only === 'routes') {
  await benchRoutes();
  process.exit(0);
}
if (only === 'visitor') {
  await benchVisitor();
  process.exit(0);
}

const reports: DatabaseReport[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
try {
  const started = performance.now();
  if (only !== 'postgres')
    reports.push(await benchDatabase('embedded (PGlite)', { DATA_DIR: join(dataDir, 'embedded'), DATABASE_URL: '' }));
  if (only !== 'embedded') {
    try {
      await resetPostgres(postgresUrl);
      const env = { DATA_DIR: join(dataDir, 'postgres'), DATABASE_URL: postgresUrl };
      reports.push(await benchDatabase(`PostgreSQL (${new URL(postgresUrl).host})`, env));
    } catch (error) {
      console.error(`\nPostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  console.log(
    `\n# Product list page, ${productCount.toLocaleString('en')} products, ${seconds} s per run after ${warmupMs / 1000} s warm-up`,
  );
  reports.forEach(print);

  const targets: string[] = [];
  for (const report of reports) {
    const at50 = report.rows.filter((row) => row.connections === 50);
    const ratio = Math.min(...at50.map((row) => row.graphql.result.perSecond / row.bare.result.perSecond));
    const wanted = report.name.startsWith('PostgreSQL') ? 0.7 : 0.3;
    const statements = Math.max(...report.rows.map((row) => row.statements ?? Infinity));
    const memory = Math.max(...report.rows.map((row) => row.graphql.peakRssMb));
    targets.push(
      `${report.name.split(' ')[0]}: GraphQL/bare@50 ${fixed(ratio, 2)}x (>= ${wanted}: ${ratio >= wanted ? 'ok' : 'MISSED'}), ` +
        `SQL/req ${statements} (<= 3: ${statements <= 3 ? 'ok' : 'MISSED'}), peak RSS ${fixed(memory, 0)} MB (<= 200: ${memory <= 200 ? 'ok' : 'MISSED'})`,
    );
  }
  console.log(`\nTargets: ${targets.join(' | ')}`);
  console.log(`(bench took ${fixed((performance.now() - started) / 1000, 0)} s)`);
  const database = only === 'embedded' ? 'embedded' : only === 'postgres' ? 'postgres' : undefined;
  if (database === undefined) await benchOutside(postgresUrl);
  await benchReports(database);
  await benchSubscriptions(database, postgresUrl);
  await benchCache();
  await benchSearch(database, postgresUrl);
  if (database !== 'postgres') await benchMemory();
  await benchRoutes();
  await benchVisitor();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
