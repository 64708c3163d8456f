/**
 * One connection factory for both databases: embedded PGlite (kept in DATA_DIR) when DATABASE_URL is unset,
 * a PostgreSQL server through `pg` when it is set. Both go through Kysely's PostgresDialect and `pg`'s type
 * parsing, so queries and results are the same.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kysely,
  PostgresDialect,
  type CompiledQuery,
  type LogEvent,
  type QueryResult,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { ensureCluster } from './embedded-template.ts';
import { watchTables } from './table-watch.ts';
import { countStatement } from './statement-count.ts';
import { reportStatement, reportWarning } from './observers.ts';

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
  /** The connection pool now: connections open, idle among them, and requests waiting for one (metrics). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

function statsOf(pool: pg.Pool): () => PoolStats {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL's time limits (databaseTimeouts); the defaults when left out. */
  timeouts?: DatabaseTimeouts;
}

/**
 * How long a PostgreSQL connection may take before the database counts as away (docs/decisions.md, "The database
 * away"): a request then fails within seconds with SERVICE_UNAVAILABLE instead of hanging.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool (DB_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** One statement, ended by the database itself (DB_STATEMENT_TIMEOUT_MS). */
  statementMs: number;
  /** A transaction left open doing nothing, ended by the database (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionMs: number;
}

export function databaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const ms = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isFinite(number) && number > 0 ? number : fallback;
  };
  return {
    connectMs: ms(env.DB_CONNECT_TIMEOUT_MS, 3_000),
    statementMs: ms(env.DB_STATEMENT_TIMEOUT_MS, 30_000),
    idleInTransactionMs: ms(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
  };
}

/**
 * A statement the database does not answer (the network to it stalled: its own statement_timeout never arrives)
 * fails on our side this long after the database's own limit would have ended it.
 */
const readTimeoutMarginMs = 2_000;

/**
 * The pool's settings that keep a dead or stalled database from hanging requests or taking the process down: the
 * time limits, TCP keep-alive, and a pooled connection's errors handled (an idle connection the database ended
 * emits 'error' on the pool, which with no listener would end the process).
 */
function faultTolerantPool(config: pg.PoolConfig, timeouts: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.statementMs + readTimeoutMarginMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (error) => reportWarning('database: an idle connection failed and was dropped', error));
  pool.on('connect', (client) => {
    namePreparedStatements(client);
    dropWhenUnanswered(client);
  });
  return pool;
}

/**
 * A connection whose statement went unanswered is closed rather than reused: node-postgres leaves the statement in
 * flight, and every later statement on it would queue behind it. Closed, it leaves the pool when released.
 */
function dropWhenUnanswered(client: pg.PoolClient): void {
  // A connection that dies while checked out emits 'error' with no pool listener attached: unheard, that would end
  // the process. Its statement in flight fails with the same error, which is answered as the database being away.
  client.on('error', () => undefined);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    return result;
  }) as typeof client.query;
}

function log(event: LogEvent): void {
  if (event.level === 'query') countStatement();
  reportStatement(event);
}

/**
 * Statement texts sent as named prepared statements, which the database parses and plans once per connection
 * instead of on every request. Only those run through executePrepared, and at most `preparedLimit` texts: a
 * statement shaped by requests (the shop page follows the fields asked for) cannot fill the database's memory.
 */
const preparedNames = new Map<string, string>();
const preparedLimit = 100;

export function executePrepared<R>(db: Database, query: RawBuilder<R> | CompiledQuery<R>): Promise<QueryResult<R>> {
  const compiled = 'compile' in query ? query.compile(db) : query;
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
    const pool = faultTolerantPool(
      { connectionString: options.databaseUrl, max: options.maxConnections ?? 10 },
      options.timeouts ?? databaseTimeouts(),
    );
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: 'postgres', poolStats: statsOf(pool), close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // The search index's operator class (migration 2026-11-27T0100_search_trigram).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = lockDataDir(options.dataDir);
  try {
    await ensureCluster(dir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const pglite = await PGlite.create(dir, { postgresqlconf: embeddedSettings, extensions: { pg_trgm } });
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- PGlitePgConfig has fields only, no methods to lose
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  pool.on('error', (error) => reportWarning('embedded database: connection error', error));
  pool.on('connect', namePreparedStatements);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  // The catalogue's reads from memory while its tables are unchanged (table-watch.ts): PGlite's own LISTEN is on
  // the one session every connection of the pool shares.
  const watch = await watchTables(db, (channel, heard) => pglite.listen(channel, heard));
  pool.on('connect', () => watch.forgetAll());
  return {
    db,
    kind: 'embedded',
    poolStats: statsOf(pool),
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
