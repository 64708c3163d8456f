/**
 * Where the server's memory goes on the embedded database (issue 16): the bench's 20,000 products and orders are
 * loaded once; then the server (memory-server.ts, bundled and run by plain node with `npm start`'s flags) reports
 * its RSS at idle, at its peak under load (the shop page, plain and searched, at 50 connections; the admin products
 * table at 10) and after it, each split into the V8 heap, PGlite's WebAssembly memory, mapped files, compiled code
 * and the rest; as configured, and with glibc's MALLOC_MMAP_THRESHOLD_ (docs/decisions.md, issue 16).
 * BENCH_MEMORY_VARIANTS=1 also runs the settings and node flags tried (each in a new server on the same data);
 * run alone with `BENCH_ONLY=memory npm run bench` (or `npx tsx scripts/bench/memory.ts`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../db/connect.ts';
import { ensureServerBuild } from '../build-steps.ts';
import { runLoad, type Target } from './load.ts';
import type { FromMemoryChild, MemoryBreakdown, ToMemoryChild } from './memory-server.ts';

const root = resolve(import.meta.dirname, '../..');
/** `npm start`'s node flags (package.json). */
const startNodeArgs = ['--max-semi-space-size=4'];
const targetMb = 200;

interface Variant {
  name: string;
  nodeArgs?: string[];
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL settings for the embedded database, on top of db/connect.ts's (ALTER SYSTEM, read at start). */
  settings?: Record<string, string>;
}

const configured: Variant = { name: 'as configured' };
/**
 * glibc keeps memory its callers free for reuse; most of what the WebAssembly compiler works in when it optimises
 * the database's hot functions stays in the process so. Blocks of 16 kB or more mapped on their own go back to the
 * system when freed.
 */
const ownMappings: Variant = { name: 'MALLOC_MMAP_THRESHOLD_=16384', env: { MALLOC_MMAP_THRESHOLD_: '16384' } };
const tried: Variant[] = [
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
  const child = spawn(process.execPath, [...startNodeArgs, ...(variant.nodeArgs ?? []), bundle], {
    cwd: root,
    env: { ...childEnv(dataDir), ...variant.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
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
  try {
    const ready = await next();
    if (ready.type !== 'ready') throw new Error(`expected ready, got ${ready.type}`);
    const url = `${ready.url}/graphql`;
    await new Promise((done) => setTimeout(done, 2000));
    const idle = (await sample()).now;
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
    const { peak } = await sample();
    await new Promise((done) => setTimeout(done, 2000));
    const after = (await sample()).now;
    return { variant: variant.name, idle, peak, after, perSecond: plain.perSecond };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.send({ type: 'stop' } satisfies ToMemoryChild);
    await exited;
  }
}

const fixed = (value: number) => value.toFixed(0);
const parts = (m: MemoryBreakdown) =>
  `${fixed(m.rssMb)} = heap ${fixed(m.heapMb)} + wasm ${fixed(m.wasmMb)}/${fixed(m.wasmSizeMb)} + files ${fixed(m.filesMb)} + code ${fixed(m.codeMb)} + other ${fixed(m.otherMb)} (buffers ${fixed(m.arrayBuffersMb)})`;

function print(reports: Report[]): void {
  console.log(
    '\nMB: RSS = V8 heap + WebAssembly memory (resident/size) + mapped files + compiled code + other (of which ArrayBuffers and Buffers)',
  );
  for (const report of reports) {
    console.log(`\n${report.variant}: shop page ${report.perSecond.toFixed(0)} req/s at 50 connections`);
    console.log(`  idle  ${parts(report.idle)}`);
    console.log(`  peak  ${parts(report.peak)}`);
    console.log(`  after ${parts(report.after)}`);
  }
  const mine = reports[0];
  console.log(
    `\nTarget: peak RSS ${fixed(mine.peak.rssMb)} MB (<= ${targetMb}: ${mine.peak.rssMb <= targetMb ? 'ok' : 'MISSED'}), idle ${fixed(mine.idle.rssMb)} MB`,
  );
}

export async function benchMemory(): Promise<void> {
  const started = performance.now();
  const chosen = [configured, ownMappings, ...(process.env.BENCH_MEMORY_VARIANTS === '1' ? tried : [])];
  console.log(`\n# Server memory on the embedded database (${chosen.length} configuration(s))`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    await runNode(['--import', 'tsx', 'scripts/bench/products.ts'], childEnv(dataDir));
    const bundle = await ensureServerBuild('scripts/bench/memory-server.ts', 'dist/bench-memory-server.mjs');
    const reports: Report[] = [];
    for (const variant of chosen) reports.push(await measure(variant, dataDir, bundle));
    print(reports);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`(memory bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
