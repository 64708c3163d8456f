/**
 * The reports of /admin/reporting (002 section 2), each table computed in one SQL statement: revenue is what was
 * invoiced minus what was credited (tax invoices and credit notes, by their issue date; issue 27), summed to the cent, teacher profiles and legacy subscriptions counted. Dates are South African
 * calendar dates; a period is turned into two instants, so that the order and profile date indexes serve it.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import { apiError } from '../errors.ts';
import { reportTimeZone } from '../domain/report-tables.ts';
import type { RevenueGrouping } from '../generated/graphql.ts';

const zone = reportTimeZone;
export const reportRangeMessage = 'The start date must be on or before the end date.';
/** Teachers count as active when they signed in (or refreshed a session) within this many days. */
export const activeDays = 30;

export interface DateRange {
  from: string;
  to: string;
}
export interface RevenueRow {
  key: string;
  /** What the screen shows for the key: the product's title for PRODUCT, else the key. */
  label: string;
  orders: number;
  revenue: number;
  vat: number;
}
export interface CountRow {
  key: string;
  count: number;
}

function checkedRange({ from, to }: DateRange): DateRange {
  if (from > to) throw apiError('BAD_USER_INPUT', reportRangeMessage);
  return { from, to };
}

/** The period of the same number of days that ends the day before `from`. */
export function previousPeriod({ from, to }: DateRange): DateRange {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / day) + 1;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(start - days * day), to: iso(start - day) };
}

/** `column` (a timestamptz) falls on a South African date from `from` to `to`, both included. */
function onDates(column: string, { from, to }: DateRange): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`${ref} >= (${from}::date::timestamp at time zone ${zone})
    and ${ref} < ((${to}::date + 1)::timestamp at time zone ${zone})`;
}

/**
 * Runs a report statement without PostgreSQL's JIT compilation: the planner's guess of 100 items per order makes a
 * report look expensive enough to compile, which takes longer than the query (a second and more); and with room to
 * sort and hash in memory. Each statement has its own transaction, so the settings end with it.
 */
async function fast<Row>(db: Kysely<DB>, query: RawBuilder<Row>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    await sql`set local work_mem = '32MB'`.execute(trx);
    return query.execute(trx);
  });
}

/**
 * The tax documents of a period, by their issue date: an invoice's total and VAT in cents, a credit note's negative
 * (db/migrations/2026-11-28T0200_order_documents.ts). Documents are kept whatever happens to their order later. An
 * order counts once, where its first invoice was issued (`first`): further invoices and credit notes change revenue,
 * not the number of orders.
 */
function documentFigures({ from, to }: DateRange): RawBuilder<unknown> {
  return sql`select ${sql.ref('issuedAt')} as day, method, ${sql.ref('couponCode')} as coupon_code,
      (kind = 'INVOICE' and ${sql.ref('refersTo')} is null) as first,
      case kind when 'INVOICE' then cents else -cents end as total,
      case kind when 'INVOICE' then ${sql.ref('vatCents')} else -${sql.ref('vatCents')} end as vat
    from order_document
    where ${sql.ref('issuedAt')} >= (${from}::date::timestamp at time zone ${zone})
      and ${sql.ref('issuedAt')} < ((${to}::date + 1)::timestamp at time zone ${zone})`;
}

const groupKeys: Record<Exclude<RevenueGrouping, 'PRODUCT'>, RawBuilder<string>> = {
  MONTH: sql<string>`to_char(day at time zone ${zone}, 'YYYY-MM')`,
  PAYMENT_METHOD: sql<string>`coalesce(method, '')`,
  COUPON: sql<string>`coalesce(coupon_code, '')`,
};

interface SumRow {
  key: string;
  label: string;
  orders: number;
  revenue_cents: string | number;
  vat_cents: string | number;
}

function revenueRow(row: SumRow): RevenueRow {
  return {
    key: row.key,
    label: row.label,
    orders: row.orders,
    revenue: Number(row.revenue_cents) / 100,
    vat: Number(row.vat_cents) / 100,
  };
}

// Cents are summed as integers, so that the totals are exactly the orders' totals.
async function revenueTotal(db: Kysely<DB>, range: DateRange): Promise<RevenueRow> {
  const { rows } = await fast(
    db,
    sql<SumRow>`select '' as key, '' as label, count(*) filter (where first)::int as orders,
      coalesce(sum(total), 0)::bigint as revenue_cents, coalesce(sum(vat), 0)::bigint as vat_cents
    from (${documentFigures(range)}) as o`,
  );
  return revenueRow(rows[0]);
}

async function groupedRevenue(db: Kysely<DB>, range: DateRange, groupBy: Exclude<RevenueGrouping, 'PRODUCT'>) {
  const key = groupKeys[groupBy];
  const query = sql<SumRow>`select key, key as label, count(*) filter (where first)::int as orders,
      sum(total)::bigint as revenue_cents, sum(vat)::bigint as vat_cents
    from (select ${key} as key, first, total, vat from (${documentFigures(range)}) as o) as keyed
    group by key order by ${groupBy === 'MONTH' ? sql`key` : sql`revenue_cents desc, key`}`;
  const { rows } = await fast(db, query);
  return rows;
}

/**
 * Revenue by product (docs/decisions.md, "Reports"): each order line counts at its price after the product's own
 * discount (a bundle is one line, its own product); the shipping fee of an order with a physical line is the row
 * SHIPPING; what the order's total differs from its lines and shipping (the coupon's discount, almost always) is the
 * row ADJUSTMENTS. A line's VAT is the VAT inside its price; the order's VAT beyond its lines' and shipping's (the
 * cents of rounding too) goes with ADJUSTMENTS. So the rows add up to the documents' totals exactly. Each document's
 * split is stored with it, a credit note's negative (order_document_line; document-position.ts, revenueLines).
 */
async function productRevenue(db: Kysely<DB>, { from, to }: DateRange) {
  const { rows } = await fast(
    db,
    sql<SumRow>`select key, max(title) as label, sum(counted)::int as orders,
        sum(cents)::bigint as revenue_cents, sum(${sql.ref('vatCents')})::bigint as vat_cents
      from order_document_line
      where day >= (${from}::date::timestamp at time zone ${zone}) and day < ((${to}::date + 1)::timestamp at time zone ${zone})
      group by key order by revenue_cents desc, label, key`,
  );
  return rows.map(revenueRow);
}

export async function revenueReport(db: Kysely<DB>, range: DateRange, groupBy: RevenueGrouping) {
  const period = checkedRange(range);
  const previous = revenueTotal(db, previousPeriod(period));
  if (groupBy === 'PRODUCT') {
    const [rows, total, previousTotal] = await Promise.all([
      productRevenue(db, period),
      revenueTotal(db, period),
      previous,
    ]);
    return { ...period, groupBy, rows, total, previousTotal };
  }
  const [groups, total, previousTotal] = await Promise.all([
    groupedRevenue(db, period, groupBy),
    revenueTotal(db, period),
    previous,
  ]);
  return { ...period, groupBy, rows: groups.map(revenueRow), total, previousTotal };
}

async function counts(db: Kysely<DB>, query: RawBuilder<CountRow>): Promise<CountRow[]> {
  return (await fast(db, query)).rows;
}

const liveProfile = sql<boolean>`p._deleted = false`;

/** Teacher profiles: registrations in the period by month; all live profiles by province, language, school, group. */
export async function teacherReport(db: Kysely<DB>, range: DateRange) {
  const period = checkedRange(range);
  const byColumn = (column: string) =>
    counts(
      db,
      sql<CountRow>`select coalesce(${sql.ref(`p.${column}`)}, '') as key, count(*)::int as count
        from teacher_profile p where ${liveProfile} group by 1 order by 2 desc, 1`,
    );
  const [registrations, byProvince, byLanguage, bySchool, byGroup, total, active] = await Promise.all([
    counts(
      db,
      sql<CountRow>`select to_char(p.${sql.ref('createdAt')} at time zone ${zone}, 'YYYY-MM') as key, count(*)::int as count
        from teacher_profile p where ${liveProfile} and ${onDates('p.createdAt', period)} group by 1 order by 1`,
    ),
    byColumn('province'),
    byColumn('language'),
    counts(
      db,
      sql<CountRow>`select coalesce(s.name, '') as key, count(*)::int as count
        from teacher_profile p left join school s on s.id = p.${sql.ref('teacherProfileSchoolId')} and s._deleted = false
        where ${liveProfile} group by 1 order by 2 desc, 1`,
    ),
    counts(
      db,
      sql<CountRow>`select coalesce(g.value, '') as key, count(*)::int as count
        from teacher_profile p left join account a on a.id = p.${sql.ref('ownerId')}
        left join lateral jsonb_array_elements_text(
          case when jsonb_typeof(a.groups) = 'array' then a.groups else '[]'::jsonb end) as g(value) on true
        where ${liveProfile} group by 1 order by 2 desc, 1`,
    ),
    sql<{ count: number }>`select count(*)::int as count from teacher_profile p where ${liveProfile}`.execute(db),
    sql<{ count: number }>`select count(*)::int as count from teacher_profile p where ${liveProfile}
      and exists (select 1 from refresh_token r where r.${sql.ref('accountId')} = p.${sql.ref('ownerId')}
        and r.${sql.ref('createdAt')} >= now() - make_interval(days => ${activeDays}))`.execute(db),
  ]);
  return {
    ...period,
    registrations,
    byProvince,
    byLanguage,
    bySchool,
    byGroup,
    total: total.rows[0].count,
    active: active.rows[0].count,
  };
}

export async function subscriptionReport(db: Kysely<DB>) {
  const subscribed = sql<boolean>`${liveProfile} and jsonb_typeof(p.${sql.ref('payfastSubscriptionPackage')}) = 'object'`;
  const pack = sql.ref('p.payfastSubscriptionPackage');
  const [byPackage, byStatus, byGrade, total] = await Promise.all([
    counts(
      db,
      sql<CountRow>`select coalesce(${pack}->>'title', '') as key, count(*)::int as count
        from teacher_profile p where ${subscribed} group by 1 order by 2 desc, 1`,
    ),
    counts(
      db,
      sql<CountRow>`select coalesce(p.${sql.ref('payfastSubscriptionResponse')}->>'status_text', '') as key, count(*)::int as count
        from teacher_profile p where ${subscribed} group by 1 order by 2 desc, 1`,
    ),
    counts(
      db,
      sql<CountRow>`select grade.value as key, count(*)::int as count
        from teacher_profile p, jsonb_array_elements_text(
          case when jsonb_typeof(${pack}->'grades') = 'array' then ${pack}->'grades' else '[]'::jsonb end) as grade(value)
        where ${subscribed} group by 1 order by 1`,
    ),
    sql<{ count: number }>`select count(*)::int as count from teacher_profile p where ${subscribed}`.execute(db),
  ]);
  return { byPackage, byStatus, byGrade, total: total.rows[0].count };
}
