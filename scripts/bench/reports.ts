/**
 * Report timings (issue 13): 20,000 teacher profiles (accounts, schools, sessions, legacy subscriptions) and 200,000
 * orders of the last two years (about 60% PAID, each with its tax invoice; 10,000 more in the archive) loaded with
 * generate_series, then each report's query timed in this process, directly on the database (median of 7 runs after
 * one warm-up), for the last 12 months. The target is 300 ms per report on each database. Run alone with `BENCH_ONLY=reports npm run bench`
 * (or `npx tsx scripts/bench/reports.ts`); BENCH_REPORTS_DATABASE_URL names the PostgreSQL database it empties
 * and fills (default postgres://postgres@127.0.0.1:5432/bench_reports), BENCH_ONLY=reports-embedded or
 * reports-postgres runs one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { resetPostgres } from './postgres.ts';
import { revenueReport, subscriptionReport, teacherReport } from '../../server/reporting/reports.repository.ts';
import { issueInvoicesOfNewOrders } from '../../server/orders/documents.service.ts';
import type { OrderRow } from '../../server/orders/order.repository.ts';

export const reportTeachers = 20_000;
export const reportOrders = 200_000;
const archivedOrders = 10_000;
const targetMs = 300;
const runs = 7;

/** Fills an empty, migrated database; seconds taken. */
async function load(db: Database): Promise<number> {
  const started = performance.now();
  await sql`insert into school (id, ${sql.ref('_lastChangedAt')}, name)
    select 'bench-school-' || g, 0, 'Bench School ' || g from generate_series(1, 500) g`.execute(db);
  await sql`insert into account (id, email, ${sql.ref('passwordHash')}, groups)
    select 'bench-account-' || g, 'bench-' || g || '@example.com', 'x',
      case when g % 50 = 0 then '["teacher","reporting"]'::jsonb else '["teacher"]'::jsonb end
    from generate_series(1, ${reportTeachers}::int) g`.execute(db);
  await sql`insert into teacher_profile (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('ownerId')}, province, language,
      ${sql.ref('teacherProfileSchoolId')}, ${sql.ref('createdAt')}, ${sql.ref('payfastSubscriptionPackage')},
      ${sql.ref('payfastSubscriptionResponse')})
    select 'bench-profile-' || g, 0, 'bench-account-' || g,
      (array['Gauteng','Western Cape','KwaZulu-Natal','Eastern Cape','Free State','Limpopo','Mpumalanga','North West','Northern Cape'])[1 + g % 9],
      case when g % 3 = 0 then 'Afrikaans' else 'English' end, 'bench-school-' || (1 + g % 500),
      now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 10 = 0 then jsonb_build_object('title', 'Package ' || (g % 4),
        'grades', jsonb_build_array('Grade ' || (1 + g % 7), 'Grade ' || (1 + (g + 3) % 7))) end,
      case when g % 10 = 0 then jsonb_build_object('status_text', (array['ACTIVE','CANCELLED','PAUSED'])[1 + g % 3]) end
    from generate_series(1, ${reportTeachers}::int) g`.execute(db);
  await sql`insert into refresh_token (id, ${sql.ref('accountId')}, ${sql.ref('familyId')}, ${sql.ref('tokenHash')},
      ${sql.ref('expiresAt')}, ${sql.ref('createdAt')})
    select 'bench-token-' || g, 'bench-account-' || (1 + g % ${reportTeachers}), 'bench-family-' || g, 'bench-hash-' || g,
      now() + interval '30 days', now() - (g % 90) * interval '1 day'
    from generate_series(1, ${reportTeachers}::int) g`.execute(db);
  for (const [table, count, offset] of [
    ['teacher_products_order', reportOrders, 0],
    ['archived_teacher_products_order', archivedOrders, reportOrders],
  ] as const) {
    // Two lines each (one physical in 13), a coupon on one in five, totals as the shop computes them (rounded).
    await sql`insert into ${sql.table(table)} (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('orderStatus')},
        ${sql.ref('orderPaymentMethod')}, ${sql.ref('orderDateTime')}, ${sql.ref('createdAt')}, ${sql.ref('orderProducts')},
        ${sql.ref('orderTotal')}, ${sql.ref('orderVAT')}, coupon, ${sql.ref('teacherprofileID')})
      select 'bench-order-' || g, 0, (array['PAID','PAID','PAID','PROCESSING','PENDING','CANCELLED','PAID','PAID','QUOTING','PAID'])[1 + g % 10],
        (array['EFT','Payfast','Payfast'])[1 + g % 3], at, at,
        jsonb_build_array(
          jsonb_build_object('id', 'bench-product-' || (g % 2000), 'title', 'Bench product ' || (g % 2000),
            'price', 50 + g % 200 + 0.99, 'discountPercentage', null, 'physical', g % 13 = 0, 'bundle', false),
          jsonb_build_object('id', 'bench-product-' || ((g * 7) % 2000), 'title', 'Bench product ' || ((g * 7) % 2000),
            'price', 20 + g % 80, 'discountPercentage', 10, 'physical', false, 'bundle', false)),
        total, round(total - total / 1.15, 2),
        case when g % 5 = 0 then jsonb_build_object('couponCode', 'BENCH' || (g % 20), 'discount',
          jsonb_build_object('type', 'AMOUNT', 'value', 10)) end,
        'bench-profile-' || (1 + g % ${reportTeachers})
      from (select g, now() - ((g * 7919) % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as at,
          (50 + g % 200 + 0.99) + round((20 + g % 80) * 0.9, 2) + case when g % 13 = 0 then 160 else 0 end
            - case when g % 5 = 0 then 10 else 0 end as total
        from generate_series(${offset + 1}::int, ${offset + count}::int) g) as o`.execute(db);
  }
  // Revenue is summed from tax documents (issue 27): each PAID order's invoice, as an import issues them.
  for (const table of ['teacher_products_order', 'archived_teacher_products_order'] as const) {
    for (let after = ''; ;) {
      const { rows } = await sql<OrderRow>`select * from ${sql.table(table)}
        where ${sql.ref('orderStatus')} = 'PAID' and id > ${after} order by id limit 5000`.execute(db);
      if (rows.length === 0) break;
      await db.transaction().execute((trx) => issueInvoicesOfNewOrders(trx, rows));
      after = rows[rows.length - 1].id;
    }
  }
  await sql`analyze`.execute(db);
  return (performance.now() - started) / 1000;
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());

export interface ReportTiming {
  report: string;
  ms: number;
}

/** Each report's median time on one database. */
async function timeReports(db: Database): Promise<ReportTiming[]> {
  const to = today();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  start.setUTCDate(start.getUTCDate() + 1);
  const period = { from: start.toISOString().slice(0, 10), to };
  const timings: ReportTiming[] = [];
  for (const groupBy of ['MONTH', 'PAYMENT_METHOD', 'PRODUCT', 'COUPON'] as const)
    timings.push({ report: `revenueReport ${groupBy}`, ms: await median(() => revenueReport(db, period, groupBy)) });
  timings.push({ report: 'teacherReport', ms: await median(() => teacherReport(db, period)) });
  timings.push({ report: 'subscriptionReport', ms: await median(() => subscriptionReport(db)) });
  return timings;
}

async function benchOne(name: string, options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const handle = await openDatabase(options);
  try {
    await migrateToLatest(handle.db);
    const seconds = await load(handle.db);
    const timings = await timeReports(handle.db);
    console.log(
      `\n### Reports on ${name}: ${reportTeachers.toLocaleString('en')} teachers, ${reportOrders.toLocaleString('en')} orders ` +
        `(+${archivedOrders.toLocaleString('en')} archived), loaded in ${seconds.toFixed(1)} s; last 12 months, median of ${runs}`,
    );
    const width = Math.max(...timings.map((timing) => timing.report.length));
    for (const timing of timings)
      console.log(
        `${timing.report.padEnd(width)}  ${timing.ms.toFixed(1).padStart(8)} ms  ${timing.ms <= targetMs ? 'ok' : 'MISSED'} (<= ${targetMs})`,
      );
  } finally {
    await handle.close();
  }
}

/** The report bench on the embedded database and on PostgreSQL (`only`: 'embedded' or 'postgres' for one). */
export async function benchReports(only?: 'embedded' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  try {
    if (only !== 'postgres') await benchOne('embedded (PGlite)', { dataDir: join(dataDir, 'embedded') });
    if (only !== 'embedded') {
      const url = process.env.BENCH_REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_reports';
      try {
        await resetPostgres(url);
        await benchOne(`PostgreSQL (${new URL(url).host})`, { databaseUrl: url, dataDir: join(dataDir, 'postgres') });
      } catch (error) {
        console.error(`\nPostgreSQL reports skipped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.BENCH_ONLY;
  await benchReports(only === 'reports-embedded' ? 'embedded' : only === 'reports-postgres' ? 'postgres' : undefined);
}
