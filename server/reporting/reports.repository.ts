/**
 * The reports of /admin/reporting (002 section 2), each table computed in one SQL statement: PAID orders (current
 * and archived) summed to the cent, teacher profiles and legacy subscriptions counted. Dates are South African
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
 * The PAID orders of a period, current and archived (archived orders are past sales too), dated by their order date
 * (else their creation), with total and VAT in cents: order_revenue, which triggers keep in step with both order
 * tables (db/migrations/2026-11-26T0100_report_indexes.ts).
 */
function paidOrders({ from, to }: DateRange): RawBuilder<unknown> {
  return sql`select day, method, ${sql.ref('couponCode')} as coupon_code, cents as total, ${sql.ref('vatCents')} as vat
    from order_revenue
    where day >= (${from}::date::timestamp at time zone ${zone}) and day < ((${to}::date + 1)::timestamp at time zone ${zone})`;
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
    sql<SumRow>`select '' as key, '' as label, count(*)::int as orders,
      coalesce(sum(total), 0)::bigint as revenue_cents, coalesce(sum(vat), 0)::bigint as vat_cents
    from (${paidOrders(range)}) as o`,
  );
  return revenueRow(rows[0]);
}

async function groupedRevenue(db: Kysely<DB>, range: DateRange, groupBy: Exclude<RevenueGrouping, 'PRODUCT'>) {
  const key = groupKeys[groupBy];
  const query = sql<SumRow>`select key, key as label, count(*)::int as orders,
      sum(total)::bigint as revenue_cents, sum(vat)::bigint as vat_cents
    from (select ${key} as key, total, vat from (${paidOrders(range)}) as o) as keyed
    group by key order by ${groupBy === 'MONTH' ? sql`key` : sql`revenue_cents desc, key`}`;
  const { rows } = await fast(db, query);
  return rows;
}

/** The sum of groups, in whole cents: each order is in exactly one group of MONTH, PAYMENT_METHOD and COUPON. */
function totalOf(rows: readonly SumRow[]): RevenueRow {
  const sum = (pick: (row: SumRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return revenueRow({
    key: '',
    label: '',
    orders: sum((row) => row.orders),
    revenue_cents: sum((row) => Number(row.revenue_cents)),
    vat_cents: sum((row) => Number(row.vat_cents)),
  });
}

/**
 * Revenue by product (docs/decisions.md, "Reports"): each order line counts at its price after the product's own
 * discount (a bundle is one line, its own product); the shipping fee of an order with a physical line is the row
 * SHIPPING; what the order's total differs from its lines and shipping (the coupon's discount, almost always) is the
 * row ADJUSTMENTS. A line's VAT is the VAT inside its price; the order's VAT beyond its lines' and shipping's (the
 * cents of rounding too) goes with ADJUSTMENTS. So the rows add up to the orders' totals exactly. The split of each
 * PAID order is kept in order_revenue_line by a trigger (db/migrations/2026-11-26T0100_report_indexes.ts).
 */
async function productRevenue(db: Kysely<DB>, { from, to }: DateRange) {
  const { rows } = await fast(
    db,
    sql<SumRow>`select key, max(title) as label, count(*)::int as orders,
        sum(cents)::bigint as revenue_cents, sum(${sql.ref('vatCents')})::bigint as vat_cents
      from order_revenue_line
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
  const [groups, previousTotal] = await Promise.all([groupedRevenue(db, period, groupBy), previous]);
  return { ...period, groupBy, rows: groups.map(revenueRow), total: totalOf(groups), previousTotal };
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
