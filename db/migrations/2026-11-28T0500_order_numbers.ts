/**
 * Order ids given out (000 section 9's YYMMDD-HHMMSSCC), one row each, so that no two orders share one. The id is
 * the EFT payment's reference and the card payment's m_payment_id: two checkouts in the same hundredth of a second
 * (two teachers, or a teacher and an admin) used to get the same one. A new order takes its clock's id, or the next
 * hundredth still free (server/orders/order-number.ts). The ids already stored, current and archived, are taken.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table order_number (
    ${sql.ref('orderID')} text primary key,
    ${sql.ref('takenAt')} timestamptz not null default now()
  )`.execute(db);
  for (const table of ['teacher_products_order', 'archived_teacher_products_order'])
    await sql`insert into order_number (${sql.ref('orderID')})
      select distinct ${sql.ref('orderID')} from ${sql.table(table)} where coalesce(${sql.ref('orderID')}, '') <> ''
      on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_number').ifExists().execute();
}
