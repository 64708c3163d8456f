/**
 * Migration 2026-11-29T0200_product_live_count: the number of live products kept as it changes equals a count of
 * them after every kind of write (several rows at once, a soft delete and its undoing, a hard delete, a truncate, a
 * rolled-back transaction, two transactions side by side) and after compacting. Runs on a fresh embedded database,
 * and on a throwaway database of DATABASE_URL's server.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../connect.ts';
import { dropDatabase, freshDatabase as throwawayDatabase } from '../fresh-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { compactLiveCount } from '../../server/catalogue/catalogue.repository.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { migrations } from './index.ts';

let fresh: FreshDatabase;
let migrator: Migrator;

beforeAll(async () => {
  fresh = await freshDatabase();
  migrator = new Migrator({ db: fresh.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026-11-29T0100_table_changes')).error).toBeUndefined();
}, 60_000);

afterAll(() => fresh?.close());

const insert = (db: Database, ids: string[], deleted = false) =>
  sql`insert into product (id, title, "_lastChangedAt", _deleted)
    select id, 'A product', 1, ${deleted} from unnest(${ids}::text[]) as id`.execute(db);

/** The kept number and a count, side by side. */
async function numbers(db: Database) {
  const { rows } = await sql<{ kept: number; counted: number }>`select
    (select coalesce(sum(delta), 0)::int from product_live_count) as kept,
    (select count(*)::int from product where _deleted = false) as counted`.execute(db);
  return rows[0];
}

it('keeps the number of live products through every kind of write', async () => {
  const db = fresh.db;
  await insert(db, ['before-1', 'before-2']);
  await insert(db, ['before-gone'], true);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await numbers(db)).toEqual({ kept: 2, counted: 2 });

  await insert(db, ['a', 'b', 'c', 'd']);
  await insert(db, ['gone'], true);
  expect(await numbers(db)).toEqual({ kept: 6, counted: 6 });

  await sql`update product set _deleted = true where id in ('a', 'b')`.execute(db);
  await sql`update product set title = 'Renamed'`.execute(db);
  expect(await numbers(db)).toEqual({ kept: 4, counted: 4 });
  await sql`update product set _deleted = not _deleted where id in ('a', 'c')`.execute(db);
  expect(await numbers(db)).toEqual({ kept: 4, counted: 4 });

  await sql`delete from product where id in ('a', 'b', 'gone')`.execute(db);
  expect(await numbers(db)).toEqual({ kept: 3, counted: 3 });

  await expect(
    db.transaction().execute(async (trx) => {
      await insert(trx, ['rolled-back']);
      throw new Error('the import failed');
    }),
  ).rejects.toThrow('the import failed');
  expect(await numbers(db)).toEqual({ kept: 3, counted: 3 });

  // Compacting leaves one row with the sum.
  await compactLiveCount(db);
  expect(await numbers(db)).toEqual({ kept: 3, counted: 3 });
  const { rows } = await sql<{ rows: number }>`select count(*)::int as rows from product_live_count`.execute(db);
  expect(rows[0].rows).toBe(1);

  await sql`truncate product cascade`.execute(db);
  expect(await numbers(db)).toEqual({ kept: 0, counted: 0 });
  await insert(db, ['after']);
  expect(await numbers(db)).toEqual({ kept: 1, counted: 1 });
});

// Side by side needs connections of their own: PostgreSQL's (the embedded database has one session), as the API
// tests on PostgreSQL use it, in a database of this test's own.
it('holds for transactions side by side and compactions between them, on PostgreSQL', async () => {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = await throwawayDatabase(serverUrl, `_live_count_${randomBytes(4).toString('hex')}`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await insert(db, ['kept']);
    let releaseFirst: () => void = () => undefined;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = db.transaction().execute(async (trx) => {
      await insert(trx, ['one-1', 'one-2']);
      await sql`update product set _deleted = true where id = 'one-1'`.execute(trx);
      await firstMayCommit;
    });
    const second = db.transaction().execute(async (trx) => {
      await insert(trx, ['two-1']);
      await compactLiveCount(trx);
    });
    await second;
    // A compaction while the first is still open: it folds what it sees and leaves the first one's row alone.
    await compactLiveCount(db);
    expect(await numbers(db)).toEqual({ kept: 2, counted: 2 });
    releaseFirst();
    await first;
    await Promise.all([compactLiveCount(db), compactLiveCount(db)]);
    expect(await numbers(db)).toEqual({ kept: 3, counted: 3 });
  } finally {
    await handle.close();
    await dropDatabase(serverUrl, url);
  }
});
