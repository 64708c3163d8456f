/**
 * Mixed load against two server processes on one PostgreSQL database: `connections` closed-loop connections, each a
 * teacher of her own on one of the two processes (alternating), reading the catalogue and her planning, creating,
 * updating and deleting activities and adding to and removing from her cart; beside them graphql-ws subscribers on
 * both processes. Prints requests, errors, p50 and p99 per kind, each process's RSS and V8 heap sampled over the
 * run, and whether memory stayed flat after the warm-up (the first 20 %). Exits non-zero on any error, and in a
 * long run (5 minutes or more) when memory grew.
 *
 *   DATABASE_URL=postgres://… npm run load:mixed [-- --seconds 600 --connections 50]
 *
 * It runs on a fresh database `<name>_load` beside DATABASE_URL's. test/api/load-mixed.test.ts runs a short form
 * in CI. Subscription events are counted per process, not required: delivery across processes is
 * the fan-out run's check.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { dropDatabase } from '../db/fresh-database.ts';
import { ensureServerBuild } from './build-steps.ts';
import { runMixedLoad, type MixedRequest, type MixedResult, type Reply, type Target } from './bench/load.ts';
import {
  freePort,
  freshDatabase,
  graphql,
  Server,
  serverEnv,
  signUpTeacher,
  type ProcessMemory,
  type Teacher,
} from './lib/server-process.ts';
import { numberFlag } from './lib/flags.ts';

export interface LoadMixedOptions {
  databaseUrl: string;
  seconds: number;
  connections: number;
  /** Subscribing teachers; each has a subscriber on both processes. */
  subscribers?: number;
  log?: (line: string) => void;
}

interface MemorySample {
  second: number;
  processes: ProcessMemory[];
}

export interface MemoryVerdict {
  process: string;
  /** Median RSS around the end of the warm-up (15–25 % of the run) and over the last 10 %. */
  warmRssMb: number;
  endRssMb: number;
  growth: number;
  flat: boolean;
}

export interface LoadMixedReport {
  seconds: number;
  connections: number;
  load: MixedResult;
  samples: MemorySample[];
  memory: MemoryVerdict[];
  subscribers: number;
  /** Subscription events received on each process's subscribers, and subscription errors. */
  subscriptionEvents: number[];
  subscriptionErrors: number;
  errors: number;
}

/** RSS growth after the warm-up under this is "flat". */
export const flatThreshold = 0.1;

const processNames = ['A', 'B'];

/** What one connection's teacher has: her activities (id → version) and cart. */
interface Connection {
  teacher: Teacher;
  url: string;
  activities: Map<string, number>;
  cart: Set<string>;
  sequence: number;
}

const searchWords = [null, 'grade', 'maths', 'phonics', 'planner', 'term', 'worksheets'];

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function target(connection: Connection | null, url: string, query: string, variables: Record<string, unknown>): Target {
  return {
    url: `${url}/graphql`,
    body: JSON.stringify({ query, variables }),
    headers: connection ? { authorization: `Bearer ${connection.teacher.token}` } : undefined,
  };
}

/** The answer's data for `field`, when the answer is a 200 without errors. */
// The caller names the shape its query asks for.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function answered<T>(reply: Reply, field: string): T | undefined {
  if (reply.status !== 200) return undefined;
  const body = JSON.parse(reply.body) as { data?: Record<string, T> | null; errors?: unknown[] };
  return body.errors ? undefined : body.data?.[field];
}

/** The next request of one connection, by weight: half reads, half writes. */
function nextRequest(connection: Connection, products: string[]): MixedRequest {
  const { url } = connection;
  const roll = Math.random();
  connection.sequence += 1;
  if (roll < 0.3) {
    return {
      kind: 'catalogue read',
      target: target(
        null,
        url,
        `query($search: String) { shopItems(filter: { search: $search }, limit: 20) {
           items { ... on Product { id title price } ... on ProductBundle { id title price } } nextToken } }`,
        { search: pick(searchWords) },
      ),
      check: (reply) => answered(reply, 'shopItems') !== undefined,
    };
  }
  if (roll < 0.5) {
    return {
      kind: 'planning read',
      target: target(
        connection,
        url,
        '{ listTeacherActivities(limit: 100) { items { id label startDateTime endDateTime _version } nextToken } }',
        {},
      ),
      check: (reply) => answered(reply, 'listTeacherActivities') !== undefined,
    };
  }
  if (roll < 0.75) return planningWrite(connection);
  return cartWrite(connection, products);
}

/** A create while she has fewer than 20 activities, else an update or a delete (so her planning stays bounded). */
function planningWrite(connection: Connection): MixedRequest {
  const { url } = connection;
  const owned = [...connection.activities];
  if (owned.length < 20 && (owned.length === 0 || Math.random() < 0.5)) {
    const id = randomUUID();
    const start = Date.UTC(2026, 2, 2, 6) + (connection.sequence % 500) * 3_600_000;
    return {
      kind: 'activity create',
      target: target(
        connection,
        url,
        'mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id _version } }',
        {
          input: {
            id,
            label: `load ${connection.sequence}`,
            type: 'Lesson',
            color: 'red darken-1',
            startDateTime: new Date(start).toISOString(),
            endDateTime: new Date(start + 3_600_000).toISOString(),
            teacherprofileID: connection.teacher.profileId,
          },
        },
      ),
      check: (reply) => {
        const created = answered<{ id: string; _version: number }>(reply, 'createTeacherActivity');
        if (created?.id !== id) return false;
        connection.activities.set(id, created._version);
        return true;
      },
    };
  }
  const [id, version] = pick(owned);
  // Out of her list until the answer gives the new version (or says it is gone).
  connection.activities.delete(id);
  if (owned.length >= 20 || Math.random() < 0.2) {
    return {
      kind: 'activity delete',
      target: target(
        connection,
        url,
        'mutation($input: DeleteTeacherActivityInput!) { deleteTeacherActivity(input: $input) { id } }',
        { input: { id, _version: version } },
      ),
      check: (reply) => answered<{ id: string }>(reply, 'deleteTeacherActivity')?.id === id,
    };
  }
  return {
    kind: 'activity update',
    target: target(
      connection,
      url,
      'mutation($input: UpdateTeacherActivityInput!) { updateTeacherActivity(input: $input) { id _version } }',
      { input: { id, _version: version, label: `load ${connection.sequence} edited` } },
    ),
    check: (reply) => {
      const updated = answered<{ id: string; _version: number }>(reply, 'updateTeacherActivity');
      if (updated?.id !== id) return false;
      connection.activities.set(id, updated._version);
      return true;
    },
  };
}

function cartWrite(connection: Connection, products: string[]): MixedRequest {
  const { url, cart } = connection;
  const absent = products.filter((product) => !cart.has(product));
  if (cart.size === 0 || (absent.length > 0 && Math.random() < 0.5)) {
    const productId = pick(absent);
    return {
      kind: 'cart add',
      target: target(
        connection,
        url,
        'mutation($input: AddToCartInput!) { addToCart(input: $input) { id orderProducts { id } } }',
        { input: { productId } },
      ),
      check: (reply) => {
        const order = answered<{ orderProducts: { id: string }[] }>(reply, 'addToCart');
        if (!order?.orderProducts.some((item) => item.id === productId)) return false;
        cart.add(productId);
        return true;
      },
    };
  }
  const productId = pick([...cart]);
  return {
    kind: 'cart remove',
    target: target(
      connection,
      url,
      'mutation($input: RemoveFromCartInput!) { removeFromCart(input: $input) { id orderProducts { id } } }',
      { input: { productId } },
    ),
    check: (reply) => {
      const order = answered<{ orderProducts: { id: string }[] } | null>(reply, 'removeFromCart');
      if (order === undefined || order?.orderProducts.some((item) => item.id === productId)) return false;
      cart.delete(productId);
      return true;
    },
  };
}

async function cartProducts(url: string, token: string): Promise<string[]> {
  const answer = await graphql<{
    shopItems: { items: { id?: string; questions?: { required: boolean | null }[] | null }[] };
  }>(url, token, '{ shopItems(limit: 50) { items { ... on Product { id questions { required } } } } }');
  const products = (answer.body.data?.shopItems.items ?? [])
    .filter((item) => item.id && !item.questions?.some((question) => question.required))
    .map((item) => String(item.id));
  if (products.length < 2) throw new Error(`no demo catalogue: ${JSON.stringify(answer.body).slice(0, 500)}`);
  return products.slice(0, 8);
}

interface Subscribers {
  clients: Client[];
  events: number[];
  errors: string[];
  closing: boolean;
}

/** For each of these teachers, a graphql-ws client on every process subscribed to her activities and cart. */
async function subscribe(urls: string[], teachers: Teacher[]): Promise<Subscribers> {
  const subscribers: Subscribers = { clients: [], events: urls.map(() => 0), errors: [], closing: false };
  const queries = [
    'subscription { onCreateTeacherActivity { id } }',
    'subscription { onUpdateTeacherActivity { id } }',
    'subscription { onUpdateTeacherProductsOrder { id } }',
  ];
  const connected: Promise<void>[] = [];
  for (const teacher of teachers) {
    urls.forEach((url, index) => {
      let opened: () => void = () => undefined;
      connected.push(new Promise((resolve) => (opened = resolve)));
      const client = createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${teacher.token}` },
        lazy: false,
        retryAttempts: 0,
        on: {
          connected: () => opened(),
          closed: () => {
            if (!subscribers.closing) subscribers.errors.push(`subscriber on ${processNames[index]} closed`);
          },
        },
      });
      subscribers.clients.push(client);
      for (const query of queries) {
        client.subscribe(
          { query },
          {
            next: (value) => {
              if (value.errors) subscribers.errors.push(JSON.stringify(value.errors).slice(0, 300));
              else subscribers.events[index] += 1;
            },
            error: (error) => subscribers.errors.push(String(error)),
            complete: () => undefined,
          },
        );
      }
    });
  }
  await Promise.all(connected);
  return subscribers;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** RSS around the end of the warm-up against RSS over the last tenth of the run, per process. */
export function memoryVerdicts(samples: MemorySample[], seconds: number): MemoryVerdict[] {
  return processNames.map((name, index) => {
    const rss = (from: number, to: number) =>
      samples
        .filter((sample) => sample.second >= from * seconds && sample.second <= to * seconds)
        .map((sample) => sample.processes[index].rssMb);
    const warmRssMb = median(rss(0.15, 0.25));
    const endRssMb = median(rss(0.9, 1.01));
    const growth = (endRssMb - warmRssMb) / warmRssMb;
    return { process: name, warmRssMb, endRssMb, growth, flat: growth < flatThreshold };
  });
}

export async function loadMixed(options: LoadMixedOptions): Promise<LoadMixedReport> {
  const log = options.log ?? (() => undefined);
  const entry = await ensureServerBuild();
  const databaseUrl = await freshDatabase(options.databaseUrl, '_load');
  const jwtSecret = randomUUID() + randomUUID();
  const dataDirs: string[] = [];
  const servers: Server[] = [];
  for (const name of processNames) {
    const dataDir = mkdtempSync(join(tmpdir(), `classroom-load-${name}-`));
    dataDirs.push(dataDir);
    const port = await freePort();
    const env = serverEnv(String(port), {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      // The first process migrates and loads the demo catalogue; the second finds them there.
      SEED_DEMO: servers.length === 0 ? 'true' : 'false',
      SIGNUP_PER_HOUR: '10000',
    });
    servers.push(
      new Server(entry, env, `http://127.0.0.1:${port}`, {
        memoryProbe: true,
        // npm start's flag; --expose-gc lets each memory sample follow a full collection.
        nodeArgs: ['--max-semi-space-size=4', '--expose-gc'],
      }),
    );
  }
  let subscribers: Subscribers | null = null;
  try {
    for (const server of servers) await server.start();
    const urls = servers.map((server) => server.url);
    log(`two processes on ${new URL(databaseUrl).pathname.slice(1)}: ${urls.join(', ')}`);
    const connections: Connection[] = [];
    for (let index = 0; index < options.connections; index += 1) {
      const url = urls[index % urls.length];
      const teacher = await signUpTeacher(url, 'load');
      connections.push({ teacher, url, activities: new Map(), cart: new Set(), sequence: 0 });
    }
    const products = await cartProducts(urls[0], connections[0].teacher.token);
    const subscribing = connections.slice(0, options.subscribers ?? Math.ceil(options.connections / 5));
    subscribers = await subscribe(
      urls,
      subscribing.map((connection) => connection.teacher),
    );
    log(`${connections.length} teachers signed up, ${subscribing.length * urls.length} subscribers connected`);

    const samples: MemorySample[] = [];
    const started = performance.now();
    const sampleEveryMs = Math.min(5000, (options.seconds * 1000) / 10);
    const sample = async () =>
      samples.push({
        second: (performance.now() - started) / 1000,
        processes: await Promise.all(servers.map((server) => server.memory())),
      });
    await sample();
    const sampler = setInterval(() => void sample(), sampleEveryMs);
    let load: MixedResult;
    try {
      load = await runMixedLoad({
        connections: options.connections,
        durationMs: options.seconds * 1000,
        warmupMs: options.seconds * 200,
        next: (worker) => nextRequest(connections[worker], products),
      });
    } finally {
      clearInterval(sampler);
    }
    await sample();
    const subscriptionErrors = subscribers.errors.length;
    return {
      seconds: options.seconds,
      connections: options.connections,
      load,
      samples,
      memory: memoryVerdicts(samples, options.seconds),
      subscribers: subscribing.length * urls.length,
      subscriptionEvents: subscribers.events,
      subscriptionErrors,
      errors: load.errors + subscriptionErrors,
    };
  } finally {
    if (subscribers) {
      subscribers.closing = true;
      for (const client of subscribers.clients) await client.dispose();
    }
    for (const server of servers) await server.kill('SIGTERM');
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(options.databaseUrl, databaseUrl);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const mb = (value: number | null) => (value === null ? '-' : `${value.toFixed(0)} MB`);

export function printLoadMixed(report: LoadMixedReport, print: (line: string) => void): void {
  const { load } = report;
  print(
    `${report.seconds} s at ${report.connections} connections over two processes (measured after the first 20 %: ${load.seconds} s)`,
  );
  print('kind               requests    per s   errors       p50       p99');
  const order = ['catalogue read', 'planning read', 'activity create', 'activity update', 'activity delete'];
  const rank = (kind: string) => (kind === 'all' ? 99 : order.indexOf(kind) + 1 || 50);
  for (const [kind, figures] of [...load.byKind].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))) {
    print(
      `${kind.padEnd(17)} ${String(figures.requests).padStart(9)} ${(figures.requests / load.seconds).toFixed(1).padStart(8)} ${String(figures.errors).padStart(8)} ${ms(figures.p50).padStart(9)} ${ms(figures.p99).padStart(9)}`,
    );
  }
  for (const sample of load.errorSamples) print(`  error: ${sample}`);
  print(
    `subscriptions: ${report.subscribers} subscribers; events received on ${processNames.map((name, index) => `${name} ${report.subscriptionEvents[index]}`).join(', ')}; ${report.subscriptionErrors} errors`,
  );
  print('second   ' + processNames.map((name) => `${name} RSS   ${name} heap`.padEnd(20)).join(''));
  const every = Math.max(1, Math.ceil(report.samples.length / 20));
  report.samples.forEach((sample, index) => {
    if (index % every !== 0 && index !== report.samples.length - 1) return;
    print(
      `${sample.second.toFixed(0).padStart(6)}   ` +
        sample.processes.map((memory) => `${mb(memory.rssMb)} ${mb(memory.heapUsedMb)}`.padEnd(20)).join(''),
    );
  });
  for (const verdict of report.memory) {
    print(
      `process ${verdict.process}: RSS ${mb(verdict.warmRssMb)} after warm-up, ${mb(verdict.endRssMb)} at the end (${(verdict.growth * 100).toFixed(1)} %): ${verdict.flat ? 'flat' : `grew (limit ${flatThreshold * 100} %)`}`,
    );
  }
  print(`errors: ${report.errors}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('load:mixed runs on PostgreSQL: set DATABASE_URL (a fresh `<name>_load` database is made beside it)');
    process.exit(2);
  }
  const report = await loadMixed({
    databaseUrl,
    seconds: numberFlag('seconds', 600),
    connections: numberFlag('connections', 50),
    log: console.log,
  });
  printLoadMixed(report, console.log);
  const memoryGrew = report.seconds >= 300 && report.memory.some((verdict) => !verdict.flat);
  process.exit(report.errors === 0 && !memoryGrew ? 0 : 1);
}
