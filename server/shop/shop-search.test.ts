/**
 * The search box over the catalogue (000 section 3; issue 16) on a real database (DATABASE_URL's PostgreSQL, else an
 * embedded one): a search with no matches is answered from the trigram index (migration
 * 2026-11-27T0100_search_trigram), in the shop and in the admin products table, instead of reading every product;
 * and every word still matches as a plain substring, however short, LIKE's own characters included.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql, type Insertable, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Product } from '../../db/types.ts';
import { adminList } from '../catalogue/catalogue.repository.ts';
import { searchQuery, shopPageJson, type ShopQuery } from './shop.repository.ts';
import type { RowShape, ShopShapes } from './shop.selection.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-search-'));
let handle: DatabaseHandle;
/** This run's products carry its mark, so that on a shared PostgreSQL database only they are counted. */
const run = `r${randomUUID().slice(0, 8)}`;
/** Enough products that reading them all costs more than the index would. */
const filler = 3000;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
  const titles = [
    ...Array.from({ length: filler }, (_, i) => `${run} Grade ${i % 9} Mathematics Worksheet ${i}`),
    `${run} 100% fun_pack`,
    `${run} 100 percent fun pack`,
    `${run} back\\slash`,
  ];
  const rows = titles.map((title, i): Insertable<Product> => ({
    id: `${run}-${i}`,
    type: 'Product',
    title,
    price: 10,
    eCommerceProduct: true,
    publishDate: new Date(Date.now() - 86_400_000),
    thumbnails: JSON.stringify([`Products/${run}-${i}/1.jpg`]),
    searchField: title.toLowerCase(),
    _lastChangedAt: Date.now(),
  }));
  for (let start = 0; start < rows.length; start += 2000)
    await handle.db
      .insertInto('product')
      .values(rows.slice(start, start + 2000))
      .execute();
  await sql`analyze product`.execute(handle.db);
}, 120_000);

afterAll(async () => {
  await sql`delete from product where id like ${`${run}-%`}`.execute(handle.db);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const shopQuery = (search: string): ShopQuery => searchQuery(search, 50);

/** The plans PostgreSQL chose for each statement `work` runs (EXPLAIN with the same parameters), as JSON text. */
async function plansOf(work: (db: Database) => Promise<unknown>): Promise<string[]> {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(handle.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(handle.db.withPlugin(capture));
  const plans: string[] = [];
  for (const statement of statements) {
    const explained = await handle.db.executeQuery(
      CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
    );
    plans.push(JSON.stringify(explained.rows));
  }
  return plans;
}

const titleOnly: RowShape = { columns: ['title'], timestamps: new Set(), relations: [] };
const shapes: ShopShapes = { Product: titleOnly, ProductBundle: titleOnly };

async function shopTitles(search: string): Promise<string[]> {
  const page = await shopPageJson(handle.db, shopQuery(`${run} ${search}`), shapes);
  return (JSON.parse(page.items) as { title: string }[]).map((item) => item.title).sort();
}

describe('the catalogue search', () => {
  it('answers a search with no matches from the trigram index in the shop', async () => {
    const plans = await plansOf((db) => shopPageJson(db, shopQuery('zqxjw'), shapes));
    expect(plans.join('\n')).toContain('product_search_trgm_idx');
  });

  it('answers a search with no matches from the trigram index in the admin products table', async () => {
    const plans = await plansOf((db) => adminList(db, 'product', { filter: { search: 'zqxjw' } }));
    expect(plans.join('\n')).toContain('product_search_trgm_idx');
  });

  it('matches every word as a substring, short words and LIKE characters included', async () => {
    expect(await shopTitles('0%')).toEqual([`${run} 100% fun_pack`]);
    expect(await shopTitles('_')).toEqual([`${run} 100% fun_pack`]);
    expect(await shopTitles('fun_')).toEqual([`${run} 100% fun_pack`]);
    expect(await shopTitles('\\')).toEqual([`${run} back\\slash`]);
    expect(await shopTitles('FU 100')).toEqual([`${run} 100 percent fun pack`, `${run} 100% fun_pack`]);
    expect(await shopTitles('ack')).toEqual([
      `${run} 100 percent fun pack`,
      `${run} 100% fun_pack`,
      `${run} back\\slash`,
    ]);
    expect(await shopTitles('worksheet 1234')).toEqual([`${run} Grade 1 Mathematics Worksheet 1234`]);
    expect(await shopTitles('worksheet 1234 zq')).toEqual([]);
  });
});
