/** SQL of the order history: events are written with the order's own write, on the same transaction. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { orderChanges, type FieldChange, type OrderActor } from './order-history.ts';

export interface OrderEventRow {
  id: string;
  orderId: string;
  at: Date;
  actorId: string | null;
  actor: string;
  actorKind: string;
  source: string;
  changes: FieldChange[];
}

export async function recordOrderEvent(
  db: Database,
  orderId: string,
  actor: OrderActor,
  changes: FieldChange[],
): Promise<void> {
  await db
    .insertInto('order_event')
    .values({
      id: randomUUID(),
      orderId,
      actorId: actor.id,
      actor: actor.display,
      actorKind: actor.kind,
      source: actor.source,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/**
 * Adds changes that follow from a write (the documents it issued) to that write's own event, the order's newest one
 * written in this transaction `db`; a new event of `actor` when the write recorded none.
 */
export async function addToWriteEvent(
  db: Database,
  orderId: string,
  actor: OrderActor,
  changes: FieldChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const updated = await sql`update order_event set changes = changes || ${JSON.stringify(changes)}::jsonb
    where seq = (select max(seq) from order_event
      where ${sql.ref('orderId')} = ${orderId} and xmin = pg_current_xact_id()::xid)`.execute(db);
  if (Number(updated.numAffectedRows ?? 0) === 0) await recordOrderEvent(db, orderId, actor, changes);
}

/** Records what the write changed (nothing when no tracked field changed). `db` must be the write's transaction. */
export async function recordOrderChange(
  db: Database,
  actor: OrderActor,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Promise<void> {
  const changes = orderChanges(before, after);
  if (changes.length > 0) await recordOrderEvent(db, String(after.id), actor, changes);
}

/** The first events of many new orders in one statement (an import's batch); `db` is the writes' transaction. */
export async function recordNewOrders(
  db: Database,
  actor: OrderActor,
  orders: readonly Record<string, unknown>[],
): Promise<void> {
  const events = orders
    .map((order) => ({ orderId: String(order.id), changes: orderChanges(null, order) }))
    .filter((event) => event.changes.length > 0);
  if (events.length === 0) return;
  await db
    .insertInto('order_event')
    .values(
      events.map((event) => ({
        id: randomUUID(),
        orderId: event.orderId,
        actorId: actor.id,
        actor: actor.display,
        actorKind: actor.kind,
        source: actor.source,
        changes: JSON.stringify(event.changes),
      })),
    )
    .execute();
}

/** An order's events, oldest first. */
export async function orderEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  const result =
    await sql<OrderEventRow>`select id, ${sql.ref('orderId')}, at, ${sql.ref('actorId')}, actor, ${sql.ref('actorKind')}, source, changes
    from order_event where ${sql.ref('orderId')} = ${orderId} order by seq`.execute(db);
  return result.rows;
}

/** Whether the order was ever in this status by its history (a quote stays a quote once it leaves QUOTING). */
export async function everHadStatus(db: Database, orderId: string, status: string): Promise<boolean> {
  const change = JSON.stringify([{ field: 'orderStatus', to: status }]);
  const result = await sql<{ found: boolean }>`select exists (
      select 1 from order_event where ${sql.ref('orderId')} = ${orderId} and changes @> ${change}::jsonb
    ) as found`.execute(db);
  return result.rows[0]?.found;
}
