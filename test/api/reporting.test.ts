/**
 * Reporting (002 section 2, issue 13): the reporting group only (GraphQL and the CSV export), revenue summed from
 * PAID orders to the cent, teachers and legacy subscriptions counted, each against the test's own computation.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.ts';
import { upsertAccount } from '../../server/auth/auth.service.ts';
import type { OrderItem } from '../../server/domain/order-items.ts';
import { itemPrice, orderTotals, SHIPPING_FEE, vatIn } from '../../server/domain/pricing.ts';
import { errorCode, gql, serverUrl, signIn, uuid } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';
import { issueInvoicesOfNewOrders } from '../../server/orders/documents.service.ts';
import type { OrderRow } from '../../server/orders/order.repository.ts';
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
  label?: string;
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

/** The export read back as rows by a CSV library (quoted fields, CRLF, the BOM). */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true });
}

async function csv(base: string, path: string, token?: string) {
  return fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('CSV export', () => {
  it('answers 401 without a token and 403 outside the reporting group', async () => {
    const [admin, teacher, reporting] = await Promise.all([
      signIn('admin@example.com'),
      signIn('teacher@example.com'),
      signIn('reporting@example.com'),
    ]);
    for (const name of ['revenue', 'teacherprofiles', 'subscriptions']) {
      expect((await csv(serverUrl(), `/reports/${name}.csv`)).status).toBe(401);
      expect((await csv(serverUrl(), `/reports/${name}.csv`, 'not-a-token')).status).toBe(401);
      expect((await csv(serverUrl(), `/reports/${name}.csv`, admin.accessToken)).status).toBe(403);
      expect((await csv(serverUrl(), `/reports/${name}.csv`, teacher.accessToken)).status).toBe(403);
      const allowed = await csv(serverUrl(), `/reports/${name}.csv`, reporting.accessToken);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    }
    const wrong = await csv(serverUrl(), '/reports/revenue.csv?groupBy=WEEKDAY', reporting.accessToken);
    expect(wrong.status).toBe(400);
    const backwards = await csv(
      serverUrl(),
      '/reports/revenue.csv?from=2026-02-01&to=2026-01-01',
      reporting.accessToken,
    );
    expect(backwards.status).toBe(400);
  });
});

/**
 * Figures against the test's own sums: on a server of this file's own whose database the test writes directly
 * (a fresh embedded one, or the PostgreSQL one of DATABASE_URL), orders and profiles dated in three days of a
 * random year of 1950–1999 that nothing else uses, and keys (products, provinces, schools…) of its own.
 */
describe('report figures', () => {
  let own: OwnServer;
  let server: RunningServer;
  let token = '';
  const tag = uuid().slice(0, 8);
  // The last day of a random month of 1950–1999, and the two days after it: orders cross a month at midnight.
  // (South Africa has kept UTC+2 all year since 1944; before, it had other offsets and wartime summer time.)
  const year = 1950 + Math.floor(Math.random() * 50);
  const month0 = 1 + Math.floor(Math.random() * 11);
  const first = new Date(Date.UTC(year, month0, 0)).toISOString().slice(0, 10);
  const addDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const last = addDays(first, 2);
  /** An instant at a South African wall-clock time (UTC+2, no daylight saving). */
  const sast = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`).toISOString();
  const localDay = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date(iso));

  const product = (title: string, price: number, extra: Partial<OrderItem> = {}): OrderItem => ({
    id: `product-${tag}-${title}`,
    title: `${title} ${tag}`,
    price,
    discountPercentage: null,
    physical: false,
    bundle: false,
    questions: null,
    updatedAt: null,
    ...extra,
  });
  const workbook = product('Workbook', 100);
  const poster = product('Poster', 40, { discountPercentage: 25 });
  const box = product('Box', 200, { physical: true });
  const bundle = product('Bundle', 333.33, { bundle: true });

  interface RawOrder {
    table: 'teacher_products_order' | 'archived_teacher_products_order';
    status: string;
    method: string;
    items: OrderItem[];
    coupon: { couponCode: string; discount: { type: string; value: number } } | null;
    orderDateTime: string | null;
    createdAt: string;
    deleted?: boolean;
    total?: number;
    vat?: number;
  }
  const coupon = (value: number, type = 'PERCENTAGE') => ({
    couponCode: `RPT${tag}`.toUpperCase(),
    discount: { type, value },
  });
  const orders: RawOrder[] = [
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [workbook, poster],
      coupon: coupon(10),
      orderDateTime: sast(first, '10:00'),
      createdAt: sast(first, '09:00'),
    },
    // 00:30 in South Africa on the next day is still the day before, and the month before, in UTC.
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'Payfast',
      items: [workbook, box],
      coupon: null,
      orderDateTime: sast(addDays(first, 1), '00:30'),
      createdAt: sast(first, '22:00'),
    },
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'Payfast',
      items: [bundle, box, poster],
      coupon: coupon(50, 'AMOUNT'),
      orderDateTime: sast(last, '23:59'),
      createdAt: sast(last, '23:00'),
    },
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [poster],
      coupon: null,
      orderDateTime: null,
      createdAt: sast(last, '12:00'),
    },
    {
      table: 'archived_teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [workbook],
      coupon: null,
      orderDateTime: sast(first, '00:00'),
      createdAt: sast(first, '00:00'),
    },
    // An order whose stored total differs from its lines (an old, hand-made one): the difference is the coupon row's.
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [poster],
      coupon: null,
      orderDateTime: sast(first, '12:00'),
      createdAt: sast(first, '12:00'),
      total: 12.34,
      vat: 1.61,
    },
    // A line whose price is not a number (an old or imported order) counts as 0, and the order is still written.
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [{ ...workbook, id: `product-${tag}-Odd`, title: `Odd ${tag}`, price: '12' as unknown as number }],
      coupon: null,
      orderDateTime: sast(last, '06:00'),
      createdAt: sast(last, '06:00'),
      total: 12,
      vat: 1.57,
    },
    // Not counted: not paid, deleted, outside the period (the day before: the previous period).
    {
      table: 'teacher_products_order',
      status: 'PROCESSING',
      method: 'EFT',
      items: [workbook],
      coupon: null,
      orderDateTime: sast(first, '11:00'),
      createdAt: sast(first, '11:00'),
    },
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [workbook],
      coupon: null,
      orderDateTime: sast(first, '11:00'),
      createdAt: sast(first, '11:00'),
      deleted: true,
    },
    {
      table: 'teacher_products_order',
      status: 'PAID',
      method: 'EFT',
      items: [box],
      coupon: null,
      orderDateTime: sast(addDays(first, -1), '23:59'),
      createdAt: sast(addDays(first, -1), '23:59'),
    },
  ];
  const figuresOf = (order: RawOrder) => {
    const totals = orderTotals(order.items, order.coupon);
    return { total: order.total ?? totals.total, vat: order.vat ?? totals.vat };
  };
  const cents = (value: number) => Math.round(value * 100);

  async function call<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no data');
    return body.data;
  }

  beforeAll(async () => {
    own = await startOwnServer('reporting');
    server = own.server;
    const db = server.app.db;
    const email = `reporting-${tag}@example.com`;
    await upsertAccount(db, { email, password: 'Password1!', groups: ['reporting'] });
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($email: String!) { signIn(email: $email, password: "Password1!") { accessToken } }`,
        variables: { email },
      }),
    });
    token = ((await response.json()) as { data: { signIn: { accessToken: string } } }).data.signIn.accessToken;

    for (const order of orders) {
      const { total, vat } = figuresOf(order);
      await sql`insert into ${sql.table(order.table)} (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('_deleted')},
          ${sql.ref('orderStatus')}, ${sql.ref('orderPaymentMethod')}, ${sql.ref('orderProducts')}, coupon,
          ${sql.ref('orderTotal')}, ${sql.ref('orderVAT')}, ${sql.ref('orderDateTime')}, ${sql.ref('createdAt')},
          ${sql.ref('teacherprofileID')})
        values (${uuid()}, ${Date.now()}, ${order.deleted ?? false}, ${order.status}, ${order.method},
          ${JSON.stringify(order.items)}::jsonb, ${order.coupon ? JSON.stringify(order.coupon) : null}::jsonb,
          ${total}, ${vat}, ${order.orderDateTime}::timestamptz, ${order.createdAt}::timestamptz, ${`profile-${tag}`})`.execute(
        db,
      );
    }
    // Orders written straight into the tables, as if brought from elsewhere: their invoices as an import issues them.
    const written = await Promise.all(
      (['teacher_products_order', 'archived_teacher_products_order'] as const).map((table) =>
        sql<OrderRow>`select * from ${sql.table(table)} where ${sql.ref('teacherprofileID')} = ${`profile-${tag}`}`.execute(
          db,
        ),
      ),
    );
    await issueInvoicesOfNewOrders(
      db,
      written.flatMap((result) => result.rows),
    );
  });

  // On PostgreSQL the database is shared with the other tests (the archive test counts old orders): the rows written
  // here go again.
  afterAll(async () => {
    if (server) {
      const db = server.app.db;
      const ours = sql`select id from (select id, ${sql.ref('teacherprofileID')} from teacher_products_order
        union all select id, ${sql.ref('teacherprofileID')} from archived_teacher_products_order) as o
        where ${sql.ref('teacherprofileID')} = ${`profile-${tag}`}`;
      await sql`delete from order_document_line where ${sql.ref('orderId')} in (${ours})`.execute(db);
      await sql`delete from order_document where ${sql.ref('orderId')} in (${ours})`.execute(db);
      for (const table of ['teacher_products_order', 'archived_teacher_products_order'] as const)
        await sql`delete from ${sql.table(table)} where ${sql.ref('teacherprofileID')} = ${`profile-${tag}`}`.execute(
          db,
        );
      await sql`delete from teacher_profile where province like ${`%${tag}`} or language like ${`%${tag}`}
        or ${sql.ref('payfastSubscriptionPackage')}->>'title' like ${`%${tag}`}`.execute(db);
    }
    await own?.close();
  });

  const counted = () =>
    orders.filter((order) => {
      const day = localDay(order.orderDateTime ?? order.createdAt);
      return order.status === 'PAID' && !order.deleted && day >= first && day <= last;
    });

  /** The expected rows of a grouping: key → cents of revenue and VAT and the orders counted. */
  function expected(groupBy: string) {
    const rows = new Map<string, { orders: number; revenue: number; vat: number }>();
    const add = (key: string, revenue: number, vat: number, order = 1) => {
      const row = rows.get(key) ?? { orders: 0, revenue: 0, vat: 0 };
      rows.set(key, { orders: row.orders + order, revenue: row.revenue + revenue, vat: row.vat + vat });
    };
    for (const order of counted()) {
      const { total, vat } = figuresOf(order);
      const day = localDay(order.orderDateTime ?? order.createdAt);
      if (groupBy === 'MONTH') add(day.slice(0, 7), cents(total), cents(vat));
      if (groupBy === 'PAYMENT_METHOD') add(order.method, cents(total), cents(vat));
      if (groupBy === 'COUPON') add(order.coupon?.couponCode ?? '', cents(total), cents(vat));
      if (groupBy === 'PRODUCT') {
        let lines = 0;
        let linesVat = 0;
        for (const item of order.items) {
          const price = cents(itemPrice(item));
          const itemVat = cents(vatIn(price / 100).vat);
          add(item.id, price, itemVat);
          lines += price;
          linesVat += itemVat;
        }
        const shipping = order.items.some((item) => item.physical) ? cents(SHIPPING_FEE) : 0;
        const shippingVat = cents(vatIn(shipping / 100).vat);
        if (shipping) add('SHIPPING', shipping, shippingVat);
        const rest = cents(total) - lines - shipping;
        const restVat = cents(vat) - linesVat - shippingVat;
        if (rest !== 0 || restVat !== 0) add('ADJUSTMENTS', rest, restVat);
      }
    }
    return rows;
  }

  const revenueQuery = `query($from: Date!, $to: Date!, $groupBy: RevenueGrouping!) {
    revenueReport(from: $from, to: $to, groupBy: $groupBy) {
      rows { key label orders revenue vat } total { orders revenue vat } previousTotal { orders revenue vat }
    }
  }`;

  it('sum revenue, VAT and orders by month, payment method, product and coupon, to the cent', async () => {
    const all = counted();
    expect(all).toHaveLength(7);
    const totalCents = all.reduce((sum, order) => sum + cents(figuresOf(order).total), 0);
    const vatCents = all.reduce((sum, order) => sum + cents(figuresOf(order).vat), 0);
    for (const groupBy of ['MONTH', 'PAYMENT_METHOD', 'PRODUCT', 'COUPON']) {
      const { revenueReport: report } = await call<{
        revenueReport: RevenueAnswer & { rows: (Sums & { label: string })[] };
      }>(revenueQuery, { from: first, to: last, groupBy });
      expect({
        orders: report.total.orders,
        revenue: cents(report.total.revenue),
        vat: cents(report.total.vat),
      }).toEqual({
        orders: 7,
        revenue: totalCents,
        vat: vatCents,
      });
      const got = new Map(
        report.rows.map((row) => [row.key, { orders: row.orders, revenue: cents(row.revenue), vat: cents(row.vat) }]),
      );
      expect(got).toEqual(expected(groupBy));
      expect(report.rows.reduce((sum, row) => sum + cents(row.revenue), 0)).toBe(totalCents);
      expect(report.rows.reduce((sum, row) => sum + cents(row.vat), 0)).toBe(vatCents);
      if (groupBy === 'PRODUCT') expect(report.rows.find((row) => row.key === bundle.id)?.label).toBe(bundle.title);
      const previous = orders[orders.length - 1];
      expect(report.previousTotal).toEqual({
        orders: 1,
        revenue: figuresOf(previous).total,
        vat: figuresOf(previous).vat,
      });
    }
    // The month of the order at 00:30 South African time is the next month, as are the orders after it.
    expect([...expected('MONTH').keys()]).toEqual([first.slice(0, 7), addDays(first, 1).slice(0, 7)]);
  });

  it('export the table the screen shows as CSV, in English and Afrikaans', async () => {
    const { revenueReport: report } = await call<{ revenueReport: { rows: (Sums & { label: string })[] } }>(
      revenueQuery,
      {
        from: first,
        to: last,
        groupBy: 'PRODUCT',
      },
    );
    const response = await csv(server.url, `/reports/revenue.csv?from=${first}&to=${last}&groupBy=PRODUCT`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const rows = parseCsv(await response.text());
    const names: Record<string, string> = { SHIPPING: 'Shipping', ADJUSTMENTS: 'Coupon discounts and rounding' };
    expect(rows).toEqual([
      ['Product', 'Paid orders', 'Revenue', 'VAT'],
      ...report.rows.map((row) => [
        names[row.key] ?? row.label,
        String(row.orders),
        row.revenue.toFixed(2),
        row.vat.toFixed(2),
      ]),
    ]);
    const afrikaans = parseCsv(
      await (
        await csv(server.url, `/reports/revenue.csv?from=${first}&to=${last}&groupBy=COUPON&lang=af`, token)
      ).text(),
    );
    expect(afrikaans[0]).toEqual(['Koepon', 'Betaalde bestellings', 'Inkomste', 'BTW']);
    expect(afrikaans.map((row) => row[0])).toContain('Geen koepon');
    expect(afrikaans.slice(1).reduce((sum, row) => sum + cents(Number(row[2])), 0)).toBe(
      counted().reduce((sum, order) => sum + cents(figuresOf(order).total), 0),
    );
  });

  it('count teachers by month of registration, province, language, school and group, and the active ones', async () => {
    const db = server.app.db;
    const school = `School ${tag}`;
    const schoolId = uuid();
    await sql`insert into school (id, ${sql.ref('_lastChangedAt')}, name) values (${schoolId}, ${Date.now()}, ${school})`.execute(
      db,
    );
    const accountOf = async (groups: string[], signedInDaysAgo: number | null) => {
      const id = uuid();
      await sql`insert into account (id, email, ${sql.ref('passwordHash')}, groups)
        values (${id}, ${`t-${id}@example.com`}, 'x', ${JSON.stringify(groups)}::jsonb)`.execute(db);
      if (signedInDaysAgo !== null) {
        const at = new Date(Date.now() - signedInDaysAgo * 86_400_000).toISOString();
        await sql`insert into refresh_token (id, ${sql.ref('accountId')}, ${sql.ref('familyId')}, ${sql.ref('tokenHash')},
            ${sql.ref('expiresAt')}, ${sql.ref('createdAt')})
          values (${uuid()}, ${id}, ${uuid()}, ${uuid()}, ${at}::timestamptz + interval '60 days', ${at}::timestamptz)`.execute(
          db,
        );
      }
      return id;
    };
    const profiles = [
      {
        province: `Province ${tag}`,
        language: `Lang ${tag}`,
        school: schoolId,
        groups: ['teacher', `group-${tag}`],
        days: 1,
        at: sast(first, '23:30'),
      },
      {
        province: `Province ${tag}`,
        language: null,
        school: schoolId,
        groups: [`group-${tag}`],
        days: 40,
        at: sast(addDays(first, 1), '00:10'),
      },
      {
        province: null,
        language: `Lang ${tag}`,
        school: null,
        groups: ['teacher'],
        days: null,
        at: sast(last, '08:00'),
      },
      {
        province: `Province ${tag}`,
        language: null,
        school: null,
        groups: [`group-${tag}`],
        days: 0,
        at: sast(last, '09:00'),
        deleted: true,
      },
    ];
    for (const profile of profiles) {
      const owner = await accountOf(profile.groups, profile.days);
      await sql`insert into teacher_profile (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('_deleted')}, province, language,
          ${sql.ref('teacherProfileSchoolId')}, ${sql.ref('ownerId')}, ${sql.ref('createdAt')})
        values (${uuid()}, ${Date.now()}, ${profile.deleted ?? false}, ${profile.province}, ${profile.language},
          ${profile.school}, ${owner}, ${profile.at}::timestamptz)`.execute(db);
    }
    const { teacherReport: report } = await call<{ teacherReport: Record<string, any> }>(
      `query($from: Date!, $to: Date!) { teacherReport(from: $from, to: $to) {
        total active registrations { key count } byProvince { key count } byLanguage { key count }
        bySchool { key count } byGroup { key count } } }`,
      { from: first, to: last },
    );
    const count = (rows: CountRowAnswer[], key: string) => rows.find((row) => row.key === key)?.count;
    expect(report.registrations).toEqual([
      { key: first.slice(0, 7), count: 1 },
      { key: addDays(first, 1).slice(0, 7), count: 2 },
    ]);
    expect(count(report.byProvince, `Province ${tag}`)).toBe(2);
    expect(count(report.byLanguage, `Lang ${tag}`)).toBe(2);
    expect(count(report.bySchool, school)).toBe(2);
    expect(count(report.byGroup, `group-${tag}`)).toBe(2);

    // Every live profile, counted here from the raw rows.
    const raw = await sql<{
      ownerId: string | null;
      province: string | null;
      signedIn: string | null;
    }>`select p.${sql.ref('ownerId')},
        p.province, (select max(r.${sql.ref('createdAt')})::text from refresh_token r where r.${sql.ref('accountId')} = p.${sql.ref('ownerId')}) as ${sql.ref('signedIn')}
      from teacher_profile p where p._deleted = false`.execute(db);
    expect(report.total).toBe(raw.rows.length);
    const monthAgo = Date.now() - 30 * 86_400_000;
    expect(report.active).toBe(raw.rows.filter((row) => row.signedIn && Date.parse(row.signedIn) >= monthAgo).length);
    const provinces = new Map<string, number>();
    for (const row of raw.rows) provinces.set(row.province ?? '', (provinces.get(row.province ?? '') ?? 0) + 1);
    expect(new Map(report.byProvince.map((row: CountRowAnswer) => [row.key, row.count]))).toEqual(provinces);

    const exported = parseCsv(
      await (
        await csv(server.url, `/reports/teacherprofiles.csv?from=${first}&to=${last}&table=bySchool`, token)
      ).text(),
    );
    expect(exported[0]).toEqual(['School', 'Count']);
    expect(exported.slice(1)).toEqual(
      report.bySchool.map((row: CountRowAnswer) => [row.key || 'Not given', String(row.count)]),
    );
  });

  it('count legacy subscriptions by package, status and grade', async () => {
    const db = server.app.db;
    const subscriptions = [
      { title: `Package ${tag}`, grades: ['Grade 1', `Grade ${tag}`], status: `Active ${tag}` },
      { title: `Package ${tag}`, grades: [`Grade ${tag}`], status: `Cancelled ${tag}` },
      { title: `Other ${tag}`, grades: 'not a list', status: null },
    ];
    for (const subscription of subscriptions) {
      await sql`insert into teacher_profile (id, ${sql.ref('_lastChangedAt')}, ${sql.ref('payfastSubscriptionPackage')},
          ${sql.ref('payfastSubscriptionResponse')})
        values (${uuid()}, ${Date.now()}, ${JSON.stringify({ title: subscription.title, grades: subscription.grades })}::jsonb,
          ${subscription.status ? JSON.stringify({ status_text: subscription.status }) : null}::jsonb)`.execute(db);
    }
    const { subscriptionReport: report } = await call<{ subscriptionReport: Record<string, any> }>(
      `{ subscriptionReport { total byPackage { key count } byStatus { key count } byGrade { key count } } }`,
    );
    const count = (rows: CountRowAnswer[], key: string) => rows.find((row) => row.key === key)?.count;
    expect(count(report.byPackage, `Package ${tag}`)).toBe(2);
    expect(count(report.byPackage, `Other ${tag}`)).toBe(1);
    expect(count(report.byStatus, `Active ${tag}`)).toBe(1);
    expect(count(report.byGrade, `Grade ${tag}`)).toBe(2);

    const raw = await sql<{
      pack: { title?: string; grades?: unknown };
    }>`select ${sql.ref('payfastSubscriptionPackage')} as pack
      from teacher_profile where _deleted = false and ${sql.ref('payfastSubscriptionPackage')} is not null`.execute(db);
    const subscribed = raw.rows.filter(
      (row) => typeof row.pack === 'object' && row.pack !== null && !Array.isArray(row.pack),
    );
    expect(report.total).toBe(subscribed.length);
    const grades = new Map<string, number>();
    for (const row of subscribed)
      for (const grade of Array.isArray(row.pack.grades) ? row.pack.grades : [])
        grades.set(String(grade), (grades.get(String(grade)) ?? 0) + 1);
    expect(new Map(report.byGrade.map((row: CountRowAnswer) => [row.key, row.count]))).toEqual(grades);

    const exported = parseCsv(
      await (await csv(server.url, `/reports/subscriptions.csv?table=byPackage&lang=af`, token)).text(),
    );
    expect(exported).toEqual([
      ['Pakket', 'Aantal'],
      ...report.byPackage.map((row: CountRowAnswer) => [row.key || 'Nie gegee nie', String(row.count)]),
    ]);
  });
});

interface CountRowAnswer {
  key: string;
  count: number;
}
