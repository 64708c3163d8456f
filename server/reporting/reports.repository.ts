/**
 * The reports of /admin/reporting (002 section 2), each table computed in one SQL statement: PAID orders (current
 * and archived) summed to the cent, teacher profiles and legacy subscriptions counted. Dates are South African
 * calendar dates; a period is turned into two instants, so that the order and profile date indexes serve it.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import { apiError } from '../errors.ts';
import type { RevenueGrouping } from '../generated/graphql.ts';

const zone = 'Africa/Johannesburg';
export const reportRangeMessage = 'The start date must be on or before the end date.';
/** Teachers count as active when they signed in (or refreshed a session) within this many days. */
export const activeDays = 30;
/** Keys of the PRODUCT grouping's two rows that are not products. */
export const shippingKey = 'SHIPPING';
export const adjustmentKey = 'ADJUSTMENTS';
const shippingCents = 16_000;

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

/** An order's date: its order date, else its creation (as the archive reads it). */
const orderDate = sql`coalesce(${sql.ref('orderDateTime')}, ${sql.ref('createdAt')})`;
const paid = sql<boolean>`${sql.ref('orderStatus')} = 'PAID' and ${sql.ref('_deleted')} = false`;

/**
 * The PAID orders of a period with the columns the reports read, from the orders and from the archive (archived
 * orders are past sales too). `total` and `vat` in cents.
 */
function paidOrders(range: DateRange): RawBuilder<unknown> {
  const from = (table: string) => sql`select id, ${orderDate} as day, ${sql.ref('orderPaymentMethod')} as method,
      ${sql.ref('coupon')} as coupon, ${sql.ref('orderProducts')} as items,
      round(coalesce(${sql.ref('orderTotal')}, 0) * 100)::bigint as total,
      round(coalesce(${sql.ref('orderVAT')}, 0) * 100)::bigint as vat
    from ${sql.table(table)} where ${paid} and ${onDates('orderDateTime', range)}
    union all
    select id, ${orderDate}, ${sql.ref('orderPaymentMethod')}, ${sql.ref('coupon')}, ${sql.ref('orderProducts')},
      round(coalesce(${sql.ref('orderTotal')}, 0) * 100)::bigint, round(coalesce(${sql.ref('orderVAT')}, 0) * 100)::bigint
    from ${sql.table(table)} where ${paid} and ${sql.ref('orderDateTime')} is null and ${onDates('createdAt', range)}`;
  return sql`${from('teacher_products_order')} union all ${from('archived_teacher_products_order')}`;
}

const groupKeys: Record<Exclude<RevenueGrouping, 'PRODUCT'>, RawBuilder<string>> = {
  MONTH: sql<string>`to_char(day at time zone ${zone}, 'YYYY-MM')`,
  PAYMENT_METHOD: sql<string>`coalesce(method, '')`,
  COUPON: sql<string>`coalesce(coupon->>'couponCode', '')`,
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
  const { rows } = await sql<SumRow>`select '' as key, '' as label, count(*)::int as orders,
      coalesce(sum(total), 0)::bigint as revenue_cents, coalesce(sum(vat), 0)::bigint as vat_cents
    from (${paidOrders(range)}) as o`.execute(db);
  return revenueRow(rows[0]);
}

async function groupedRevenue(db: Kysely<DB>, range: DateRange, groupBy: Exclude<RevenueGrouping, 'PRODUCT'>) {
  const key = groupKeys[groupBy];
  const { rows } = await sql<SumRow>`select key, key as label, count(*)::int as orders,
      sum(total)::bigint as revenue_cents, sum(vat)::bigint as vat_cents
    from (select ${key} as key, total, vat from (${paidOrders(range)}) as o) as keyed
    group by key order by ${groupBy === 'MONTH' ? sql`key` : sql`revenue_cents desc, key`}`.execute(db);
  return rows.map(revenueRow);
}

/**
 * Revenue by product (docs/decisions.md, "Reports"): each order line counts at its price after the product's own
 * discount (a bundle is one line, its own product); the shipping fee of an order with a physical line is a row of
 * its own; what the order's total differs from its lines and shipping (the coupon's discount, almost always) is the
 * row ADJUSTMENTS. A line's VAT is the VAT inside its price; the order's VAT beyond its lines' goes with
 * ADJUSTMENTS. So the rows add up to the orders' totals exactly.
 */
async function productRevenue(db: Kysely<DB>, range: DateRange) {
  const number = (field: string) =>
    sql`case when jsonb_typeof(item->${field}) = 'number' then (item->>${field})::numeric else 0 end`;
  const { rows } = await sql<SumRow>`with o as (${paidOrders(range)}),
    lines as (
      select o.id as order_id, coalesce(item->>'id', '') as key, coalesce(item->>'title', '') as title,
        (item->>'physical') = 'true' as physical,
        greatest(0, round(${number('price')} - ${number('price')} * ${number('discountPercentage')} / 100, 2) * 100)::bigint as cents
      from o, jsonb_array_elements(case when jsonb_typeof(o.items) = 'array' then o.items else '[]'::jsonb end) as item
    ),
    priced as (select *, cents - round(cents / 1.15)::bigint as vat_cents from lines),
    orders as (
      select o.id, o.total, o.vat,
        case when bool_or(p.physical) then ${shippingCents} else 0 end::bigint as shipping,
        coalesce(sum(p.cents), 0)::bigint as lines_cents, coalesce(sum(p.vat_cents), 0)::bigint as lines_vat
      from o left join priced p on p.order_id = o.id group by o.id, o.total, o.vat
    ),
    adjusted as (
      select *, total - lines_cents - shipping as rest_cents,
        vat - lines_vat - (shipping - round(shipping / 1.15)::bigint) as rest_vat from orders
    )
    select key, max(title) as label, count(distinct order_id)::int as orders,
      sum(cents)::bigint as revenue_cents, sum(vat_cents)::bigint as vat_cents
    from priced group by key
    union all
    select ${shippingKey}::text, '', count(*)::int, sum(shipping)::bigint, sum(shipping - round(shipping / 1.15))::bigint
    from adjusted where shipping > 0 having count(*) > 0
    union all
    select ${adjustmentKey}::text, '', count(*) filter (where rest_cents <> 0 or rest_vat <> 0)::int,
      sum(rest_cents)::bigint, sum(rest_vat)::bigint
    from adjusted having count(*) filter (where rest_cents <> 0 or rest_vat <> 0) > 0
    order by revenue_cents desc, label, key`.execute(db);
  return rows.map(revenueRow);
}

export async function revenueReport(db: Kysely<DB>, range: DateRange, groupBy: RevenueGrouping) {
  const period = checkedRange(range);
  const [rows, total, previousTotal] = await Promise.all([
    groupBy === 'PRODUCT' ? productRevenue(db, period) : groupedRevenue(db, period, groupBy),
    revenueTotal(db, period),
    revenueTotal(db, previousPeriod(period)),
  ]);
  return { ...period, groupBy, rows, total, previousTotal };
}

async function counts(db: Kysely<DB>, query: RawBuilder<CountRow>): Promise<CountRow[]> {
  return (await query.execute(db)).rows;
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
