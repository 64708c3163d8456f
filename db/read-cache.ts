/**
 * Reads of the catalogue's tables answered from memory on the embedded database while the tables are unchanged
 * (db/table-watch.ts says when that holds); everywhere else, a prepared statement.
 */
import type { CompiledQuery, QueryResult } from 'kysely';
import { executePrepared, type Database } from './connect.ts';
import { watchOf, type WatchedTable } from './table-watch.ts';

export interface CachedRead {
  /** Every table the statement reads: a change to any of them is a new answer. */
  tables: readonly WatchedTable[];
  /** The longest an answer is kept, for statements whose answer also depends on the clock. */
  maxAgeMs: number;
}

/**
 * Runs `query` as a prepared statement, or answers it from memory on the embedded database (db/table-watch.ts).
 * The answer may be shared with other callers: read it, never change it.
 */
export async function cachedRead<R>(db: Database, read: CachedRead, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  const watch = watchOf(db);
  if (!watch) return executePrepared(db, query);
  const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
  const stamp = watch.stamp(read.tables);
  const now = performance.now();
  const hit = watch.kept.get(key);
  if (hit && hit.stamp === stamp && now - hit.sentAt < read.maxAgeMs) return hit.result as QueryResult<R>;
  const result = await executePrepared(db, query);
  if (watch.stamp(read.tables) === stamp) {
    watch.kept.set(key, { stamp, sentAt: now, result, size: JSON.stringify(result.rows).length });
  }
  return result;
}
