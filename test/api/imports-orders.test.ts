/**
 * Bulk import of orders (issue 13 part 2): rows grouped by order number, existing teachers and products only,
 * totals computed by the server, status and date kept, existing order numbers skipped, each order whole or not at
 * all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, newTeacher, type Session } from '../helpers/api.ts';
import { admin, applyImport, fixture, getImport, postImport, report } from './imports-helpers.ts';
import { createProduct } from './shop-helpers.ts';

let teacher: Session;
const products: Record<string, string> = {};
let file: (name: string) => { name: string; content: string }[];

beforeAll(async () => {
  teacher = await newTeacher();
  products.product1 = (await createProduct({ price: 100, discountPercentage: 10 })).id;
  products.product2 = (await createProduct({ price: 55.5 })).id;
  products.physical = (await createProduct({ price: 200, physical: true })).id;
  // Order numbers carry this run's marker, so that a second run of the file against the same server starts afresh.
  file = (name) => [
    {
      name,
      content: fixture(name)
        .replaceAll('{{teacher}}', teacher.user.email)
        .replaceAll('{{profile}}', teacher.teacherProfileId)
        .replaceAll('{{product1}}', products.product1)
        .replaceAll('{{product2}}', products.product2)
        .replaceAll('{{physical}}', products.physical),
    },
  ];
});

async function ordersOf(profileId: string) {
  const answer = await gql(
    `query($id: ID!) { listTeacherProductsOrders(filter: { teacherprofileID: { eq: $id } }, limit: 1000) { items {
      orderID orderDateTime orderStatus orderPaymentMethod orderTotal orderVAT orderProducts { id title price } } } }`,
    { id: profileId },
    { token: (await admin()).accessToken },
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data?.listTeacherProductsOrders.items as Record<string, any>[]).sort((a, b) =>
    String(a.orderID).localeCompare(String(b.orderID)),
  );
}

describe('orders import', () => {
  it('offers a template', async () => {
    const template = await getImport('/imports/orders/template.csv');
    expect(template.text.split('\n')[0]).toBe(
      'order_number;order_date;email;teacher_profile_id;product_id;status;payment_method',
    );
  });

  it('previews the orders with the totals the server computes', async () => {
    const preview = await postImport('orders', file('orders-good.csv'));
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ rows: 4, new: 4, skipped: 0, invalid: 0 });
    expect(preview.body.rows[0]).toMatchObject({
      line: 2,
      status: 'new',
      values: { order_number: 'IMP-1001', order_date: '2024-03-15T08:30:00.000Z', order_total: '450.00' },
    });
    expect(preview.body.rows[2].values).toMatchObject({ payment_method: 'Payfast', status: 'CANCELLED' });
    expect(await ordersOf(teacher.teacherProfileId)).toEqual([]);
  });

  it('names unknown teachers and products, bad dates, statuses and payment methods', async () => {
    const preview = await postImport('orders', file('orders-bad.csv'));
    expect(preview.body.counts).toEqual({ rows: 9, new: 1, skipped: 0, invalid: 8 });
    expect(preview.body.errors).toEqual([
      { line: 2, message: 'Order number is required' },
      { line: 3, message: "Invalid order date '2024-02-31' (use YYYY-MM-DD or YYYY-MM-DD HH:MM)" },
      { line: 4, message: "Unknown teacher 'nobody@example.com'" },
      { line: 5, message: "Unknown product 'no-such-product'" },
      {
        line: 6,
        message: "Unknown status 'SHIPPED' (use PENDING, PROCESSING, PAID, CANCELLED, QUOTING)",
      },
      { line: 7, message: "Unknown payment method 'Cheque' (use EFT, Free or Card Payment)" },
      { line: 8, message: 'The rows of this order differ in order_date' },
      { line: 9, message: 'The rows of this order differ in order_date' },
    ]);
  });

  it('creates the orders with status, date and server totals; a second run creates nothing', async () => {
    const job = await applyImport('orders', file('orders-good.csv'));
    expect(job).toMatchObject({ state: 'done', processed: 4, total: 4 });
    expect(job.counts).toEqual({ rows: 4, created: 4, skipped: 0, invalid: 0 });
    const orders = await ordersOf(teacher.teacherProfileId);
    expect(orders.map((order) => order.orderID)).toEqual(['IMP-1001', 'IMP-1002', 'IMP-1003']);
    // 100 less 10 % = 90, plus 200 physical, plus R160 shipping.
    expect(orders[0]).toMatchObject({
      orderStatus: 'PAID',
      orderPaymentMethod: 'EFT',
      orderDateTime: '2024-03-15T08:30:00.000Z',
      orderTotal: 450,
      orderVAT: 58.7,
    });
    expect(orders[0].orderProducts.map((item: { id: string }) => item.id)).toEqual([
      products.product1,
      products.physical,
    ]);
    expect(orders[1]).toMatchObject({ orderStatus: 'CANCELLED', orderPaymentMethod: 'Payfast', orderTotal: 55.5 });
    expect(orders[2]).toMatchObject({ orderStatus: 'PROCESSING', orderPaymentMethod: 'EFT', orderTotal: 90 });

    const again = await applyImport('orders', file('orders-good.csv'));
    expect(again.counts).toEqual({ rows: 4, created: 0, skipped: 4, invalid: 0 });
    expect((await report(again))[1]).toEqual(['2', 'skipped', 'Order IMP-1001 already exists']);
    expect(await ordersOf(teacher.teacherProfileId)).toHaveLength(3);
  });

  it('leaves no half-imported order when it fails part-way; the rerun completes it', async () => {
    const lines = ['order_number;order_date;email;teacher_profile_id;product_id;status;payment_method'];
    for (let order = 0; order < 120; order += 1)
      for (const product of [products.product1, products.product2])
        lines.push(`IMP-C${order};2024-05-01;${teacher.user.email};;${product};PAID;EFT`);
    const parts = [{ name: 'crash.csv', content: lines.join('\n') }];
    // Line 212 is the second row of order 105, in the second batch of 100 orders.
    const failed = await applyImport('orders', parts, { query: 'failAtLine=212' });
    expect(failed).toMatchObject({ state: 'failed', message: 'Import stopped at line 212 (injected failure)' });
    expect(failed.counts).toMatchObject({ created: 200 });
    const stored = (await ordersOf(teacher.teacherProfileId)).filter((order) => order.orderID.startsWith('IMP-C'));
    expect(stored).toHaveLength(100);
    expect(stored.every((order) => order.orderProducts.length === 2)).toBe(true);

    const rerun = await applyImport('orders', parts);
    expect(rerun.counts).toEqual({ rows: 240, created: 40, skipped: 200, invalid: 0 });
    const all = (await ordersOf(teacher.teacherProfileId)).filter((order) => order.orderID.startsWith('IMP-C'));
    expect(all).toHaveLength(120);
  });
});
