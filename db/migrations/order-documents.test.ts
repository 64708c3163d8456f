/**
 * Migration 2026-11-28T0200_order_documents on a database that holds PAID orders (issue 27): each live PAID order,
 * current or archived, gets a tax invoice dated by its order date and numbered in that order, in its teacher's
 * language, with lines that add up to its stored total; the revenue lines are those the report counted before; the
 * numbering goes on after them. Runs on a fresh embedded database, and on a throwaway database of DATABASE_URL's server.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { migrations } from './index.ts';

let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase();
}, 60_000);

afterAll(() => fresh?.close());

const pack = { id: 'pack', title: 'Assessment pack', price: 69.99, discountPercentage: 10, physical: false };
const cards = { id: 'cards', title: 'Flash cards', price: 189, physical: true };

it('issues an invoice for every live PAID order, oldest first, and numbers new ones after them', async () => {
  const migrator = new Migrator({ db: fresh.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('2026-11-28T0100_last_changed_by')).error).toBeUndefined();
  const db = fresh.db;
  await sql`insert into account (id, email, "passwordHash", groups) values ('a1', 'thandi@example.com', 'x', '["teacher"]')`.execute(
    db,
  );
  await sql`insert into teacher_profile (id, "_lastChangedAt", title, name, surname, "translateI18n", "ownerId")
    values ('t1', 1, 'Ms', 'Thandi', 'Mokoena', 'af', 'a1')`.execute(db);
  const order = (table: string, id: string, status: string, day: string, deleted = false) =>
    sql`insert into ${sql.table(table)} (id, "_lastChangedAt", _deleted, "orderID", "orderStatus", "orderPaymentMethod",
        "orderProducts", coupon, "orderTotal", "orderVAT", "orderDateTime", "teacherprofileID", "orderShippingDetails")
      values (${id}, 1, ${deleted}, ${`N-${id}`}, ${status}, 'EFT', ${JSON.stringify([pack, cards])}::jsonb,
        ${JSON.stringify({ couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } })}::jsonb,
        405.69, 52.92, ${`${day}T08:00:00Z`}::timestamptz, 't1', '{"city":"Pretoria"}'::jsonb)`.execute(db);
  await order('teacher_products_order', 'newer', 'PAID', '2025-05-02');
  await order('archived_teacher_products_order', 'older', 'PAID', '2024-03-01');
  await order('teacher_products_order', 'gone', 'PAID', '2024-01-01', true);
  await order('teacher_products_order', 'waiting', 'PROCESSING', '2025-06-01');

  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const documents = await sql<{
    orderId: string;
    number: string;
    kind: string;
    issuedAt: Date;
    language: string;
    buyer: { name: string; email: string };
    lines: { key: string; cents: number }[];
    cents: string;
    vatCents: string;
  }>`select "orderId", number, kind, "issuedAt", language, buyer, lines, cents, "vatCents" from order_document order by number`.execute(
    db,
  );
  expect(documents.rows.map((row) => [row.orderId, row.number, row.kind])).toEqual([
    ['older', 'INV-000001', 'INVOICE'],
    ['newer', 'INV-000002', 'INVOICE'],
  ]);
  for (const row of documents.rows) {
    expect(row).toMatchObject({ language: 'af', buyer: { name: 'Ms Thandi Mokoena', email: 'thandi@example.com' } });
    expect(Number(row.cents)).toBe(40569);
    expect(Number(row.vatCents)).toBe(5292);
    expect(row.lines.map((line) => line.key)).toEqual(['pack', 'cards', 'SHIPPING', 'COUPON']);
    expect(row.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(40569);
  }
  expect(documents.rows[0]?.issuedAt.toISOString()).toBe('2024-03-01T08:00:00.000Z');

  const lines = await sql<{ orderId: string; cents: string; vat: string }>`select "orderId", sum(cents) as cents,
    sum("vatCents") as vat from order_document_line group by "orderId" order by "orderId"`.execute(db);
  expect(lines.rows.map((row) => [row.orderId, Number(row.cents), Number(row.vat)])).toEqual([
    ['newer', 40569, 5292],
    ['older', 40569, 5292],
  ]);
  const counters = await sql<{
    kind: string;
    last: number;
  }>`select kind, last from document_counter order by kind`.execute(db);
  expect(counters.rows).toEqual([
    { kind: 'CREDIT_NOTE', last: 0 },
    { kind: 'INVOICE', last: 2 },
  ]);
  const left = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_name in ('order_revenue', 'order_revenue_line')`.execute(db);
  expect(left.rows).toEqual([]);
}, 60_000);
