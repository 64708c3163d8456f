/**
 * The read checks subscriptions ask of every change: each subscriber asks whether it may read the changed row. One
 * by one they are a statement each (200 subscribers: 200 statements per change, through the same pool as the
 * writes); the checks asked of the same row in the same turn of the event loop go as one statement instead, one
 * branch per subscriber's read rule, and each subscriber gets its own branch's answer.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/connect.ts';

interface Check {
  readable: RawBuilder<boolean>;
  resolve: (readable: boolean) => void;
  reject: (error: unknown) => void;
}

interface RowChecks {
  table: string;
  id: string;
  checks: Check[];
}

/** Checks waiting for the next turn, per database handle and row. */
const waiting = new WeakMap<Database, Map<string, RowChecks>>();

/** Whether the row `id` of `table` (deleted or not) satisfies `readable`, asked together with the turn's others. */
export function rowSatisfies(db: Database, table: string, id: string, readable: RawBuilder<boolean>): Promise<boolean> {
  let byRow = waiting.get(db);
  if (!byRow) {
    byRow = new Map();
    waiting.set(db, byRow);
  }
  const rows = byRow;
  const key = `${table}:${id}`;
  let row = rows.get(key);
  if (!row) {
    const created: RowChecks = { table, id, checks: [] };
    rows.set(key, created);
    setImmediate(() => {
      rows.delete(key);
      void ask(db, created);
    });
    row = created;
  }
  const checks = row.checks;
  return new Promise((resolve, reject) => checks.push({ readable, resolve, reject }));
}

async function ask(db: Database, row: RowChecks): Promise<void> {
  const table = sql.table(row.table);
  const branches = row.checks.map(
    (check, index) =>
      sql`select ${index}::int as branch from ${table} where ${sql.ref('id')} = ${row.id} and ${check.readable}`,
  );
  try {
    const result = await sql<{ branch: number }>`${sql.join(branches, sql` union all `)}`.execute(db);
    const readable = new Set(result.rows.map((answer) => answer.branch));
    row.checks.forEach((check, index) => check.resolve(readable.has(index)));
  } catch (error) {
    for (const check of row.checks) check.reject(error);
  }
}
