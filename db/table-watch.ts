/**
 * Reads answered from memory on the embedded database until a table they read changes (issue 28, point 3).
 *
 * The embedded database is this process's alone (its data folder is locked, db/data-dir-lock.ts) and runs every
 * statement on its one session, in order. The watched tables' statement triggers (migration
 * 2026-11-29T0100_table_changes) NOTIFY `table_changes` with the table's name, which PostgreSQL delivers on commit,
 * before the commit's answer: so by the time any later statement answers, this process has heard of every commit
 * before it. A read keeps the tables' generations it started with and is kept only if they are the same when it has
 * answered (no commit came in between); a kept answer serves while they stay the same, and for `maxAgeMs` at most
 * (a statement that reads the clock, such as "published before now", is only as fresh as that).
 *
 * On PostgreSQL (other processes write too, and their notices arrive late) and inside a transaction (which may read
 * its own uncommitted writes) every read goes to the database.
 *
 * This file keeps the generations and the answers; read-cache.ts reads through them. It imports nothing of
 * connect.ts, which starts the watch for the embedded database.
 */
import type { QueryResult } from 'kysely';
import { LRUCache } from 'lru-cache';

export const tableChangesChannel = 'table_changes';

/** The tables whose changes are announced (their triggers are the migration's). */
export const watchedTables = ['product', 'product_bundle', 'product_category', 'product_tag'] as const;
export type WatchedTable = (typeof watchedTables)[number];

interface Kept {
  stamp: string;
  /** performance.now() when the read was sent: its answer is at least this fresh. */
  sentAt: number;
  result: QueryResult<unknown>;
  size: number;
}

/**
 * Answers kept per database: at most 500, 2 MB of their rows as JSON all told, none over 256 KB (a page of a
 * thousand products is read again), so that the kept answers stay a small part of the server's memory (point 5).
 */
export class TableWatch {
  private readonly generations = new Map<string, number>();
  /**
   * Goes up when changes may have gone unheard: a new connection of the pool (PGlite keeps its one session, and the
   * LISTEN with it, but nothing is lost by starting afresh). Every kept answer is then stale.
   */
  private epoch = 0;
  readonly kept = new LRUCache<string, Kept>({
    max: 500,
    maxSize: 2_000_000,
    maxEntrySize: 256_000,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });

  changed(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
  }

  forgetAll(): void {
    this.epoch += 1;
  }

  stamp(tables: readonly WatchedTable[]): string {
    return `${this.epoch}:${tables.map((table) => this.generations.get(table) ?? 0).join(':')}`;
  }
}

/** Keyed by the database object: a transaction is another object, so it is never watched. */
const watches = new WeakMap<object, TableWatch>();

/**
 * Answers `db`'s reads of watched tables from memory from now on. `listen` subscribes to the channel on the
 * database's session (PGlite's own listen: the one session every statement runs on).
 */
export async function watchTables(
  db: object,
  listen: (channel: string, heard: (table: string) => void) => Promise<unknown>,
): Promise<TableWatch> {
  const watch = new TableWatch();
  await listen(tableChangesChannel, (table) => watch.changed(table));
  watches.set(db, watch);
  return watch;
}

export function watchOf(db: object): TableWatch | undefined {
  return watches.get(db);
}
