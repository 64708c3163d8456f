/**
 * The reports of /admin/reporting (002 section 2), each computed in one SQL statement per table: PAID orders summed
 * to the cent, teacher profiles and legacy subscriptions counted. Dates are South African calendar dates.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import { apiError } from '../errors.ts';
import type { RevenueGrouping } from '../generated/graphql.ts';

const zone = 'Africa/Johannesburg';
export const reportRangeMessage = 'The start date must be on or before the end date.';

export interface DateRange {
  from: string;
  to: string;
}
export interface RevenueRow {
  key: string;
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

/** `column` falls on a South African date from `from` to `to`, both included. */
function onDates(column: string, { from, to }: DateRange): RawBuilder<boolean> {
  const local = sql`(${sql.ref(column)} at time zone ${zone})`;
  return sql<boolean>`${local} >= ${from}::date and ${local} < (${to}::date + 1)`;
}

const groupKeys: Record<RevenueGrouping, RawBuilder<string>> = {
  MONTH: sql<string>`to_char(${sql.ref('orderDateTime')} at time zone ${zone}, 'YYYY-MM')`,
  PAYMENT_METHOD: sql<string>`coalesce(${sql.ref('orderPaymentMethod')}, '')`,
  COUPON: sql<string>`coalesce(${sql.ref('coupon')}->>'couponCode', '')`,
};

// Cents are summed as integers, so that the totals are exactly the orders' totals.
const sums = sql`count(*)::int as orders,
  coalesce(sum(round(coalesce(${sql.ref('orderTotal')}, 0) * 100)), 0)::bigint as revenue_cents,
  coalesce(sum(round(coalesce(${sql.ref('orderVAT')}, 0) * 100)), 0)::bigint as vat_cents`;

interface SumRow {
  key: string;
  orders: number;
  revenue_cents: string | number;
  vat_cents: string | number;
}

function revenueRow(row: SumRow): RevenueRow {
  return {
    key: row.key,
    orders: row.orders,
    revenue: Number(row.revenue_cents) / 100,
    vat: Number(row.vat_cents) / 100,
  };
}

const paid = sql<boolean>`${sql.ref('orderStatus')} = 'PAID' and ${sql.ref('_deleted')} = false`;

async function revenueTotal(db: Kysely<DB>, range: DateRange): Promise<RevenueRow> {
  const { rows } = await sql<SumRow>`select '' as key, ${sums} from teacher_products_order
    where ${paid} and ${onDates('orderDateTime', range)}`.execute(db);
  return revenueRow(rows[0]);
}

export async function revenueReport(db: Kysely<DB>, range: DateRange, groupBy: RevenueGrouping) {
  const period = checkedRange(range);
  const key = groupKeys[groupBy];
  const [{ rows }, total, previousTotal] = await Promise.all([
    sql<SumRow>`select ${key} as key, ${sums} from teacher_products_order
      where ${paid} and ${onDates('orderDateTime', period)}
      group by 1 order by ${groupBy === 'MONTH' ? sql`1` : sql`revenue_cents desc, 1`}`.execute(db),
    revenueTotal(db, period),
    revenueTotal(db, previousPeriod(period)),
  ]);
  return { ...period, groupBy, rows: rows.map(revenueRow), total, previousTotal };
}

async function counts(db: Kysely<DB>, query: RawBuilder<CountRow>): Promise<CountRow[]> {
  return (await query.execute(db)).rows;
}

const liveProfile = sql<boolean>`${sql.ref('_deleted')} = false`;

export async function teacherReport(db: Kysely<DB>, range: DateRange) {
  const period = checkedRange(range);
  const byColumn = (column: string) =>
    counts(
      db,
      sql<CountRow>`select coalesce(nullif(${sql.ref(column)}, ''), '') as key, count(*)::int as count
        from teacher_profile where ${liveProfile} group by 1 order by 2 desc, 1`,
    );
  const [registrations, byProvince, byLanguage, total] = await Promise.all([
    counts(
      db,
      sql<CountRow>`select to_char(${sql.ref('createdAt')} at time zone ${zone}, 'YYYY-MM') as key, count(*)::int as count
        from teacher_profile where ${liveProfile} and ${onDates('createdAt', period)} group by 1 order by 1`,
    ),
    byColumn('province'),
    byColumn('language'),
    sql<{ count: number }>`select count(*)::int as count from teacher_profile where ${liveProfile}`.execute(db),
  ]);
  return { ...period, registrations, byProvince, byLanguage, total: total.rows[0].count };
}

export async function subscriptionReport(db: Kysely<DB>) {
  const subscribed = sql<boolean>`${liveProfile} and jsonb_typeof(${sql.ref('payfastSubscriptionPackage')}) = 'object'`;
  const [byPackage, byStatus, byGrade, total] = await Promise.all([
    counts(
      db,
      sql<CountRow>`select coalesce(${sql.ref('payfastSubscriptionPackage')}->>'title', '') as key, count(*)::int as count
        from teacher_profile where ${subscribed} group by 1 order by 2 desc, 1`,
    ),
    counts(
      db,
      sql<CountRow>`select coalesce(${sql.ref('payfastSubscriptionResponse')}->>'status_text', '') as key, count(*)::int as count
        from teacher_profile where ${subscribed} group by 1 order by 2 desc, 1`,
    ),
    counts(
      db,
      sql<CountRow>`select grade.value as key, count(*)::int as count
        from teacher_profile, jsonb_array_elements_text(
          case when jsonb_typeof(${sql.ref('payfastSubscriptionPackage')}->'grades') = 'array'
            then ${sql.ref('payfastSubscriptionPackage')}->'grades' else '[]'::jsonb end) as grade(value)
        where ${subscribed} group by 1 order by 1`,
    ),
    sql<{ count: number }>`select count(*)::int as count from teacher_profile where ${subscribed}`.execute(db),
  ]);
  return { byPackage, byStatus, byGrade, total: total.rows[0].count };
}
