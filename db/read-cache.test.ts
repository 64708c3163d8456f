/**
 * The catalogue's reads from memory on the embedded database (db/table-watch.ts, read-cache.ts): a read repeated
 * while its tables are unchanged runs no statement; any committed change to one of them, however it is made (a
 * statement, a transaction, a truncate, another table's trigger), is seen by the next read; what a transaction reads
 * is never kept; on PostgreSQL every read runs. Issue 28, point 3.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './connect.ts';
import { freshDatabase, dropDatabase } from './fresh-database.ts';
import { migrateToLatest } from './migrate.ts';
import { cachedRead, type CachedRead } from './read-cache.ts';
import { withStatementCount } from './statement-count.ts';

const products: CachedRead = { tables: ['product'], maxAgeMs: 60_000 };

const titles = (db: Database): CompiledQuery<{ title: string }> =>
  sql<{ title: string }>`select title from product where _deleted = false order by id`.compile(db);

/** The titles `db` answers, and how many statements answering took. */
async function read(db: Database, how: CachedRead = products) {
  const counted = withStatementCount(() => cachedRead(db, how, titles(db)));
  const result = await counted.result;
  return { titles: result.rows.map((row) => row.title), statements: counted.count() };
}

const insert = (db: Database, id: string, title: string) =>
  sql`insert into product (id, title, "_lastChangedAt") values (${id}, ${title}, 1)`.execute(db);

describe('on the embedded database', () => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'classroom-read-cache-'));
    handle = await openDatabase({ dataDir: dir });
    await migrateToLatest(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a repeated read from memory until its table changes, whatever changes it', async () => {
    const { db } = handle;
    await insert(db, 'p1', 'Fractions');
    expect(await read(db)).toEqual({ titles: ['Fractions'], statements: 1 });
    expect(await read(db)).toEqual({ titles: ['Fractions'], statements: 0 });

    await insert(db, 'p2', 'Decimals');
    expect(await read(db)).toEqual({ titles: ['Fractions', 'Decimals'], statements: 1 });

    await db.transaction().execute((trx) => sql`update product set title = 'Ratios' where id = 'p2'`.execute(trx));
    expect((await read(db)).titles).toEqual(['Fractions', 'Ratios']);

    // A product's content changes it through a trigger (its stored counts): still a change to the product.
    await read(db);
    await sql`insert into product_content (id, "productId", "fileKeys", "_lastChangedAt")
      values ('c1', 'p1', '["Products/p1/a.pdf"]', 1)`.execute(db);
    expect((await read(db)).statements).toBe(1);

    await sql`truncate product cascade`.execute(db);
    expect(await read(db)).toEqual({ titles: [], statements: 1 });
  });

  it('keeps what it read before a rolled-back change, and serves no answer older than asked', async () => {
    const { db } = handle;
    await insert(db, 'p3', 'Area');
    await read(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 'p4', 'Volume');
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(await read(db)).toEqual({ titles: ['Area'], statements: 0 });
    expect((await read(db, { ...products, maxAgeMs: 0 })).statements).toBe(1);
  });

  it('never keeps what a transaction reads, nor a read a commit overtook', async () => {
    const { db } = handle;
    await read(db);
    await db
      .transaction()
      .execute(async (trx) => {
        await insert(trx, 'p5', 'Perimeter');
        expect((await read(trx)).titles).toContain('Perimeter');
        expect((await read(trx)).statements).toBe(1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await read(db)).titles).not.toContain('Perimeter');

    // A read and a write sent together, in either order: the read after them sees the write.
    for (const [id, title] of [
      ['p6', 'Angles'],
      ['p7', 'Shapes'],
    ] as const) {
      await Promise.all([read(db), insert(db, id, title)]);
      expect((await read(db)).titles).toContain(title);
      await Promise.all([insert(db, `${id}x`, `${title} again`), read(db)]);
      expect((await read(db)).titles).toContain(`${title} again`);
    }
  });

  it('watches only the tables a read names', async () => {
    const { db } = handle;
    await read(db);
    await sql`insert into product_tag (id, name, "_lastChangedAt") values ('t1', 'Maths', 1)`.execute(db);
    expect((await read(db)).statements).toBe(0);
    expect((await read(db, { tables: ['product', 'product_tag'], maxAgeMs: 60_000 })).statements).toBe(1);
    await sql`update product_tag set name = 'Wiskunde'`.execute(db);
    expect((await read(db, { tables: ['product', 'product_tag'], maxAgeMs: 60_000 })).statements).toBe(1);
  });
});

describe('on PostgreSQL', () => {
  it('runs every read: other processes write too', async () => {
    // The machine's PostgreSQL, as the API tests on PostgreSQL use it: a database of this test's own beside it.
    const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const url = await freshDatabase(serverUrl, `_read_cache_${randomBytes(4).toString('hex')}`);
    const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      await migrateToLatest(handle.db);
      await insert(handle.db, 'p1', 'Fractions');
      expect((await read(handle.db)).statements).toBe(1);
      expect((await read(handle.db)).statements).toBe(1);
    } finally {
      await handle.close();
      await dropDatabase(serverUrl, url);
    }
  });
});
