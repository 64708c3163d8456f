/**
 * The read checks subscriptions ask of every change: each subscriber asks whether it may read the changed row. One
 * by one they are a statement each (200 subscribers: 200 statements per change, through the same pool as the
 * writes); the checks asked of the same row in the same turn of the event loop go as one statement instead, one
 * branch per distinct read rule (as applied to its viewer), and each subscriber gets its own rule's answer.
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
  // Subscribers with the same rule and viewer (one teacher's several windows) share a branch.
  const branchOf = new Map<string, number>();
  const branches: RawBuilder<unknown>[] = [];
  const table = sql.table(row.table);
  const checkBranch = row.checks.map((check) => {
    const compiled = check.readable.compile(db);
    const key = JSON.stringify([compiled.sql, compiled.parameters]);
    let branch = branchOf.get(key);
    if (branch === undefined) {
      branch = branches.length;
      branchOf.set(key, branch);
      branches.push(
        sql`select ${branch}::int as branch from ${table} where ${sql.ref('id')} = ${row.id} and ${check.readable}`,
      );
    }
    return branch;
  });
  try {
    const result = await sql<{ branch: number }>`${sql.join(branches, sql` union all `)}`.execute(db);
    const readable = new Set(result.rows.map((answer) => answer.branch));
    row.checks.forEach((check, index) => check.resolve(readable.has(checkBranch[index])));
  } catch (error) {
    for (const check of row.checks) check.reject(error);
  }
}
