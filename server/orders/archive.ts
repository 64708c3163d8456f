/**
 * Archive of old orders (issue 10 point 11, 002 section 6: the original's cleanup tool, at most 1000 at a time):
 * orders dated before a day move to archived_teacher_products_order, or are deleted, in batches. Each batch is one
 * transaction (copy, remove and the 'archive' history events together), so a crash leaves every order in exactly
 * one table, and a second run finds nothing more to do. Without `apply` nothing is written: it reports what it would do.
 */
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import { systemFields } from '../models/declaration.ts';
import { archiveActor } from './order-history.ts';
import { orderModel } from './order.repository.ts';

export interface ArchiveOptions {
  /** YYYY-MM-DD: orders dated before this day (their order date, else their creation). */
  before: string;
  limit: number;
  delete: boolean;
  apply: boolean;
}

export interface ArchiveReport {
  /** Orders older than the day, before the run. */
  found: number;
  /** Orders moved (or deleted) by this run. */
  done: number;
  batches: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Columns of an order row, the same in both tables. */
const columns = [...Object.keys(systemFields), ...Object.keys(orderModel.fields), 'ownerId'];

export function checkArchiveOptions(options: ArchiveOptions): string | null {
  if (!dayPattern.test(options.before) || Number.isNaN(Date.parse(options.before)))
    return '--before must be a day, YYYY-MM-DD';
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 1000)
    return '--limit must be a whole number from 1 to 1000';
  return null;
}

const olderThan = (before: string) =>
  sql<boolean>`_deleted = false and coalesce(${sql.ref('orderDateTime')}, ${sql.ref('createdAt')}) < ${before}::date`;

/** Orders older than the day, by status. */
async function countOlder(db: Database, before: string): Promise<{ status: string; count: number }[]> {
  const result = await sql<{
    status: string;
    count: number;
  }>`select ${sql.ref('orderStatus')} as status, count(*)::int as count
    from teacher_products_order where ${olderThan(before)} group by ${sql.ref('orderStatus')} order by count desc, status`.execute(
    db,
  );
  return result.rows;
}

/** One batch in one transaction: the oldest orders, locked, copied (unless deleting), removed, and their events. */
async function runBatch(db: Database, options: ArchiveOptions): Promise<number> {
  return inTransaction(db, async (trx) => {
    const picked = await sql<{ id: string }>`select id from teacher_products_order where ${olderThan(options.before)}
      order by ${sql.ref('createdAt')}, id limit ${options.limit} for update skip locked`.execute(trx);
    const ids = picked.rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    const list = sql.join(columns.map((column) => sql.ref(column)));
    if (!options.delete) {
      // An archived row of the same id (made by hand) gives way to the order, the newer record.
      await sql`delete from archived_teacher_products_order where id = any(${ids}::text[])`.execute(trx);
      await sql`insert into archived_teacher_products_order (${list})
        select ${list} from teacher_products_order where id = any(${ids}::text[])`.execute(trx);
    }
    await sql`delete from teacher_products_order where id = any(${ids}::text[])`.execute(trx);
    const change = JSON.stringify([
      options.delete ? { field: 'deleted', from: false, to: true } : { field: 'archived', from: false, to: true },
    ]);
    await sql`insert into order_event (id, ${sql.ref('orderId')}, ${sql.ref('actorId')}, actor, ${sql.ref('actorKind')}, source, changes)
      select gen_random_uuid()::text, id, ${archiveActor.id}, ${archiveActor.display}, ${archiveActor.kind}, ${archiveActor.source}, ${change}::jsonb
      from unnest(${ids}::text[]) as id`.execute(trx);
    return ids.length;
  });
}

export async function archiveOrders(
  db: Database,
  options: ArchiveOptions,
  log: (line: string) => void = console.log,
): Promise<ArchiveReport> {
  const problem = checkArchiveOptions(options);
  if (problem) throw new Error(problem);
  const byStatus = await countOlder(db, options.before);
  const found = byStatus.reduce((sum, row) => sum + row.count, 0);
  const verb = options.delete ? 'delete' : 'move to the archive';
  if (!options.apply) {
    const batches = Math.ceil(found / options.limit);
    const statuses = byStatus.length > 0 ? ` (${byStatus.map((row) => `${row.status} ${row.count}`).join(', ')})` : '';
    log(
      `Dry run: would ${verb} ${found} order(s)${statuses} dated before ${options.before}, in ${batches} batch(es) of at most ${options.limit}. Add --apply to do it.`,
    );
    return { found, done: 0, batches: 0 };
  }
  let done = 0;
  let batches = 0;
  for (;;) {
    const count = await runBatch(db, options);
    if (count === 0) break;
    done += count;
    batches += 1;
    log(`Batch ${batches}: ${options.delete ? 'deleted' : 'archived'} ${count} order(s) (${done} of ${found}).`);
  }
  log(`Done: ${done} order(s) dated before ${options.before} ${options.delete ? 'deleted' : 'moved to the archive'}.`);
  return { found, done, batches };
}
