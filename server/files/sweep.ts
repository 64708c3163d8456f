/**
 * The sweep of unsaved uploads (issue 14): a file uploaded from a dialog that was never saved is stored and
 * recorded but named by no record. Once a recorded file is a day old the sweep looks for its key in every table's
 * rows (thumbnails, content files, proofs of payment, images inside rich text, and whatever a later feature stores);
 * a file found nowhere leaves storage and the records, a file found is marked (referencedAt) and not looked at again.
 *
 * Looking everywhere instead of in a list of known columns means a new place that stores keys cannot lose its files
 * to the sweep. Any process may sweep, several at once: a file's record is deleted first, and only the process whose
 * delete took the record removes the file from storage.
 *
 * It also clears what a crash in the middle of a write left (issue 25): records still pending (the key claimed, the
 * write never confirmed: records.ts) and temporary files of the local disk storage (storage.ts), once 15 minutes
 * old, which no write in progress is.
 */
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import { mapInBatches } from './records.ts';

/** How long an upload may wait for the record that names it. */
export const unsavedUploadLifetimeMs = 24 * 60 * 60 * 1000;
/** How long a write may take before its pending record and temporary file count as left by a crash. */
export const interruptedWriteLifetimeMs = 15 * 60 * 1000;
/** Keys looked for in one pass (each pass reads every table once). */
const batchSize = 200;

/** Tables that never name a stored file the way a record does (bookkeeping, or the files themselves). */
const tablesWithoutReferences = new Set([
  'stored_file',
  'kysely_migration',
  'kysely_migration_lock',
  'idempotency_key',
]);

export interface SweepResult {
  /** Keys removed from storage and records. */
  removed: string[];
  /** Old files found in use and marked. */
  inUse: number;
  /** Keys whose write a crash interrupted: pending records removed, with whatever the storage holds under them. */
  interrupted: string[];
  /** Temporary files of interrupted writes removed (paths, local disk only). */
  partials: string[];
}

/** Removes the pending records and temporary files older than a write may take, and the files under those keys. */
export async function sweepInterruptedWrites(
  app: Pick<App, 'db' | 'files'>,
  now: Date,
): Promise<Pick<SweepResult, 'interrupted' | 'partials'>> {
  const cutoff = new Date(now.getTime() - interruptedWriteLifetimeMs);
  // Of two processes sweeping at once, the one whose delete returns a key removes that file.
  const deleted = await app.db
    .deleteFrom('stored_file')
    .where('pending', '=', true)
    .where('createdAt', '<', cutoff)
    .returning('key')
    .execute();
  const interrupted = deleted.map((row) => row.key);
  await mapInBatches(interrupted, 10, (key) => app.files.remove(key));
  const partials = (await app.files.removePartials?.(cutoff)) ?? [];
  return { interrupted, partials };
}

async function tablesToSearch(db: Database): Promise<string[]> {
  const result = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows.map((row) => row.name).filter((name) => !tablesWithoutReferences.has(name));
}

/** The keys that appear anywhere in a row of any table (a whole row as text: every column, JSON included). */
async function keysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of await tablesToSearch(db)) {
    const missing = keys.filter((key) => !found.has(key));
    if (missing.length === 0) break;
    const result = await sql<{ key: string }>`select candidate.key from unnest(${missing}::text[]) as candidate(key)
      where exists (select 1 from ${sql.table(table)} as item where strpos(item::text, candidate.key) > 0)`.execute(db);
    for (const row of result.rows) found.add(row.key);
  }
  return found;
}

/** One batch: the oldest unchecked files past their lifetime, looked for, then marked or removed from the records. */
async function sweepBatch(db: Database, now: Date): Promise<{ removed: string[]; inUse: number; more: boolean }> {
  const cutoff = new Date(now.getTime() - unsavedUploadLifetimeMs);
  const candidates = await db
    .selectFrom('stored_file')
    .select('key')
    .where('referencedAt', 'is', null)
    .where('pending', '=', false)
    .where('createdAt', '<', cutoff)
    .orderBy('createdAt')
    .orderBy('key')
    .limit(batchSize)
    .execute();
  const keys = candidates.map((row) => row.key);
  if (keys.length === 0) return { removed: [], inUse: 0, more: false };
  // Searched outside a transaction, so that other work goes on meanwhile (the embedded database has one connection).
  const used = await keysInUse(db, keys);
  const unused = keys.filter((key) => !used.has(key));
  const removed = await inTransaction(db, async (trx) => {
    if (used.size > 0)
      await trx
        .updateTable('stored_file')
        .set({ referencedAt: now })
        .where('key', 'in', [...used])
        .execute();
    if (unused.length === 0) return [];
    // Of two processes sweeping at once, the one whose delete returns a key removes that file.
    const deleted = await trx
      .deleteFrom('stored_file')
      .where('key', 'in', unused)
      .where('referencedAt', 'is', null)
      .where('createdAt', '<', cutoff)
      .returning('key')
      .execute();
    return deleted.map((row) => row.key);
  });
  return { removed, inUse: used.size, more: keys.length === batchSize };
}

/**
 * Removes the recorded files older than a day (at `now`) that no record names, from storage (local disk or S3,
 * through the storage interface) and from the records; and what interrupted writes left.
 */
export async function sweepUnsavedUploads(app: Pick<App, 'db' | 'files'>, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { removed: [], inUse: 0, ...(await sweepInterruptedWrites(app, now)) };
  for (;;) {
    const batch = await sweepBatch(app.db, now);
    // After the commit: a file whose record is gone is named by nothing and reachable by no one.
    await mapInBatches(batch.removed, 10, (key) => app.files.remove(key));
    result.removed.push(...batch.removed);
    result.inUse += batch.inUse;
    if (!batch.more) return result;
  }
}
