/**
 * For migration tests: an empty database, a fresh embedded one, or with DATABASE_URL a throwaway
 * `<name>_migration_<random>` database on that server (dropped again on close; tests may run side by side).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../connect.ts';

export interface FreshDatabase {
  db: Database;
  close(): Promise<void>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'classroom-migration-'));
  let throwaway: { admin: pg.Client; name: string } | null = null;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${url.pathname.slice(1)}_migration_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    throwaway = { admin, name };
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = await openDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  return {
    db: handle.db,
    async close() {
      await handle.close();
      if (throwaway) {
        await throwaway.admin.query(`drop database if exists ${throwaway.name}`);
        await throwaway.admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
