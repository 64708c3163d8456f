/**
 * The documents of an order (issue 27; VAT Act s20, s21): tax invoices and credit notes, each numbered from its own
 * gapless sequence (document_counter, taken in the issuing transaction) and kept exactly as issued: its lines and
 * figures in cents, its buyer and delivery address, and its PDF once first drawn (never drawn again). The revenue
 * report sums invoices minus credit notes (order_document_line), so the triggers that kept order_revenue in step
 * with PAID orders go. Every mail about an order (order_mail) names its job, so the order's history shows the mail
 * log (mail_attempt).
 *
 * The PAID orders already stored, current and archived, get an invoice each, dated by their order date (their
 * invoice was sent by the system they came from), numbered in that order, with the lines the report counted.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table document_counter (kind text primary key, last integer not null)`.execute(db);
  await sql`insert into document_counter (kind, last) values ('INVOICE', 0), ('CREDIT_NOTE', 0)`.execute(db);
  await sql`create table order_document (
    id uuid primary key,
    ${sql.ref('orderId')} text not null,
    kind text not null check (kind in ('INVOICE', 'CREDIT_NOTE')),
    number text not null unique,
    ${sql.ref('refersTo')} text,
    ${sql.ref('issuedAt')} timestamptz not null,
    ${sql.ref('orderNumber')} text,
    method text,
    ${sql.ref('couponCode')} text,
    language text not null,
    buyer jsonb not null,
    ${sql.ref('shipTo')} jsonb,
    lines jsonb not null,
    cents bigint not null,
    ${sql.ref('vatCents')} bigint not null,
    pdf bytea
  )`.execute(db);
  await sql`create index order_document_order_idx on order_document (${sql.ref('orderId')}, ${sql.ref('issuedAt')})`.execute(
    db,
  );
  await sql`create index order_document_issued_idx on order_document (${sql.ref('issuedAt')})
    include (kind, ${sql.ref('refersTo')}, method, ${sql.ref('couponCode')}, cents, ${sql.ref('vatCents')})`.execute(
    db,
  );
  // A document's lines as the revenue report sums them: signed (a credit note's are negative), in cents.
  await sql`create table order_document_line (
    ${sql.ref('documentId')} uuid not null references order_document (id),
    ${sql.ref('orderId')} text not null,
    day timestamptz not null,
    key text not null,
    title text not null,
    cents bigint not null,
    ${sql.ref('vatCents')} bigint not null,
    -- 1 on an invoice's line, 0 on a credit note's: the report's count of orders with the line.
    counted smallint not null
  )`.execute(db);
  await sql`create index order_document_line_day_idx on order_document_line (day)
    include (key, title, cents, ${sql.ref('vatCents')}, counted)`.execute(db);
  await sql`create table order_mail (
    ${sql.ref('jobId')} uuid primary key,
    ${sql.ref('orderId')} text not null,
    kind text not null,
    number text not null,
    ${sql.ref('documentId')} uuid,
    -- The teacher's e-mail when it was queued; the tries say where it went.
    ${sql.ref('to')} text,
    ${sql.ref('queuedAt')} timestamptz not null default now()
  )`.execute(db);
  await sql`create index order_mail_order_idx on order_mail (${sql.ref('orderId')}, ${sql.ref('queuedAt')})`.execute(
    db,
  );

  // Invoices of the PAID orders stored so far, from the lines the report counted (order_revenue_rows).
  const paid = sql`select o.id, o.${sql.ref('orderID')} as order_number, coalesce(o.${sql.ref('orderDateTime')}, o.${sql.ref('createdAt')}) as day,
      o.${sql.ref('orderPaymentMethod')} as method, o.coupon->>'couponCode' as coupon_code, o.${sql.ref('orderProducts')} as items,
      o.${sql.ref('orderTotal')} as total, o.${sql.ref('orderVAT')} as vat, o.${sql.ref('orderShippingDetails')} as ship_to,
      o.${sql.ref('teacherprofileID')} as profile_id
    from (${sql.join(
      ['teacher_products_order', 'archived_teacher_products_order'].map(
        (
          table,
        ) => sql`select id, ${sql.ref('orderID')}, ${sql.ref('orderDateTime')}, ${sql.ref('createdAt')}, ${sql.ref('orderPaymentMethod')},
          coupon, ${sql.ref('orderProducts')}, ${sql.ref('orderTotal')}, ${sql.ref('orderVAT')}, ${sql.ref('orderShippingDetails')},
          ${sql.ref('teacherprofileID')}, ${sql.ref('orderStatus')}, _deleted from ${sql.table(table)}`,
      ),
      sql` union all `,
    )}) as o
    where o.${sql.ref('orderStatus')} = 'PAID' and o._deleted = false`;
  await sql`insert into order_document (id, ${sql.ref('orderId')}, kind, number, ${sql.ref('issuedAt')}, ${sql.ref('orderNumber')},
      method, ${sql.ref('couponCode')}, language, buyer, ${sql.ref('shipTo')}, lines, cents, ${sql.ref('vatCents')})
    select gen_random_uuid(), i.id, 'INVOICE', 'INV-' || lpad((row_number() over (order by i.day, i.id))::text, 6, '0'),
      i.day, i.order_number, i.method, i.coupon_code,
      case when lower(coalesce(p.${sql.ref('translateI18n')}, '')) in ('af', 'en') then lower(p.${sql.ref('translateI18n')})
        when coalesce(p.language, '') ~* '^(af|afrikaans)$' then 'af' else 'en' end,
      jsonb_build_object('name', concat_ws(' ', nullif(trim(p.title), ''), nullif(trim(p.name), ''), nullif(trim(p.surname), '')),
        'email', a.email),
      case when jsonb_typeof(i.ship_to) = 'object' then i.ship_to end,
      coalesce((select jsonb_agg(jsonb_build_object(
          'key', case r.key when 'ADJUSTMENTS' then 'COUPON' else r.key end,
          'description', case r.key when 'SHIPPING' then 'Shipping' when 'ADJUSTMENTS' then concat('Coupon ', i.coupon_code) else r.title end,
          'cents', r.cents))
        from order_revenue_rows(i.items, i.total, i.vat) as r where r.key <> 'ADJUSTMENTS' or r.cents <> 0), '[]'::jsonb),
      round(coalesce(i.total, 0)::numeric * 100)::bigint, round(coalesce(i.vat, 0)::numeric * 100)::bigint
    from (${paid}) as i
      left join teacher_profile p on p.id = i.profile_id
      left join account a on a.id = p.${sql.ref('ownerId')}`.execute(db);
  await sql`insert into order_document_line (${sql.ref('documentId')}, ${sql.ref('orderId')}, day, key, title, cents, ${sql.ref('vatCents')}, counted)
    select d.id, i.id, i.day, r.key, r.title, r.cents, r.${sql.ref('vatCents')}, 1
    from (${paid}) as i join order_document d on d.${sql.ref('orderId')} = i.id,
      order_revenue_rows(i.items, i.total, i.vat) as r`.execute(db);
  await sql`update document_counter set last = (select count(*) from order_document) where kind = 'INVOICE'`.execute(
    db,
  );

  for (const table of ['teacher_products_order', 'archived_teacher_products_order'])
    await sql`drop trigger if exists ${sql.raw(`${table}_revenue_lines`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists order_revenue_lines()`.execute(db);
  await sql`drop function if exists order_revenue_rows(jsonb, double precision, double precision)`.execute(db);
  await sql`drop table if exists order_revenue_line`.execute(db);
  await sql`drop table if exists order_revenue`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Issued tax invoices and credit notes are kept: this migration is not undone.');
}
