/**
 * The search box with few or no matches (issue 16): for 1,000, 20,000 and 100,000 products, the shop page's
 * statement and the admin products table's, each with a search that matches nothing and one that matches five
 * products, timed in this process directly on the database (median of 11 runs after two warm-ups), with the
 * buffers the statement reads (EXPLAIN (ANALYZE, BUFFERS)): without the trigram index (what every search cost
 * before migration 2026-11-27T0100_search_trigram: every row read) and with it, on each database. Run alone with
 * `BENCH_ONLY=search npm run bench` (or `npx tsx scripts/bench/search.ts`); the PostgreSQL database is emptied
 * and filled (BENCH_DATABASE_URL; default postgres://postgres@127.0.0.1:5432/bench).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import * as searchTrigram from '../../db/migrations/2026-11-27T0100_search_trigram.ts';
import { adminList } from '../../server/catalogue/catalogue.repository.ts';
import { searchQuery, shopPageJson } from '../../server/shop/shop.repository.ts';
import type { RowShape } from '../../server/shop/shop.selection.ts';
import { resetPostgres } from './postgres.ts';

const sizes = [1_000, 20_000, 100_000];
const runs = 11;
/** In the titles of five products, whatever the size. */
const rareWord = 'zebra';
const searches = [
  { name: 'no match', text: 'zqxjw' },
  { name: `5 matches ("${rareWord} grade")`, text: `${rareWord} grade` },
];

/** Products as scripts/bench/products.ts makes them (published, on sale), numbered `from` to `to`; 1 to 5 have the rare word. */
async function load(db: Database, from: number, to: number): Promise<void> {
  await sql`insert into product (id, type, title, price, featured, ${sql.ref('eCommerceProduct')}, ${sql.ref('publishDate')},
      thumbnails, tags, ${sql.ref('searchField')}, ${sql.ref('_lastChangedAt')})
    select id, 'Product', title, 20 + g % 180 + 0.99, g % 25 = 0, true, now() - (1 + g % 700) * interval '1 day',
      jsonb_build_array('Products/' || id || '/1-a.jpg'), '[]'::jsonb, lower(title), 0
    from generate_series(${from}::int, ${to}::int) g,
      lateral (select 'bench-' || g as id,
        (array['Fun','Complete','Quick','Term 1','Term 2','Illustrated','Printable','Bilingual'])[1 + g % 8] || ' ' ||
        (array['Mathematics','English','Natural Sciences','History','Geography','Afrikaans'])[1 + g % 6] || ' ' ||
        (array['Worksheet','Assessment','Lesson Plan','Workbook','Poster Set','Revision Pack'])[1 + (g / 7) % 6] ||
        ' Grade ' || (g % 9) || case when g <= 5 then ${` ${rareWord}`} else '' end ||
        ' #' || g as title) t`.execute(db);
}

/** Each statement `work` runs, compiled as it was sent. */
async function statementsOf(db: Database, work: (db: Database) => Promise<unknown>): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(db.withPlugin(capture));
  return statements;
}

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

/** Shared buffers (hit or read) the statements' plans touched when run. */
async function buffersOf(db: Database, statements: readonly CompiledQuery[]): Promise<number> {
  let buffers = 0;
  for (const statement of statements) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${statement.sql}`, [...statement.parameters]),
    );
    const plan = rows[0]['QUERY PLAN'][0].Plan;
    buffers += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  }
  return buffers;
}

async function medianMs(work: () => Promise<unknown>): Promise<number> {
  await work();
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const cardShape: RowShape = { columns: ['id', 'title', 'price', 'thumbnails'], timestamps: new Set(), relations: [] };

/** The two searches the issue names: the shop page (products and bundles) and the admin products table. */
const lists = [
  {
    name: 'shop page',
    run: (db: Database, text: string) =>
      shopPageJson(db, searchQuery(text, 50), { Product: cardShape, ProductBundle: cardShape }),
  },
  {
    name: 'admin products',
    run: (db: Database, text: string) => adminList(db, 'product', { filter: { search: text }, page: 1, limit: 10 }),
  },
];

interface Measure {
  list: string;
  search: string;
  size: number;
  indexed: boolean;
  ms: number;
  buffers: number;
}

async function measureAll(db: Database, size: number, indexed: boolean): Promise<Measure[]> {
  const measures: Measure[] = [];
  for (const list of lists) {
    for (const search of searches) {
      const run = (on: Database) => list.run(on, search.text);
      const buffers = await buffersOf(db, await statementsOf(db, run));
      measures.push({
        list: list.name,
        search: search.name,
        size,
        indexed,
        ms: await medianMs(() => run(db)),
        buffers,
      });
    }
  }
  return measures;
}

/**
 * One database grown through the sizes. At each, without the index, then with it in a new session: the session's
 * prepared statements remember the costs of their earlier plans, and the cost of whole-table reads would make
 * them settle on a generic plan, which the server's sessions, having the index from the start, do not.
 */
async function benchOne(open: () => Promise<DatabaseHandle>): Promise<Measure[]> {
  const measures: Measure[] = [];
  let loaded = 0;
  for (const size of sizes) {
    const unindexed = await open();
    try {
      if (loaded === 0) await migrateToLatest(unindexed.db);
      await searchTrigram.down(unindexed.db);
      await load(unindexed.db, loaded + 1, size);
      loaded = size;
      await sql`analyze product`.execute(unindexed.db);
      measures.push(...(await measureAll(unindexed.db, size, false)));
      await searchTrigram.up(unindexed.db);
      await sql`analyze product`.execute(unindexed.db);
    } finally {
      await unindexed.close();
    }
    const indexed = await open();
    try {
      measures.push(...(await measureAll(indexed.db, size, true)));
    } finally {
      await indexed.close();
    }
  }
  return measures;
}

function print(name: string, measures: Measure[]): void {
  console.log(`\n### ${name}: median ms (buffers) without the trigram index → with it`);
  const header = ['list', 'search', ...sizes.map((size) => `${size.toLocaleString('en')} products`)];
  const lines = lists.flatMap((list) =>
    searches.map((search) => {
      const cells = sizes.map((size) => {
        const [before, after] = [false, true].map((indexed) =>
          measures.find(
            (m) => m.list === list.name && m.search === search.name && m.size === size && m.indexed === indexed,
          ),
        );
        const cell = (m: Measure | undefined) => (m ? `${m.ms.toFixed(2)} (${m.buffers})` : '-');
        return `${cell(before)} → ${cell(after)}`;
      });
      return [list.name, search.name, ...cells];
    }),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log([format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n'));
}

/** `database`: one of them only; `postgresUrl`: the PostgreSQL database to empty and fill. */
export async function benchSearch(database: 'embedded' | 'postgres' | undefined, postgresUrl: string): Promise<void> {
  const started = performance.now();
  console.log(
    `\n# Search with few or no matches (${sizes.map((size) => size.toLocaleString('en')).join(', ')} products)`,
  );
  if (database !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
    try {
      const measures = await benchOne(() => openDatabase({ dataDir }));
      print('embedded (PGlite)', measures);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (database !== 'embedded') {
    try {
      await resetPostgres(postgresUrl);
      const measures = await benchOne(() => openDatabase({ databaseUrl: postgresUrl, dataDir: '', maxConnections: 1 }));
      print(`PostgreSQL (${new URL(postgresUrl).host})`, measures);
    } catch (error) {
      console.error(`\nPostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`(search bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSearch(undefined, process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench');
}
