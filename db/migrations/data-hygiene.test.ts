/**
 * Migration 2026-11-26T0610_data_hygiene on a database that holds tags differing only in case: they are merged into
 * the oldest, products and bundles carry the kept tag once, and the unique index then refuses another namesake.
 * Runs on a fresh embedded database, and on a throwaway `<name>_migration` database of DATABASE_URL's server.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { migrations } from './index.ts';

let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase();
}, 60_000);

afterAll(() => fresh?.close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

it('merges tags that differ only in case into the oldest, then keeps names unique', async () => {
  const migrator = new Migrator({ db: fresh.db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo('2026-11-26T0200_imports');
  expect(before.error).toBeUndefined();
  const db = fresh.db;
  for (const [id, name, minute] of [
    ['maths', 'Maths', 1],
    ['maths-lower', 'maths', 2],
    ['maths-spaced', ' MATHS ', 3],
    ['english', 'English', 4],
  ] as const) {
    await sql`insert into product_tag (id, name, "createdAt", "updatedAt", _version, _deleted, "_lastChangedAt")
      values (${id}, ${name}, ${at(minute)}, ${at(minute)}, 1, false, 1)`.execute(db);
  }
  const tagged = async (table: 'product' | 'product_bundle', id: string, tags: string[]) =>
    sql`insert into ${sql.table(table)} (id, title, tags, "createdAt", "updatedAt", _version, _deleted, "_lastChangedAt")
      values (${id}, ${id}, ${JSON.stringify(tags)}::jsonb, now(), now(), 1, false, 1)`.execute(db);
  await tagged('product', 'p1', ['english', 'maths-lower', 'maths', 'maths-spaced']);
  await tagged('product', 'p2', ['english']);
  await tagged('product_bundle', 'b1', ['maths-spaced']);

  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();

  const tags = await sql<{ id: string; _deleted: boolean; _version: number }>`select id, _deleted, _version
    from product_tag order by id`.execute(db);
  expect(tags.rows).toEqual([
    { id: 'english', _deleted: false, _version: 1 },
    { id: 'maths', _deleted: false, _version: 1 },
    { id: 'maths-lower', _deleted: true, _version: 2 },
    { id: 'maths-spaced', _deleted: true, _version: 2 },
  ]);
  const items = await sql<{ id: string; tags: string[]; _version: number }>`select id, tags, _version from product
    union all select id, tags, _version from product_bundle order by id`.execute(db);
  expect(items.rows).toEqual([
    { id: 'b1', tags: ['maths'], _version: 2 },
    { id: 'p1', tags: ['english', 'maths'], _version: 2 },
    { id: 'p2', tags: ['english'], _version: 1 },
  ]);

  await expect(
    sql`insert into product_tag (id, name, _version, _deleted, "_lastChangedAt") values ('again', 'mAtHs', 1, false, 1)`.execute(
      db,
    ),
  ).rejects.toMatchObject({ code: '23505', constraint: 'product_tag_name_idx' });
  // A deleted tag's name is free again.
  await sql`insert into product_tag (id, name, _version, _deleted, "_lastChangedAt") values ('gone', 'Gone', 1, true, 1),
    ('back', 'gone', 1, false, 1)`.execute(db);
}, 60_000);
