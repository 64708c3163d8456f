/**
 * Migration 2026-11-28T0500_order_numbers and the order ids it keeps: the ids already stored, current and archived,
 * are taken; a new order takes its clock's id or the next hundredth still free; a rolled-back transaction gives its
 * id back. Runs on a fresh embedded database, and on a throwaway database of DATABASE_URL's server.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../connect.ts';
import { orderIdOf } from '../../server/domain/order-id.ts';
import { keepOrderIds, takeOrderId } from '../../server/orders/order-number.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { migrations } from './index.ts';

let fresh: FreshDatabase;
let migrator: Migrator;

// The database as it was just before the migration (every earlier migration run): setup, not what is tested.
beforeAll(async () => {
  fresh = await freshDatabase();
  migrator = new Migrator({ db: fresh.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026-11-28T0400_admin_product_derived_sorts')).error).toBeUndefined();
}, 60_000);

afterAll(() => fresh?.close());

const at = new Date('2026-03-02T08:15:30.120Z');
const hundredthsLater = (count: number) => orderIdOf(new Date(at.getTime() + count * 10));

it('takes the stored ids, then gives each new order an id no other order has', async () => {
  const db = fresh.db;
  await sql`insert into account (id, email, "passwordHash", groups) values ('a1', 'thandi@example.com', 'x', '["teacher"]')`.execute(
    db,
  );
  await sql`insert into teacher_profile (id, "_lastChangedAt", title, name, surname, "ownerId")
    values ('t1', 1, 'Ms', 'Thandi', 'Mokoena', 'a1')`.execute(db);
  const order = (table: string, id: string, orderID: string | null) =>
    sql`insert into ${sql.table(table)} (id, "_lastChangedAt", "orderID", "orderStatus", "teacherprofileID")
      values (${id}, 1, ${orderID}, 'PROCESSING', 't1')`.execute(db);
  await order('teacher_products_order', 'live', hundredthsLater(0));
  await order('teacher_products_order', 'same', hundredthsLater(0));
  await order('archived_teacher_products_order', 'archived', hundredthsLater(1));
  await order('teacher_products_order', 'cart', null);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const kept = await db.selectFrom('order_number').select('orderID').orderBy('orderID').execute();
  expect(kept.map((row) => row.orderID)).toEqual([hundredthsLater(0), hundredthsLater(1)]);

  // Two checkouts in the same hundredth of a second as the stored orders: each its own id, in clock order.
  expect(await takeOrderId(db, at)).toBe(hundredthsLater(2));
  expect(await takeOrderId(db, at)).toBe(hundredthsLater(3));

  // An id taken in a transaction that rolls back is free again.
  await expect(
    inTransaction(db, async (trx) => {
      expect(await takeOrderId(trx, at)).toBe(hundredthsLater(4));
      throw new Error('the checkout failed');
    }),
  ).rejects.toThrow('the checkout failed');
  // An imported order's id is never given again.
  await keepOrderIds(db, [hundredthsLater(5), hundredthsLater(5), '']);
  expect(await takeOrderId(db, at)).toBe(hundredthsLater(4));
  expect(await takeOrderId(db, at)).toBe(hundredthsLater(6));
});
