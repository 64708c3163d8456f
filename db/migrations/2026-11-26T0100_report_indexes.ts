/**
 * What keeps the reports fast (issue 13): the revenue of each PAID order, current or archived, kept in two narrow
 * tables by triggers on both order tables whenever an order is written, so the reports sum small rows by date
 * instead of reading every order with its items:
 * - order_revenue: one row per PAID order (date, payment method, coupon code, total and VAT in cents);
 * - order_revenue_line: its split by product (its lines at their price after the product's discount, SHIPPING,
 *   ADJUSTMENTS: see server/reporting/reports.repository.ts), adding up to its total.
 * `source` tells the two order tables apart (an archived order keeps its id). Also teacher profiles by creation
 * (registrations) and sessions by account and issue time (active teachers).
 */
import { sql, type Kysely } from 'kysely';

const orderTables = [
  { table: 'teacher_products_order', source: 'current' },
  { table: 'archived_teacher_products_order', source: 'archived' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index teacher_profile_created_idx on teacher_profile (${sql.ref('createdAt')}) where _deleted = false`.execute(
    db,
  );
  await sql`create index refresh_token_account_created_idx on refresh_token (${sql.ref('accountId')}, ${sql.ref('createdAt')})`.execute(
    db,
  );

  await sql`create table order_revenue (
    source text not null,
    ${sql.ref('orderId')} text not null,
    day timestamptz not null,
    method text,
    ${sql.ref('couponCode')} text,
    cents bigint not null,
    ${sql.ref('vatCents')} bigint not null,
    primary key (source, ${sql.ref('orderId')})
  )`.execute(db);
  await sql`create index order_revenue_day_idx on order_revenue (day)
    include (method, ${sql.ref('couponCode')}, cents, ${sql.ref('vatCents')})`.execute(db);
  await sql`create table order_revenue_line (
    source text not null,
    ${sql.ref('orderId')} text not null,
    day timestamptz not null,
    key text not null,
    title text not null,
    cents bigint not null,
    ${sql.ref('vatCents')} bigint not null
  )`.execute(db);
  await sql`create index order_revenue_line_order_idx on order_revenue_line (source, ${sql.ref('orderId')})`.execute(
    db,
  );
  await sql`create index order_revenue_line_day_idx on order_revenue_line (day)
    include (key, title, cents, ${sql.ref('vatCents')})`.execute(db);
  // An order's revenue lines; a price that is not a number counts as 0, so no order write ever fails here.
  await sql
    .raw(
      `create function order_revenue_rows(items jsonb, total double precision, vat double precision)
    returns table (key text, title text, cents bigint, "vatCents" bigint) language sql immutable as $$
    with l as (
      select coalesce(item->>'id', '') as key, coalesce(item->>'title', '') as title,
        coalesce(item->'physical' = 'true'::jsonb, false) as physical,
        greatest(0, round(p.price - p.price * p.discount / 100, 2) * 100)::bigint as cents
      from jsonb_array_elements(case when jsonb_typeof(items) = 'array' then items else '[]'::jsonb end) as item,
        lateral (select
          case when jsonb_typeof(item->'price') = 'number' then (item->>'price')::numeric else 0 end as price,
          case when jsonb_typeof(item->'discountPercentage') = 'number' then (item->>'discountPercentage')::numeric else 0 end
            as discount) as p
      where jsonb_typeof(item) = 'object'
    ),
    t as (
      select round(coalesce(total, 0)::numeric * 100)::bigint as total, round(coalesce(vat, 0)::numeric * 100)::bigint as vat,
        case when exists (select 1 from l where physical) then 16000 else 0 end::bigint as shipping,
        coalesce((select sum(cents) from l), 0)::bigint as lines,
        coalesce((select sum(cents - round(cents / 1.15)) from l), 0)::bigint as lines_vat
    ),
    s as (select *, shipping - round(shipping / 1.15)::bigint as shipping_vat from t)
    select key, title, cents, cents - round(cents / 1.15)::bigint from l
    union all
    select 'SHIPPING', '', shipping, shipping_vat from s where shipping > 0
    union all
    select 'ADJUSTMENTS', '', total - lines - shipping, vat - lines_vat - shipping_vat from s
      where total - lines - shipping <> 0 or vat - lines_vat - shipping_vat <> 0
  $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function order_revenue_lines() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from order_revenue where source = tg_argv[0] and "orderId" = old.id;
        delete from order_revenue_line where source = tg_argv[0] and "orderId" = old.id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new."orderStatus" = 'PAID' and new._deleted = false then
        insert into order_revenue (source, "orderId", day, method, "couponCode", cents, "vatCents")
        values (tg_argv[0], new.id, coalesce(new."orderDateTime", new."createdAt"), new."orderPaymentMethod",
          new.coupon->>'couponCode', round(coalesce(new."orderTotal", 0)::numeric * 100)::bigint,
          round(coalesce(new."orderVAT", 0)::numeric * 100)::bigint);
        insert into order_revenue_line (source, "orderId", day, key, title, cents, "vatCents")
        select tg_argv[0], new.id, coalesce(new."orderDateTime", new."createdAt"), r.key, r.title, r.cents, r."vatCents"
        from order_revenue_rows(new."orderProducts", new."orderTotal", new."orderVAT") as r;
      end if;
      return null;
    end
  $$`,
    )
    .execute(db);
  for (const { table, source } of orderTables) {
    await sql`create trigger ${sql.raw(`${table}_revenue_lines`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function order_revenue_lines(${sql.raw(`'${source}'`)})`.execute(db);
    await sql`insert into order_revenue (source, ${sql.ref('orderId')}, day, method, ${sql.ref('couponCode')}, cents, ${sql.ref('vatCents')})
      select ${source}, o.id, coalesce(o.${sql.ref('orderDateTime')}, o.${sql.ref('createdAt')}), o.${sql.ref('orderPaymentMethod')},
        o.coupon->>'couponCode', round(coalesce(o.${sql.ref('orderTotal')}, 0)::numeric * 100)::bigint,
        round(coalesce(o.${sql.ref('orderVAT')}, 0)::numeric * 100)::bigint
      from ${sql.table(table)} o where o.${sql.ref('orderStatus')} = 'PAID' and o._deleted = false`.execute(db);
    await sql`insert into order_revenue_line (source, ${sql.ref('orderId')}, day, key, title, cents, ${sql.ref('vatCents')})
      select ${source}, o.id, coalesce(o.${sql.ref('orderDateTime')}, o.${sql.ref('createdAt')}), r.key, r.title, r.cents, r.${sql.ref('vatCents')}
      from ${sql.table(table)} o, order_revenue_rows(o.${sql.ref('orderProducts')}, o.${sql.ref('orderTotal')}, o.${sql.ref('orderVAT')}) r
      where o.${sql.ref('orderStatus')} = 'PAID' and o._deleted = false`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of orderTables)
    await sql`drop trigger if exists ${sql.raw(`${table}_revenue_lines`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists order_revenue_lines()`.execute(db);
  await sql`drop function if exists order_revenue_rows(jsonb, double precision, double precision)`.execute(db);
  await db.schema.dropTable('order_revenue_line').ifExists().execute();
  await db.schema.dropTable('order_revenue').ifExists().execute();
  const indexes = ['teacher_profile_created_idx', 'refresh_token_account_created_idx'];
  for (const index of indexes) await db.schema.dropIndex(index).ifExists().execute();
}
