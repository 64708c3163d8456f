/**
 * The history of every change to an order (who, when, from and to), and the indexes of the Sales back office's
 * lists: orders and quotes of the last month by status, newest first, so a page of 20,000 orders reads few rows.
 * Events keep the order's id without a foreign key: they outlive the order's move to the archive (or its deletion).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Oldest first within one order, even for events written in one transaction (same now()).
    .addColumn('seq', 'bigserial', (col) => col.notNull())
    .addColumn('orderId', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('actorId', 'text')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actorKind', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('changes', 'jsonb', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_event_order_idx').on('order_event').columns(['orderId', 'seq']).execute();
  await sql`create index teacher_products_order_sales_idx on teacher_products_order
    (${sql.ref('createdAt')} desc, ${sql.ref('orderStatus')}) where _deleted = false`.execute(db);
  await sql`create index teacher_products_order_date_idx on teacher_products_order
    (${sql.ref('orderDateTime')} desc, id) where _deleted = false`.execute(db);
  await sql`create index archived_order_created_idx on archived_teacher_products_order (${sql.ref('createdAt')})`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'teacher_products_order_sales_idx',
    'teacher_products_order_date_idx',
    'archived_order_created_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable('order_event').execute();
}
