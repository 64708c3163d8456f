/**
 * Generates db/types.ts (Kysely table types) from a freshly migrated database: a throwaway database on the
 * local PostgreSQL server (CODEGEN_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

const adminUrl = process.env.CODEGEN_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `codegen_${process.pid}`;
const root = join(import.meta.dirname, '..');

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(handle.db);
  await handle.close();
  execFileSync(
    join(root, 'node_modules/.bin/kysely-codegen'),
    [
      '--dialect',
      'postgres',
      '--url',
      url.toString(),
      '--out-file',
      join(root, 'db/types.ts'),
      '--date-parser',
      'string',
      '--numeric-parser',
      'number',
      '--exclude-pattern',
      'kysely_*',
      '--type-mapping',
      JSON.stringify({ int8: 'number' }),
    ],
    { stdio: 'inherit' },
  );
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
