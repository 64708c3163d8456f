/**
 * Where the server's memory goes on the embedded database (issues 16 and 28): the bench's 20,000 products and
 * orders are loaded once; then the server (memory-server.ts, bundled and run by plain node with the environment and
 * node flags of package.json's start script, read from it) reports its RSS at idle, at its peak under load (the
 * shop page, plain and searched, at 50 connections; the admin products table at 10) and after it, each split into
 * the V8 heap, PGlite's WebAssembly memory, mapped files, compiled code and the rest. Then a server started the
 * same way on a new, empty data folder imports a 50,000-row users file through the HTTP import; its peak is the
 * most its processes held at once (the server and any child process), polled from
 * outside. Judged: idle <= 160 MB, peak under load <= 250 MB, import <= 400 MB (issue 28).
 * BENCH_MEMORY_VARIANTS=1 also runs the settings and node flags tried (each in a new server on the same data);
 * run alone with `BENCH_ONLY=memory npm run bench` (or `npx tsx scripts/bench/memory.ts`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../db/connect.ts';
import { ensureServerBuild } from '../build-steps.ts';
import { startCommand } from '../lib/start-command.ts';
import { runLoad, type Target } from './load.ts';
import type { FromMemoryChild, MemoryBreakdown, ToMemoryChild } from './memory-server.ts';

const root = resolve(import.meta.dirname, '../..');
const targets = { idleMb: 160, peakMb: 250, importMb: 400 };
const importRows = 50_000;

interface Variant {
  name: string;
  nodeArgs?: string[];
  /** On top of `npm start`'s; undefined removes a variable. */
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL settings for the embedded database, on top of db/connect.ts's (ALTER SYSTEM, read at start). */
  settings?: Record<string, string>;
}

const configured: Variant = { name: 'as `npm start` runs it' };
const tried: Variant[] = [
  /**
   * glibc keeps memory its callers free for reuse; most of what the WebAssembly compiler works in when it optimises
   * the database's hot functions stays in the process so, unless blocks of 16 kB or more are mapped on their own
   * (`npm start`'s MALLOC_MMAP_THRESHOLD_=16384), which go back to the system when freed.
   */
  { name: 'without MALLOC_MMAP_THRESHOLD_', env: { MALLOC_MMAP_THRESHOLD_: undefined } },
  { name: 'shared_buffers 128MB (PostgreSQL default)', settings: { shared_buffers: '128MB' } },
  { name: 'shared_buffers 8MB', settings: { shared_buffers: '8MB' } },
  { name: 'work_mem 1MB, temp_buffers 1MB', settings: { work_mem: '1MB', temp_buffers: '1MB' } },
  { name: 'node --liftoff-only (no optimised WebAssembly)', nodeArgs: ['--liftoff-only'] },
  {
    name: 'node --wasm-tiering-budget=18000000 (fewer functions optimised)',
    nodeArgs: ['--wasm-tiering-budget=18000000'],
  },
  { name: 'MALLOC_ARENA_MAX=1 MALLOC_TRIM_THRESHOLD_=0', env: { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '0' } },
];

const cardFields =
  'id title price discountPercentage thumbnails featured publishDate category { id name } productTags { id name }';
const shopQuery = `query ShopItems($filter: ShopItemsFilter) {
  shopItems(limit: 50, filter: $filter) { items { ... on Product { ${cardFields} } ... on ProductBundle { ${cardFields} } } nextToken }
}`;
const adminQuery = `query AdminProducts {
  adminProducts(page: 1, limit: 10) { total items { files videos product { id title price publishDate _version category { name } } } }
}`;

const childEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});

/** The server's environment as `npm start` gives it, with the variant's changes (undefined: removed). */
function serverEnv(dataDir: string, variant: Variant): NodeJS.ProcessEnv {
  const env = { ...childEnv(dataDir), ...startCommand('embedded').env, ...variant.env };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** Starts memory-server.ts's bundle as `npm start` starts the server; answers its messages in order. */
function startServerChild(bundle: string, dataDir: string, variant: Variant) {
  const child = spawn(process.execPath, [...startCommand('embedded').nodeArgs, ...(variant.nodeArgs ?? []), bundle], {
    cwd: root,
    env: serverEnv(dataDir, variant),
    // Its log lines (one per request) are written, as in production, but not shown: the report stays readable.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const messages: ((message: FromMemoryChild) => void)[] = [];
  child.on('message', (message: FromMemoryChild) => messages.shift()?.(message));
  const next = () => new Promise<FromMemoryChild>((done) => messages.push(done));
  const sample = async () => {
    const answer = next();
    child.send({ type: 'sample' } satisfies ToMemoryChild);
    const got = await answer;
    if (got.type !== 'sample') throw new Error(`expected a sample, got ${got.type}`);
    return got;
  };
  const ready = async () => {
    const got = await next();
    if (got.type !== 'ready') throw new Error(`expected ready, got ${got.type}`);
    return got;
  };
  const stop = async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.send({ type: 'stop' } satisfies ToMemoryChild);
    await exited;
  };
  return { child, ready, sample, stop };
}

async function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code})`);
}

async function applySettings(dataDir: string, settings: Record<string, string>): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await sql`alter system reset all`.execute(handle.db);
    for (const [name, value] of Object.entries(settings))
      await sql`alter system set ${sql.raw(name)} = ${sql.lit(value)}`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

interface Report {
  variant: string;
  idle: MemoryBreakdown;
  peak: MemoryBreakdown;
  after: MemoryBreakdown;
  /** Shop page requests per second at 50 connections (plain). */
  perSecond: number;
}

async function measure(variant: Variant, dataDir: string, bundle: string): Promise<Report> {
  await applySettings(dataDir, variant.settings ?? {});
  const server = startServerChild(bundle, dataDir, variant);
  try {
    const ready = await server.ready();
    const url = `${ready.url}/graphql`;
    await new Promise((done) => setTimeout(done, 2000));
    const idle = (await server.sample()).now;
    const shop = (search: string | null): Target => ({
      url,
      body: JSON.stringify({ query: shopQuery, variables: { filter: search ? { search } : null } }),
    });
    const plain = await runLoad(shop(null), 50, 5000, 1000);
    await runLoad(shop('worksheet'), 50, 3000, 0);
    const admin = {
      url,
      body: JSON.stringify({ query: adminQuery }),
      headers: { authorization: `Bearer ${ready.adminToken}` },
    };
    await runLoad(admin, 10, 3000, 0);
    const { peak } = await server.sample();
    await new Promise((done) => setTimeout(done, 2000));
    const after = (await server.sample()).now;
    return { variant: variant.name, idle, peak, after, perSecond: plain.perSecond };
  } finally {
    await server.stop();
  }
}

/** Resident memory (kB) of a process and of its descendants, from /proc. */
function treeRssKb(pid: number): { ownKb: number; othersKb: number } {
  const rssKb = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0; // ended meanwhile
    }
  };
  const childrenOf = (id: number): number[] => {
    try {
      return readdirSync(`/proc/${id}/task`).flatMap((task) =>
        readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  let othersKb = 0;
  const pending = childrenOf(pid);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    othersKb += rssKb(id);
    pending.push(...childrenOf(id));
  }
  return { ownKb: rssKb(pid), othersKb };
}

/** The most a process and its descendants held at once, polled every 20 ms until stopped. */
function pollPeak(child: ChildProcess) {
  const peak = { allKb: 0, ownKb: 0, othersKb: 0 };
  const timer = setInterval(() => {
    if (child.pid === undefined) return;
    const now = treeRssKb(child.pid);
    peak.allKb = Math.max(peak.allKb, now.ownKb + now.othersKb);
    peak.ownKb = Math.max(peak.ownKb, now.ownKb);
    peak.othersKb = Math.max(peak.othersKb, now.othersKb);
  }, 20);
  return { peak, stop: () => clearInterval(timer) };
}

interface ImportReport {
  seconds: number;
  counts: Record<string, number>;
  /** The server and any child process, at once. */
  peakMb: number;
  serverPeakMb: number;
  othersPeakMb: number;
  /** The server's own breakdown: after start, and at its peak (the in-process sampler's). */
  started: MemoryBreakdown;
  peak: MemoryBreakdown;
}

/** A users file as the import takes it (README, "Bulk imports"), every row new. */
function usersCsv(rows: number): string {
  const lines = ['email;title;name;surname;phone;province;language;school'];
  for (let index = 0; index < rows; index += 1)
    lines.push(
      `bulk${index}@example.com;Ms;Name${index};Surname${index};082 555 ${String(index % 10000).padStart(4, '0')};Gauteng;English;`,
    );
  return lines.join('\n') + '\n';
}

/** A server started as `npm start` starts it on a new data folder imports `importRows` users over HTTP. */
async function measureImport(bundle: string): Promise<ImportReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-import-'));
  const csvPath = join(dataDir, 'users.csv');
  writeFileSync(csvPath, usersCsv(importRows));
  const server = startServerChild(bundle, dataDir, configured);
  const polled = pollPeak(server.child);
  try {
    const ready = await server.ready();
    const started = (await server.sample()).now;
    const headers = { authorization: `Bearer ${ready.adminToken}` };
    const form = new FormData();
    form.append('sendEmails', 'false');
    form.append('file', new Blob([readFileSync(csvPath)], { type: 'text/csv' }), 'users.csv');
    const begun = performance.now();
    const answer = await fetch(`${ready.url}/imports/users?apply=true`, { method: 'POST', headers, body: form });
    if (answer.status !== 202) throw new Error(`import answered ${answer.status}: ${await answer.text()}`);
    const { jobId } = (await answer.json()) as { jobId: string };
    type Job = { state: string; counts: Record<string, number>; message: string | null };
    let job: Job | undefined;
    for (let failures = 0; job?.state !== 'done' && job?.state !== 'failed';) {
      await new Promise((done) => setTimeout(done, 500));
      try {
        job = (await (await fetch(`${ready.url}/imports/jobs/${jobId}`, { headers })).json()) as Job;
        failures = 0;
      } catch (error) {
        // A kept-alive connection the busy server closed as it was reused: asked again.
        failures += 1;
        if (failures >= 5) throw error;
      }
    }
    if (job.state !== 'done') throw new Error(`import ${job.state}: ${job.message}`);
    const seconds = (performance.now() - begun) / 1000;
    const { peak } = await server.sample();
    const kbToMb = (kb: number) => kb / 1024;
    return {
      seconds,
      counts: job.counts,
      peakMb: kbToMb(polled.peak.allKb),
      serverPeakMb: kbToMb(polled.peak.ownKb),
      othersPeakMb: kbToMb(polled.peak.othersKb),
      started,
      peak,
    };
  } finally {
    polled.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fixed = (value: number) => value.toFixed(0);
const parts = (m: MemoryBreakdown) =>
  `${fixed(m.rssMb)} = heap ${fixed(m.heapMb)} + wasm ${fixed(m.wasmMb)}/${fixed(m.wasmSizeMb)} + files ${fixed(m.filesMb)} + code ${fixed(m.codeMb)} + other ${fixed(m.otherMb)} (buffers ${fixed(m.arrayBuffersMb)})`;

function print(reports: Report[], imported: ImportReport): void {
  console.log(
    '\nMB: RSS = V8 heap + WebAssembly memory (resident/size) + mapped files + compiled code + other (of which ArrayBuffers and Buffers)',
  );
  for (const report of reports) {
    console.log(`\n${report.variant}: shop page ${report.perSecond.toFixed(0)} req/s at 50 connections`);
    console.log(`  idle  ${parts(report.idle)}`);
    console.log(`  peak  ${parts(report.peak)}`);
    console.log(`  after ${parts(report.after)}`);
  }
  console.log(
    `\n${importRows.toLocaleString('en')}-row users import into a new data folder: ${imported.seconds.toFixed(0)} s, ${JSON.stringify(imported.counts)}`,
  );
  console.log(
    `  peak ${fixed(imported.peakMb)} at once (server ${fixed(imported.serverPeakMb)}, child processes ${fixed(imported.othersPeakMb)})`,
  );
  console.log(`  server started ${parts(imported.started)}`);
  console.log(`  server at peak  ${parts(imported.peak)}`);
  const mine = reports[0];
  const judged = (label: string, mb: number, target: number) =>
    `${label} ${fixed(mb)} MB (<= ${target}: ${mb <= target ? 'ok' : 'MISSED'})`;
  console.log(
    `\nTargets (${mine.variant}): ${judged('idle', mine.idle.rssMb, targets.idleMb)}, ${judged('peak', mine.peak.rssMb, targets.peakMb)}, ${judged('import', imported.peakMb, targets.importMb)}`,
  );
}

export async function benchMemory(): Promise<void> {
  const started = performance.now();
  const chosen = [configured, ...(process.env.BENCH_MEMORY_VARIANTS === '1' ? tried : [])];
  const start = startCommand('embedded');
  console.log(
    `\n# Server memory on the embedded database (${chosen.length} configuration(s); npm start: ${Object.entries(
      start.env,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} node ${start.nodeArgs.join(' ')})`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    await runNode(['--import', 'tsx', 'scripts/bench/products.ts'], childEnv(dataDir));
    const bundle = await ensureServerBuild('scripts/bench/memory-server.ts', 'dist/bench-memory-server.mjs');
    const reports: Report[] = [];
    for (const variant of chosen) reports.push(await measure(variant, dataDir, bundle));
    print(reports, await measureImport(bundle));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`(memory bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
