/**
 * Backups (issue 14): a database with the demo data, its stored files, a paid order (its revenue rows written by a
 * trigger) and order history (a sequence), backed up and restored into an empty data directory (embedded) or an
 * empty database (with DATABASE_URL: fresh `<name>_backup_from` and `<name>_backup_to` databases beside it). Every
 * table has its rows back, records compare equal, every file its bytes; the server starts on the restored database.
 */
import { issueInvoicesOfNewOrders } from '../../server/orders/documents.service.ts';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { freshDatabase as freshDatabaseBeside, dropDatabase } from '../fresh-database.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemo } from '../seed/demo.ts';
import { insertModelRows } from '../seed/rows.ts';
import { readArchive } from './archive.ts';
import { backUp } from './backup.ts';
import type { Location } from './location.ts';
import { restore } from './restore.ts';
import { countRows, tablesInLoadOrder } from './tables.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const root = mkdtempSync(join(tmpdir(), 'classroom-backup-'));
const file = join(root, 'backup.tar.gz');
const env = { FILE_STORAGE: 'local' };
let from: Location;
let to: Location;
const databasesMade: string[] = [];

/** A new, empty database beside DATABASE_URL's, dropped again after the tests. */
async function freshDatabase(url: string, suffix: string): Promise<string> {
  const made = await freshDatabaseBeside(url, `_${suffix}`);
  databasesMade.push(made);
  return made;
}

async function location(name: string): Promise<Location> {
  const dataDir = join(root, name);
  mkdirSync(dataDir);
  return { dataDir, env, databaseUrl: databaseUrl && (await freshDatabase(databaseUrl, `backup_${name}`)) };
}

async function open(place: Location): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, maxConnections: 1 });
}

async function withDatabase<T>(place: Location, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await open(place);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Order history and a paid order: a sequence to continue, and its tax invoice with its stored PDF (bytes). */
async function addOrder(db: Database): Promise<void> {
  const [orderId] = await insertModelRows(db, 'teacher_products_order', [
    {
      orderID: '261126-10000001',
      orderStatus: 'PAID',
      orderPaymentMethod: 'EFT',
      orderDateTime: new Date('2026-11-26T08:00:00.000Z'),
      orderProducts: [{ id: 'p1', title: 'Worksheet', price: 115.5, discountPercentage: 0, physical: false }],
      orderTotal: 115.5,
      orderVAT: 15.07,
    },
  ]);
  for (const change of ['created', 'paid'])
    await db
      .insertInto('order_event')
      .values({
        id: randomUUID(),
        orderId,
        actor: 'admin@example.com',
        actorKind: 'admin',
        source: 'test',
        changes: JSON.stringify({ change }),
      })
      .execute();
  const order = await db.selectFrom('teacher_products_order').selectAll().where('id', '=', orderId).execute();
  await issueInvoicesOfNewOrders(db, order);
  await db
    .updateTable('order_document')
    .set({ pdf: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]) })
    .where('orderId', '=', orderId)
    .execute();
}

/** Every stored file under a files folder, by key, with its bytes. */
function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path), readFileSync(path));
  }
  return files;
}

interface Contents {
  /** Every table's row count. */
  counts: Record<string, number>;
  /** Whole rows of a few tables, as PostgreSQL prints them, in key order. */
  records: Record<string, string[]>;
}

async function contents(db: Database): Promise<Contents> {
  const counts: Record<string, number> = {};
  for (const table of await tablesInLoadOrder(db)) counts[table] = await countRows(db, table);
  const keys = {
    account: 'id',
    product: 'id',
    stored_file: 'key',
    order_document: 'number',
    order_event: 'seq',
    kysely_migration: 'name',
  };
  const records: Record<string, string[]> = {};
  for (const [table, key] of Object.entries(keys)) {
    const rows = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(table)} t
      order by ${sql.raw(key)}`.execute(db);
    records[table] = rows.rows.map((row) => row.row);
  }
  return { counts, records };
}

/** What was backed up: the source database's contents and files. */
let source: Contents;
let sourceFiles: Map<string, Buffer>;

beforeAll(async () => {
  from = await location('from');
  to = await location('to');
  source = await withDatabase(from, async (db) => {
    await migrateToLatest(db);
    await seedDemo(db, { filesRoot: join(from.dataDir, 'files') });
    await addOrder(db);
    return contents(db);
  });
  sourceFiles = filesUnder(join(from.dataDir, 'files'));
  await backUp({ ...from, file });
}, 180_000);

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  if (!databaseUrl) return;
  for (const made of databasesMade) await dropDatabase(databaseUrl, made);
}, 60_000);

describe(`npm run db:backup and db:restore (${databaseUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  it('restores every record and every file into an empty database, and the server starts on it', async () => {
    const report = await restore({ ...to, file });
    expect(report.manifest.database).toBe(databaseUrl ? 'postgres' : 'embedded');

    expect(source.counts.product).toBeGreaterThan(20);
    expect(source.counts.order_document).toBe(1);
    expect(sourceFiles.size).toBeGreaterThan(20);
    expect(filesUnder(join(to.dataDir, 'files'))).toEqual(sourceFiles);

    await withDatabase(to, async (db) => {
      expect(await contents(db)).toEqual(source);
      // No migration is left to apply, and the order history's sequence goes on past the restored rows.
      expect(await migrateToLatest(db)).toEqual([]);
      await addOrder(db);
      const restoredSeqs = source.records.order_event.map((row) => (JSON.parse(row) as { seq: number }).seq);
      const added = await db.selectFrom('order_event').select('seq').orderBy('seq', 'desc').limit(2).execute();
      expect(Math.min(...added.map((row) => row.seq))).toBeGreaterThan(Math.max(...restoredSeqs));
    });

    const server = await startServer(
      readConfig({ ...process.env, DATA_DIR: to.dataDir, DATABASE_URL: to.databaseUrl ?? '', PORT: '0', ...env }),
    );
    try {
      const signIn = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation { signIn(email: "teacher@example.com", password: "Password1!") { user { email } } }',
        }),
      });
      expect(await signIn.json()).toEqual({ data: { signIn: { user: { email: 'teacher@example.com' } } } });
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a database or data directory that is not empty, unless forced', async () => {
    const used = await location('used');
    mkdirSync(join(used.dataDir, 'files'));
    writeFileSync(join(used.dataDir, 'files', 'left-over.txt'), 'someone else’s file');
    await expect(restore({ ...used, file })).rejects.toThrow(/is not empty: restore into an empty one, or add --force/);

    await restore({ ...used, file, force: true });
    expect(filesUnder(join(used.dataDir, 'files')).has('left-over.txt')).toBe(false);
    expect(await withDatabase(used, async (db) => (await contents(db)).counts)).toEqual(source.counts);
  }, 120_000);

  it("with FILE_STORAGE=s3 keeps the stored files' keys, not the files (the bucket is backed up by its own means)", async () => {
    const s3File = join(root, 's3-backup.tar.gz');
    const s3 = {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    await backUp({ ...from, env: s3, file: s3File });
    const names: string[] = [];
    let keys = '';
    for await (const entry of readArchive(s3File)) {
      names.push(entry.name);
      if (entry.name === 'file-keys.txt') keys = entry.content.toString('utf8');
    }
    expect(names.filter((name) => name.startsWith('files/'))).toEqual([]);
    const stored = source.records.stored_file.map((row) => (JSON.parse(row) as { key: string }).key);
    expect(stored.length).toBeGreaterThan(20);
    expect(keys).toBe(stored.map((key) => `${key}\n`).join(''));
  }, 60_000);

  it('says to stop the server while one holds the embedded database', async () => {
    const held = join(root, 'held');
    mkdirSync(held);
    // A live process other than this one owns the data directory, as a running server does.
    writeFileSync(join(held, 'pglite.pid'), String(process.ppid));
    await expect(restore({ dataDir: held, env, file })).rejects.toThrow(
      /is in use by process \d+\. Stop the server first/,
    );
  });
});
