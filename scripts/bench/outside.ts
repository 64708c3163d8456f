/**
 * `BENCH_ONLY=outside`: our server against a real ceiling (issue 28). Each in a process of its own: ours (the built
 * server, started as `npm start` starts it) on PostgreSQL and on the embedded database, a bare handler (bare-server.ts:
 * node:http + pg, one hand-written statement per query prepared once, the database's JSON written to the socket) and
 * PostGraphile 5 (outside-server.ts), on the queries the web app sends: ShopItems at the landing's 4 and the shop's
 * 10, the teacher calendar's CalendarActivities (signed in as a teacher) and the admin products table's
 * AdminProducts, first page in its default sort (signed in as an admin). Interleaved rounds (BENCH_ROUNDS, at least
 * 3): each round runs every target once per query and connection count, in an order that rotates, and the report
 * gives per target the median of the rounds and per round the ratio to the bare handler: req/s, p50/p99, CPU ms per
 * request of the target's node process and of the PostgreSQL backends (/proc/<pid>/stat), answer bytes and RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { Kind as AstKind, print, type DocumentNode } from 'graphql';
import pg from 'pg';
import { ensureServerBuild } from '../build-steps.ts';
import { startCommand } from '../lib/start-command.ts';
import { AdminProductsDocument, CalendarActivitiesDocument, ShopItemsDocument } from '../../web/src/gql/graphql.ts';
import { post, runLoad, type LoadResult, type Target } from './load.ts';
import { adminEmail, benchPassword, teacherEmail, weekOfLessons, type Seeded } from './outside-seed.ts';
import { resetPostgres } from './postgres.ts';

const root = resolve(import.meta.dirname, '../..');
const rounds = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
/** Measured seconds per run; short, so that three rounds of 4 queries × 2 connection counts × 4 targets fit. */
const seconds = Number(process.env.BENCH_OUTSIDE_SECONDS ?? 1.5);
const warmupMs = 500;
/** The unmeasured pass before the rounds, per target and query. */
const firstWarmupMs = 2000;
const connectionCounts = [10, 50];
/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat's CPU times. */
const ticksPerSecond = 100;
const jwtSecret = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * `npm start`'s environment and node flags for the database asked (scripts/lib/start-command.ts). BENCH_NODE_FLAGS,
 * when set, replaces the flags for every target (a flag's cost measured against the same ceiling:
 * `BENCH_NODE_FLAGS='--max-semi-space-size=4'`); the report names the flags it ran with.
 */
function startFor(database: 'postgres' | 'embedded'): { env: Record<string, string>; nodeArgs: string[] } {
  const { env, nodeArgs } = startCommand(database);
  const flags = process.env.BENCH_NODE_FLAGS;
  return { env, nodeArgs: flags === undefined ? nodeArgs : flags.split(/\s+/).filter(Boolean) };
}

/** CPU ms a process used so far (user + system), from /proc. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime field 14 and stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** CPU of the PostgreSQL backends serving the bench's database (the targets' pools), by their pids. */
class DatabaseCpu {
  private constructor(private readonly client: pg.Client) {}
  static async connect(url: string): Promise<DatabaseCpu> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new DatabaseCpu(client);
  }
  async snapshot(): Promise<Map<number, number>> {
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const used = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        used.set(pid, cpuMs(pid));
      } catch {
        // The backend ended meanwhile.
      }
    }
    return used;
  }
  /** CPU ms since `before`: backends that started meanwhile count whole; ones that ended meanwhile are lost. */
  async since(before: Map<number, number>): Promise<number> {
    let total = 0;
    for (const [pid, now] of await this.snapshot()) total += now - (before.get(pid) ?? 0);
    return total;
  }
  close(): Promise<void> {
    return this.client.end();
  }
}

/** A target's process: started, its URL read from its first line that names one, stopped with SIGTERM. */
class Serving {
  private constructor(
    readonly name: string,
    readonly process: ChildProcess,
    readonly url: string,
  ) {}
  static async start(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<Serving> {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const url = await new Promise<string>((resolveUrl, reject) => {
      child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
      lines.on('line', (line) => {
        const match = /(?:listening|Serving on) (http:\/\/[^\s"]+)/.exec(line);
        if (match) resolveUrl(match[1]);
      });
    });
    return new Serving(name, child, url);
  }
  get pid(): number {
    return this.process.pid ?? 0;
  }
  async stop(): Promise<void> {
    if (this.process.exitCode !== null) return;
    const exited = new Promise((done) => this.process.once('exit', done));
    this.process.kill('SIGTERM');
    await exited;
  }
}

/** Runs the seed (outside-seed.ts) in a process of its own; answers the teacher's ids it prints. */
async function seed(env: NodeJS.ProcessEnv): Promise<Seeded> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/outside-seed.ts'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`seeding failed (${code})`);
  return JSON.parse(output.trim().split('\n').pop() ?? '') as Seeded;
}

/** The `outside` schema PostGraphile reads: views of the same rows and functions for the three reads. */
const live = `_deleted = false and "publishDate" is not null and "publishDate" <= now()
    and jsonb_array_length(coalesce(thumbnails, '[]'::jsonb)) > 0`;
const shopOrder = 'coalesce(featured, false) desc, "publishDate" desc, title desc, id desc';
const productCard = `'Product'::text as kind, id, title, price, "discountPercentage", thumbnails, featured, physical,
    "categoryId", tags, "eCommerceProduct", "subscriptionProduct", null::jsonb as products, "publishDate",
    "updatedAt", _version as version`;
const bundleCard = `'ProductBundle'::text, id, title, price, "discountPercentage", thumbnails, featured, null::boolean,
    "categoryId", tags, null::boolean, null::boolean, products, "publishDate", "updatedAt", _version`;
const outsideSchema = `
drop schema if exists outside cascade;
create schema outside;
create view outside.shop_item as
  select ${productCard} from public.product where ${live} and "eCommerceProduct" is true
  union all select ${bundleCard} from public.product_bundle where ${live};
comment on view outside.shop_item is E'@primaryKey id';
-- Each table's first rows in index order, then merged, as our statement does: PostgreSQL 15 sorts the whole union
-- otherwise. So the page's end is an argument.
create function outside.shop_items(page_end int) returns setof outside.shop_item language sql stable as $$
  select * from (
    (select ${productCard} from public.product where ${live} and "eCommerceProduct" is true
      order by ${shopOrder} limit page_end)
    union all
    (select ${bundleCard} from public.product_bundle where ${live} order by ${shopOrder} limit page_end)
  ) page order by ${shopOrder}
$$;
create view outside.teacher_activity as
  select id, label, type, "startDateTime", "endDateTime", color, "teacherprofileID", "teachersubjecttemplateID",
    "teacherassessmenttemplateID", "repeatID", owner, "ownerId", "createdAt", "updatedAt", _version as version,
    _deleted as deleted, "_lastChangedAt" as last_changed_at
  from public.teacher_activity where _deleted = false;
comment on view outside.teacher_activity is E'@primaryKey id';
create function outside.calendar_activities(owner_id text, profile_id text, from_time timestamptz,
  to_time timestamptz) returns setof outside.teacher_activity language sql stable as $$
  select * from outside.teacher_activity where "ownerId" = owner_id and "teacherprofileID" = profile_id
    and "startDateTime" between from_time and to_time order by id
$$;
create view outside.category as select id, name from public.product_category where _deleted = false;
comment on view outside.category is E'@primaryKey id';
create view outside.admin_product as
  select id, type, title, description, price, "discountPercentage", thumbnails, tags, "publishDate", featured,
    "categoryId", "eCommerceProduct", "subscriptionProduct", physical, questions, "createdAt", "updatedAt",
    _version as version, _deleted as deleted, "_lastChangedAt" as last_changed_at
  from public.product where _deleted = false;
comment on view outside.admin_product is
  E'@primaryKey id\\n@foreignKey ("categoryId") references outside.category (id)';
create function outside.admin_products() returns setof outside.admin_product language sql stable as $$
  select * from outside.admin_product order by title collate "und-x-icu" desc nulls last, id desc
$$;
create function outside.admin_product_files(item outside.admin_product) returns int language sql stable as $$
  select coalesce(sum(jsonb_array_length(coalesce("fileKeys", '[]'::jsonb))), 0)::int from public.product_content
  where "productId" = item.id and _deleted = false
$$;
create function outside.admin_product_videos(item outside.admin_product) returns int language sql stable as $$
  select coalesce(sum(jsonb_array_length(coalesce(urls, '[]'::jsonb))), 0)::int from public.product_content
  where "productId" = item.id and _deleted = false
$$;
`;

/** PostGraphile's names (amber: a key column `id` is `rowId`, `…Id` for `…ID`, a relation `…By…`), aliased. */
const postgraphileShop = `query ShopItems($pageEnd: Int!, $first: Int!) {
  shopItems(pageEnd: $pageEnd, first: $first) {
    nodes { kind id: rowId title price discountPercentage thumbnails featured physical categoryId tags
      eCommerceProduct subscriptionProduct products publishDate updatedAt _version: version }
    pageInfo { hasNextPage endCursor }
  }
}`;
const postgraphileCalendar = `query CalendarActivities($ownerId: String!, $profileId: String!, $from: Datetime!, $to: Datetime!) {
  calendarActivities(ownerId: $ownerId, profileId: $profileId, fromTime: $from, toTime: $to, first: 1000) {
    nodes { id: rowId label type startDateTime endDateTime color teacherprofileID: teacherprofileId
      teachersubjecttemplateID: teachersubjecttemplateId teacherassessmenttemplateID: teacherassessmenttemplateId
      repeatID: repeatId owner createdAt updatedAt _version: version _deleted: deleted _lastChangedAt: lastChangedAt }
    pageInfo { hasNextPage endCursor }
  }
}`;
const postgraphileAdmin = `query AdminProducts($first: Int!, $offset: Int!) {
  adminProducts(first: $first, offset: $offset) {
    total: totalCount
    nodes { files videos id: rowId type title description price discountPercentage thumbnails tags publishDate
      featured categoryId eCommerceProduct subscriptionProduct physical questions createdAt updatedAt
      _version: version _deleted: deleted _lastChangedAt: lastChangedAt category: categoryByCategoryId { id: rowId name } }
  }
}`;

/** The calendar's year window as the web app computes it (web/src/teacher/calendar/calendarModel.ts). */
function yearWindow(year: number): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  return {
    from: new Date(new Date(year, 0, 1).getTime() - 7 * day).toISOString(),
    to: new Date(new Date(year + 1, 0, 1).getTime() + 7 * day).toISOString(),
  };
}

/** One of ours: its process, the teacher's ids and the access tokens of its own sign-in. */
interface Ours {
  serving: Serving;
  seeded: Seeded;
  teacherToken: string;
  adminToken: string;
}

type Kind = 'ours' | 'ours-embedded' | 'bare' | 'postgraphile';

interface Query {
  name: string;
  /** The request of each target. */
  targets: Record<Kind, Target>;
}

function operation(document: DocumentNode, variables: unknown): string {
  const definition = document.definitions.find((one) => one.kind === AstKind.OPERATION_DEFINITION);
  return JSON.stringify({ operationName: definition?.name?.value, variables, query: print(document) });
}

function queriesOf(ours: Ours, embedded: Ours, bareUrl: string, postgraphileUrl: string): Query[] {
  const shopFilter = { search: null, tagIds: null, categoryId: null, featured: null };
  const window = yearWindow(new Date().getFullYear());
  const graphql = (serving: Serving) => `${serving.url}/graphql`;
  const mine = (one: Ours, body: string, token?: string): Target => ({
    url: graphql(one.serving),
    body,
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  const shop = (limit: number, filter: object): Query => {
    const body = operation(ShopItemsDocument, { filter, limit });
    return {
      name: `ShopItems, ${limit} (${limit === 4 ? 'landing' : 'shop'})`,
      targets: {
        ours: mine(ours, body),
        'ours-embedded': mine(embedded, body),
        bare: { url: bareUrl, body: JSON.stringify({ query: 'shop', limit }) },
        postgraphile: {
          url: postgraphileUrl,
          body: JSON.stringify({ query: postgraphileShop, variables: { pageEnd: limit + 1, first: limit } }),
        },
      },
    };
  };
  const calendar = (one: Ours) =>
    mine(
      one,
      operation(CalendarActivitiesDocument, {
        teacherprofileID: one.seeded.teacherProfileId,
        ...window,
        nextToken: null,
      }),
      one.teacherToken,
    );
  const adminVariables = {
    filter: {
      search: null,
      tagIds: [],
      categoryIds: [],
      physical: null,
      subscriptionProduct: null,
      eCommerceProduct: null,
      ids: null,
    },
    sort: [{ field: 'title', direction: 'DESC' }],
    page: 1,
    limit: 10,
  };
  const admin = (one: Ours) => mine(one, operation(AdminProductsDocument, adminVariables), one.adminToken);
  const teacher = { ownerId: ours.seeded.teacherUserId, teacherprofileID: ours.seeded.teacherProfileId };
  return [
    shop(4, shopFilter),
    shop(10, { ...shopFilter, owned: null }),
    {
      name: `CalendarActivities (a teacher's year, her week of ${weekOfLessons} lessons)`,
      targets: {
        ours: calendar(ours),
        'ours-embedded': calendar(embedded),
        bare: { url: bareUrl, body: JSON.stringify({ query: 'calendar', ...teacher, ...window }) },
        postgraphile: {
          url: postgraphileUrl,
          body: JSON.stringify({
            query: postgraphileCalendar,
            variables: { ownerId: teacher.ownerId, profileId: teacher.teacherprofileID, ...window },
          }),
        },
      },
    },
    {
      name: 'AdminProducts (page 1 of 10, title descending, with total)',
      targets: {
        ours: admin(ours),
        'ours-embedded': admin(embedded),
        bare: {
          url: bareUrl,
          body: JSON.stringify({
            query: 'admin',
            page: 1,
            limit: 10,
            capped: print(AdminProductsDocument).includes('totalAtLeast'),
          }),
        },
        postgraphile: {
          url: postgraphileUrl,
          body: JSON.stringify({ query: postgraphileAdmin, variables: { first: 10, offset: 0 } }),
        },
      },
    },
  ];
}

/** JSON with its keys sorted: two answers with the same content compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Every `id` in the answer, depth first: what PostGraphile's differently shaped answer shares with ours. */
function idsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((one) => idsOf(one, into));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      if (key === 'id' && typeof inner !== 'object') into.push(String(inner));
      else idsOf(inner, into);
  return into;
}

async function signIn(serving: Serving, email: string): Promise<string> {
  const reply = await post({
    url: `${serving.url}/graphql`,
    body: JSON.stringify({
      query:
        'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
      variables: { email, password: benchPassword },
    }),
  });
  const token = (JSON.parse(reply.body) as { data?: { signIn: { accessToken: string } } }).data?.signIn.accessToken;
  if (!token) throw new Error(`${serving.name}: sign-in failed: ${reply.body.slice(0, 300)}`);
  return token;
}

interface Run {
  result: LoadResult;
  nodeCpuPerRequest: number;
  databaseCpuPerRequest: number;
  rssMb: number;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function table(headers: string[], lines: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

const labels: Record<Kind, string> = {
  ours: 'ours (PostgreSQL)',
  'ours-embedded': 'ours (embedded)',
  bare: 'bare handler',
  postgraphile: 'PostGraphile 5',
};

/** Seeds, starts the four targets, runs the rounds and prints the report. */
export async function benchOutside(postgresUrl: string): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-outside-'));
  const servings: Serving[] = [];
  let databaseCpu: DatabaseCpu | undefined;
  try {
    console.log('\n== Outside: loading PostgreSQL and the embedded database (products, content, calendar, accounts)');
    await resetPostgres(postgresUrl);
    const embeddedEnv = { DATABASE_URL: '', DATA_DIR: join(dataDir, 'embedded') };
    const [seededPostgres, seededEmbedded] = await Promise.all([
      seed({ DATABASE_URL: postgresUrl, DATA_DIR: join(dataDir, 'postgres') }),
      seed(embeddedEnv),
    ]);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(outsideSchema);
    await admin.end();

    const bareBundle = join(dataDir, 'bare-server.cjs');
    await build({
      absWorkingDir: root,
      entryPoints: ['scripts/bench/bare-server.ts'],
      outfile: bareBundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['pg-native'],
      logLevel: 'warning',
    });
    // Each target with `npm start`'s flags for its database: ours on the embedded one with its own.
    const { env: startEnv, nodeArgs } = startFor('postgres');
    const embeddedArgs = startFor('embedded').nodeArgs;
    const baseEnv = { ...process.env, ...startEnv, NODE_ENV: 'production' };
    const serverEnv = { ...baseEnv, PORT: '0', SEED_DEMO: 'false', JWT_SECRET: jwtSecret };
    // Built as `npm start` builds it (the same esbuild step) into a folder of its own one below the root, as dist/
    // is (the server finds schema.graphql from there): dist/ is shared, and other builds lock it for minutes. The
    // web app is not built: the GraphQL path never reads it.
    const bundle = await ensureServerBuild('server/main.ts', '.data-bench-outside/server.mjs');
    const oursPostgres = await Serving.start('ours (PostgreSQL)', [...nodeArgs, bundle], {
      ...serverEnv,
      DATABASE_URL: postgresUrl,
      DATA_DIR: join(dataDir, 'postgres'),
    });
    servings.push(oursPostgres);
    const oursEmbedded = await Serving.start('ours (embedded)', [...embeddedArgs, bundle], {
      ...serverEnv,
      ...embeddedEnv,
    });
    servings.push(oursEmbedded);
    const bare = await Serving.start('bare handler', [...nodeArgs, bareBundle, postgresUrl], baseEnv);
    servings.push(bare);
    const postgraphile = await Serving.start(
      'PostGraphile 5',
      [...nodeArgs, '--import', 'tsx', 'scripts/bench/outside-server.ts', postgresUrl],
      { ...baseEnv, GRAPHILE_ENV: 'production' },
    );
    servings.push(postgraphile);
    const processes: Record<Kind, Serving> = {
      ours: oursPostgres,
      'ours-embedded': oursEmbedded,
      bare,
      postgraphile,
    };

    const oursOf = async (serving: Serving, seeded: Seeded): Promise<Ours> => ({
      serving,
      seeded,
      teacherToken: await signIn(serving, teacherEmail),
      adminToken: await signIn(serving, adminEmail),
    });
    const queries = queriesOf(
      await oursOf(oursPostgres, seededPostgres),
      await oursOf(oursEmbedded, seededEmbedded),
      bare.url,
      postgraphile.url,
    );
    const kinds = Object.keys(processes) as Kind[];

    // The answers: ours and the bare handler's the same JSON; PostGraphile's (shaped its own way) the same ids.
    const notes: string[] = [];
    const bytes = new Map<string, number>();
    for (const query of queries) {
      const answers = new Map<Kind, string>();
      for (const kind of kinds) {
        const reply = await post(query.targets[kind]);
        if (reply.status !== 200 || reply.body.includes('"errors"'))
          throw new Error(`${labels[kind]} on ${query.name}: ${reply.status} ${reply.body.slice(0, 400)}`);
        answers.set(kind, reply.body);
        bytes.set(`${query.name}/${kind}`, Buffer.byteLength(reply.body));
      }
      const parsed = (kind: Kind) => JSON.parse(answers.get(kind) ?? 'null') as unknown;
      const same = (kind: Kind) =>
        kind === 'postgraphile' || kind === 'ours-embedded'
          ? idsOf(parsed(kind)).join() === idsOf(parsed('bare')).join()
          : canonical(parsed(kind)) === canonical(parsed('bare'));
      notes.push(
        `${query.name}: ${idsOf(parsed('bare')).length} ids; against the bare handler's answer ` +
          kinds
            .filter((kind) => kind !== 'bare')
            .map((kind) => `${labels[kind]} ${same(kind) ? 'same' : 'DIFFERS'}`)
            .join(', '),
      );
    }

    databaseCpu = await DatabaseCpu.connect(postgresUrl);
    const runs = new Map<string, Run[]>();
    const key = (query: Query, connections: number, kind: Kind) => `${query.name}@${connections}/${kind}`;
    // One pass unmeasured first, every target on every query: a run's own warm-up is short, and round 1 timed the
    // optimising compiler at work on whichever query came first (ours' first query read 0.30-0.38x in round 1 and
    // 0.58-0.70x in the rounds after it, the bare handler's little code being warm at once).
    process.stdout.write(`   warming every target on every query (${firstWarmupMs / 1000} s each) ...`);
    for (const query of queries)
      for (const kind of kinds) await runLoad(query.targets[kind], connectionCounts[0], firstWarmupMs, 0);
    console.log(' done');
    let block = 0;
    for (let round = 0; round < rounds; round += 1) {
      process.stdout.write(`   round ${round + 1} of ${rounds} ...`);
      for (const query of queries)
        for (const connections of connectionCounts) {
          const offset = block % kinds.length;
          block += 1;
          for (const kind of [...kinds.slice(offset), ...kinds.slice(0, offset)]) {
            const { pid } = processes[kind];
            const nodeBefore = cpuMs(pid);
            const databaseBefore = await databaseCpu.snapshot();
            const result = await runLoad(query.targets[kind], connections, seconds * 1000, warmupMs);
            const nodeUsed = cpuMs(pid) - nodeBefore;
            const databaseUsed = await databaseCpu.since(databaseBefore);
            const served = result.requests + result.warmupRequests + result.errors;
            const list = runs.get(key(query, connections, kind)) ?? [];
            list.push({
              result,
              nodeCpuPerRequest: nodeUsed / served,
              databaseCpuPerRequest: kind === 'ours-embedded' ? NaN : databaseUsed / served,
              rssMb: rssMb(pid),
            });
            runs.set(key(query, connections, kind), list);
          }
        }
      console.log(' done');
    }

    console.log(
      `\n### Outside: ours against a bare handler and PostGraphile 5 (${rounds} interleaved rounds of ${seconds} s ` +
        `per run after ${warmupMs / 1000} s warm-up; medians of the rounds; node ${nodeArgs.join(' ') || 'with no flags'}` +
        `, ours embedded ${embeddedArgs.join(' ') || 'with no flags'}` +
        `${process.env.BENCH_NODE_FLAGS === undefined ? ", npm start's" : ' from BENCH_NODE_FLAGS'})`,
    );
    const goals: string[] = [];
    for (const query of queries) {
      const lines: string[][] = [];
      for (const connections of connectionCounts) {
        const bareRuns = runs.get(key(query, connections, 'bare')) ?? [];
        for (const kind of kinds) {
          const mine = runs.get(key(query, connections, kind)) ?? [];
          const total = (run: Run) =>
            run.nodeCpuPerRequest + (Number.isFinite(run.databaseCpuPerRequest) ? run.databaseCpuPerRequest : 0);
          const perRound = mine.map((run, i) => run.result.perSecond / bareRuns[i].result.perSecond);
          const cpuPerRound = mine.map((run, i) => total(run) / total(bareRuns[i]));
          lines.push([
            labels[kind],
            String(connections),
            fixed(median(mine.map((run) => run.result.perSecond))),
            fixed(median(mine.map((run) => run.result.p50)), 2),
            fixed(median(mine.map((run) => run.result.p99)), 2),
            fixed(median(mine.map((run) => run.nodeCpuPerRequest)), 2),
            fixed(median(mine.map((run) => run.databaseCpuPerRequest)), 2),
            String(bytes.get(`${query.name}/${kind}`) ?? '-'),
            fixed(median(mine.map((run) => run.rssMb)), 0),
            String(mine.reduce((sum, run) => sum + run.result.errors, 0)),
            kind === 'bare' ? '' : perRound.map((ratio) => fixed(ratio, 2)).join('/'),
            kind === 'bare' ? '' : `${fixed(median(cpuPerRound), 2)}x`,
          ]);
          const reqRatio = median(perRound);
          const cpuRatio = median(cpuPerRound);
          if (kind === 'ours')
            goals.push(
              `${query.name} @${connections}: ours (PostgreSQL) ${fixed(reqRatio, 2)}x the bare handler's req/s ` +
                `(>= 0.6: ${reqRatio >= 0.6 ? 'ok' : 'MISSED'}), ${fixed(cpuRatio, 2)}x its CPU per request ` +
                `(<= 2: ${cpuRatio <= 2 ? 'ok' : 'MISSED'})`,
            );
          if (kind === 'ours-embedded')
            goals.push(
              `${query.name} @${connections}: ours (EMBEDDED database) ${fixed(reqRatio, 2)}x the bare handler's ` +
                `req/s on PostgreSQL (>= 0.3: ${reqRatio >= 0.3 ? 'ok' : 'MISSED'})`,
            );
        }
      }
      console.log(`\n${query.name}`);
      console.log(
        table(
          [
            'target',
            'conns',
            'req/s',
            'p50 ms',
            'p99 ms',
            'node CPU ms/req',
            'DB CPU ms/req',
            'bytes',
            'RSS MB',
            'errors',
            'x bare req/s, per round',
            'x bare CPU',
          ],
          lines,
        ),
      );
    }
    console.log(
      '\n(node CPU: the target process, /proc/<pid>/stat; DB CPU: the PostgreSQL backends of the bench database, ' +
        'by pid from pg_stat_activity, none for the embedded one, whose database runs in the node process; ' +
        "x bare CPU: node + database CPU per request over the bare handler's, median of the rounds; RSS after each run)",
    );
    console.log(
      '\nGoals (issue 28; the embedded lines compare ours on the EMBEDDED database with the bare handler on PostgreSQL):',
    );
    for (const goal of goals) console.log(`- ${goal}`);
    console.log('\nNotes:');
    for (const note of [
      ...notes,
      'ours: server/main.ts bundled as `npm start` bundles it, run by plain node with the environment and flags ' +
        'of `npm start` (the web app is not built: the GraphQL path does not read it), each database with the same rows, signed in as the teacher and ' +
        'the admin through its own signIn',
      'bare handler: node:http + pg in its own process (bundled, plain node, the same flags), a pool of 10, one ' +
        'named prepared statement per query that builds the whole answer as JSON text, written as it comes; no ' +
        "token, no access check (the teacher's ids come in the body)",
      "PostGraphile 5: amber preset over views of the same rows and one function per read (shop: each table's " +
        "first rows merged; calendar: the teacher's window; admin: the default order, files and videos as computed " +
        'columns, total as totalCount); run under tsx; names aliased to ours where GraphQL allows',
      `the calendar asks the app's year window (yearWindow); the teacher has ${weekOfLessons} lessons in this week, ` +
        "among 20,000 other teachers' activities",
      `bench took ${fixed((performance.now() - started) / 1000, 0)} s`,
    ])
      console.log(`- ${note}`);
  } finally {
    await databaseCpu?.close();
    for (const serving of servings.reverse()) await serving.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone (node --import tsx scripts/bench/outside.ts), e.g. in a checkout of an earlier commit for the figures before.
if (import.meta.url === `file://${process.argv[1]}`)
  await benchOutside(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench');
