/**
 * One connection factory for both databases: embedded PGlite (kept in DATA_DIR) when DATABASE_URL is unset,
 * a PostgreSQL server through `pg` when it is set. Both go through Kysely's PostgresDialect and `pg`'s type
 * parsing, so queries and results are the same.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type LogEvent, type QueryResult, type RawBuilder, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { countStatement } from './statement-count.ts';

// DATE stays 'YYYY-MM-DD'; bigint and numeric become numbers (ms timestamps, money).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = Kysely<DB>;

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (a mutation sent with an
 * Idempotency-Key runs whole in one transaction with its key; Kysely does not nest transactions).
 */
export function inTransaction<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- isTransaction: Kysely built it as one
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

function log(event: LogEvent): void {
  if (event.level === 'query') countStatement();
}

/**
 * Statement texts sent as named prepared statements, which the database parses and plans once per connection
 * instead of on every request. Only those run through executePrepared, and at most `preparedLimit` texts: a
 * statement shaped by requests (the shop page follows the fields asked for) cannot fill the database's memory.
 */
const preparedNames = new Map<string, string>();
const preparedLimit = 100;

export function executePrepared<R>(db: Database, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const compiled = query.compile(db);
  if (!preparedNames.has(compiled.sql) && preparedNames.size < preparedLimit)
    preparedNames.set(compiled.sql, `prepared_${preparedNames.size}`);
  return db.executeQuery(compiled);
}

/** Kysely sends text and values; node-postgres prepares a statement when the query also has a name. */
function namePreparedStatements(client: pg.PoolClient): void {
  // Wrapping an overloaded method: the wrapper passes every call through, naming only known texts.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((first: unknown, ...rest: unknown[]) => {
    const name = typeof first === 'string' ? preparedNames.get(first) : undefined;
    return name ? query({ name, text: first, values: rest[0] }) : query(first, ...rest);
  }) as typeof client.query;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    pool.on('connect', namePreparedStatements);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // The search index's operator class (migration 2026-11-27T0100_search_trigram).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(options.dataDir);
  const pglite = await PGlite.create(dir, { postgresqlconf: embeddedSettings, extensions: { pg_trgm } });
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- PGlitePgConfig has fields only, no methods to lose
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  pool.on('connect', namePreparedStatements);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    kind: 'embedded',
    close: async () => {
      await db.destroy();
      await pglite.close();
      releaseLock();
    },
  };
}

/**
 * The embedded database lives in the server's own memory (PostgreSQL compiled to WebAssembly, whose memory never
 * shrinks): a 16 MB buffer cache instead of PostgreSQL's 128 MB keeps the server small; the operating system's
 * file cache still holds the data files.
 */
const embeddedSettings = [`shared_buffers = ${process.env.EMBEDDED_SHARED_BUFFERS ?? '16MB'}`];
