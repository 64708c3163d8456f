/**
 * The shop page statement (issue 16) on a real database (DATABASE_URL's PostgreSQL, else an embedded one): it
 * sends only the fields the request asks for, timestamps as the API shows them, and it is a prepared statement,
 * parsed and planned once per connection.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { shopPageJson, type ShopQuery } from './shop.repository.ts';
import { shopShapes, type ShopShapes } from './shop.selection.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-page-'));
let handle: DatabaseHandle;
/** This run's rows carry its mark (in ids and titles), so that on a shared database only they are listed. */
const run = `r${randomUUID().slice(0, 8)}`;
const published = new Date('2026-03-04T05:06:07.089Z');

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
  const system = { _lastChangedAt: Date.now() };
  await handle.db
    .insertInto('product_category')
    .values({ ...system, id: `${run}-cat`, name: 'Mathematics', slug: `${run}-maths` })
    .execute();
  await handle.db
    .insertInto('product_tag')
    .values([
      { ...system, id: `${run}-tag-a`, name: `${run} Printable` },
      { ...system, id: `${run}-tag-b`, name: `${run} CAPS` },
    ])
    .execute();
  const item = {
    ...system,
    price: 49.99,
    publishDate: published,
    thumbnails: JSON.stringify(['Products/x/1.jpg']),
    tags: JSON.stringify([`${run}-tag-b`, `${run}-tag-a`]),
    categoryId: `${run}-cat`,
    description: JSON.stringify([{ type: 'paragraph', children: [{ text: 'a long description' }] }]),
  };
  await handle.db
    .insertInto('product')
    .values({
      ...item,
      id: `${run}-p`,
      title: `${run} worksheet`,
      searchField: `${run} worksheet`,
      eCommerceProduct: true,
    })
    .execute();
  await handle.db
    .insertInto('product_bundle')
    .values({ ...item, id: `${run}-b`, title: `${run} bundle`, searchField: `${run} bundle`, products: '[]' })
    .execute();
}, 120_000);

afterAll(async () => {
  await sql`delete from product where id like ${`${run}-%`}`.execute(handle.db);
  await sql`delete from product_bundle where id like ${`${run}-%`}`.execute(handle.db);
  await sql`delete from product_tag where id like ${`${run}-%`}`.execute(handle.db);
  await sql`delete from product_category where id like ${`${run}-%`}`.execute(handle.db);
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The shapes the GraphQL path reads from this operation's shopItems field. */
function shapesOf(operation: string): ShopShapes {
  const document = parse(operation);
  const definition = document.definitions[0];
  if (definition.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  const field = definition.selectionSet.selections[0];
  if (field.kind !== Kind.FIELD) throw new Error('not a field');
  return shopShapes([field], {});
}

const query: ShopQuery = {
  words: [run.toLowerCase()],
  tagIds: [],
  categoryId: null,
  featuredOnly: false,
  kinds: ['Product', 'ProductBundle'],
  owned: null,
  limit: 10,
  offset: 0,
};

async function page(db: Database, shapes: ShopShapes) {
  const { items, more } = await shopPageJson(db, query, shapes);
  return { items: JSON.parse(items) as Record<string, unknown>[], more };
}

describe('the shop page statement', () => {
  it('sends only the fields asked of each kind, with the category and tags asked of them', async () => {
    const shapes = shapesOf(`{ shopItems { items {
      ... on Product { id publishDate category { name } productTags { id } }
      ... on ProductBundle { title }
    } } }`);
    const { items, more } = await page(handle.db, shapes);
    expect(more).toBe(false);
    expect(items).toEqual([
      {
        __typename: 'Product',
        id: `${run}-p`,
        publishDate: published.toISOString(),
        category: { name: 'Mathematics' },
        productTags: [{ id: `${run}-tag-b` }, { id: `${run}-tag-a` }],
      },
      // Published together: titles descending.
      { __typename: 'ProductBundle', title: `${run} bundle` },
    ]);
  });

  it('sends a relation it does not build by its key, for the relation to load', async () => {
    const shapes = shapesOf(`{ shopItems { items { ... on ProductBundle { id bundleProducts { id } } } } }`);
    const { items } = await page(handle.db, shapes);
    expect(items.find((item) => item.__typename === 'ProductBundle')).toEqual({
      __typename: 'ProductBundle',
      id: `${run}-b`,
      products: [],
    });
  });

  it('says more follow when one kind alone fills the page', async () => {
    // Products of their own mark, so that the other tests' rows do not count.
    const mark = `${run}q`;
    await handle.db
      .insertInto('product')
      .values(
        [1, 2].map((n) => ({
          _lastChangedAt: Date.now(),
          id: `${run}-q${n}`,
          title: `${mark} ${n}`,
          searchField: `${mark} ${n}`,
          publishDate: published,
          thumbnails: JSON.stringify(['Products/x/1.jpg']),
          eCommerceProduct: true,
        })),
      )
      .execute();
    const shapes = shapesOf(`{ shopItems { items { ... on Product { id } } } }`);
    const products = (limit: number) =>
      shopPageJson(handle.db, { ...query, words: [mark], kinds: ['Product'], limit }, shapes);
    expect((await products(1)).more).toBe(true);
    expect((await products(2)).more).toBe(false);
  });

  it('is prepared: parsed and planned once per connection, not on every request', async () => {
    // A field no other test here asks for, so that only this statement is listed.
    const shapes = shapesOf(`{ shopItems { items { ... on Product { sku } } } }`);
    // One connection, so that its own prepared statements are the ones listed.
    const prepared = await handle.db.connection().execute(async (connection) => {
      await page(connection, shapes);
      await page(connection, shapes);
      const result = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where statement like ${"%'sku'%"}`.execute(connection);
      return result.rows;
    });
    expect(prepared).toHaveLength(1);
  });
});
