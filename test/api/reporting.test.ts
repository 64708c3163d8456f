/** Reporting (002 section 2): the reporting group only, and revenue summed from PAID orders to the cent. */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, signIn } from '../helpers/api.ts';
import { created, item, teacherAndProducts, updated } from './sales-helpers.ts';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
const month = today.slice(0, 7);

const revenueQuery = `query($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {
  revenueReport(from: $from, to: $to, groupBy: $groupBy) {
    from to groupBy rows { key orders revenue vat } total { orders revenue vat } previousTotal { orders revenue }
  }
}`;

interface Sums {
  key: string;
  orders: number;
  revenue: number;
  vat: number;
}
interface RevenueAnswer {
  rows: Sums[];
  total: Sums;
  previousTotal: Sums;
}

async function revenue(token: string, groupBy = 'MONTH', from = '2020-01-01', to = today): Promise<RevenueAnswer> {
  const response = await gql<{ revenueReport: RevenueAnswer }>(revenueQuery, { from, to, groupBy }, { token });
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no report');
  return response.data.revenueReport;
}

describe('reports', () => {
  it('are refused to admins outside the reporting group, and to teachers', async () => {
    const [admin, teacher] = await Promise.all([signIn('admin@example.com'), signIn('teacher@example.com')]);
    for (const session of [admin, teacher]) {
      for (const query of [
        `{ revenueReport(from: "2026-01-01", to: "2026-12-31", groupBy: MONTH) { total { orders } } }`,
        `{ teacherReport(from: "2026-01-01", to: "2026-12-31") { total } }`,
        `{ subscriptionReport { total } }`,
      ]) {
        expect(errorCode(await gql(query, {}, { token: session.accessToken }))).toBe('FORBIDDEN');
      }
    }
  });

  it('sum the PAID orders exactly, by month, payment method and coupon, beside the previous period', async () => {
    const reporting = await signIn('reporting@example.com');
    const before = await revenue(reporting.accessToken);
    const { teacher, digital, other } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id), item(other.id)],
    });
    const unpaid = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    expect(unpaid.orderStatus).toBe('PROCESSING');
    const paid = await updated({ id: order.id, _version: order._version, orderStatus: 'PAID' });

    const after = await revenue(reporting.accessToken);
    expect(after.total.orders).toBe(before.total.orders + 1);
    expect(Math.round((after.total.revenue - before.total.revenue) * 100)).toBe(Math.round(paid.orderTotal * 100));
    expect(Math.round((after.total.vat - before.total.vat) * 100)).toBe(Math.round(paid.orderVAT * 100));
    const sum = (rows: { revenue: number }[]) => Math.round(rows.reduce((total, row) => total + row.revenue * 100, 0));
    expect(sum(after.rows)).toBe(Math.round(after.total.revenue * 100));
    expect(after.rows.find((row) => row.key === month)?.orders).toBeGreaterThan(0);

    const byMethod = await revenue(reporting.accessToken, 'PAYMENT_METHOD');
    expect(byMethod.rows.find((row) => row.key === 'EFT')?.orders).toBeGreaterThan(0);
    expect(sum(byMethod.rows)).toBe(Math.round(after.total.revenue * 100));

    // A period that ends before today's orders: the previous period of the next one holds them.
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const next = await revenue(reporting.accessToken, 'COUPON', tomorrow, tomorrow);
    expect(next.total.orders).toBe(0);
    expect(next.previousTotal.orders).toBeGreaterThan(0);
  });

  it('refuse a range that ends before it starts', async () => {
    const reporting = await signIn('reporting@example.com');
    const response = await gql(
      revenueQuery,
      { from: '2026-02-01', to: '2026-01-01', groupBy: 'MONTH' },
      { token: reporting.accessToken },
    );
    expect(response.errors?.[0].message).toBe('The start date must be on or before the end date.');
  });

  it('count teachers and legacy subscriptions', async () => {
    const reporting = await signIn('reporting@example.com');
    const before = await gql(
      `{ teacherReport(from: "${today}", to: "${today}") { total registrations { key count } byProvince { key count } } }`,
      {},
      { token: reporting.accessToken },
    );
    await teacherAndProducts();
    const after = await gql(
      `{ teacherReport(from: "${today}", to: "${today}") { total registrations { key count } byProvince { key count } } }`,
      {},
      { token: reporting.accessToken },
    );
    expect(after.data?.teacherReport.total).toBe(Number(before.data?.teacherReport.total) + 1);
    const registered = (report: { registrations: { key: string; count: number }[] }) =>
      report.registrations.find((row) => row.key === month)?.count ?? 0;
    expect(registered(after.data?.teacherReport)).toBe(registered(before.data?.teacherReport) + 1);
    const provinces = after.data?.teacherReport.byProvince.reduce(
      (total: number, row: { count: number }) => total + row.count,
      0,
    );
    expect(provinces).toBe(after.data?.teacherReport.total);

    const subscriptions = await gql(
      `{ subscriptionReport { total byPackage { key count } byStatus { key count } byGrade { key count } } }`,
      {},
      { token: reporting.accessToken },
    );
    expect(subscriptions.errors).toBeUndefined();
    const packages = subscriptions.data?.subscriptionReport.byPackage.reduce(
      (total: number, row: { count: number }) => total + row.count,
      0,
    );
    expect(packages).toBe(subscriptions.data?.subscriptionReport.total);
  });
});
