/** The orders and quotes tables of the Sales back office: paged, sorted and filtered in SQL (002 section 2). */
import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/api.ts';
import { createProduct, shippingDetails } from './shop-helpers.ts';
import { adminToken, created, item, questionProduct, teacherAndProducts } from './sales-helpers.ts';

const listQuery = `query($filter: SalesOrdersFilter!, $sort: SalesOrderSort, $descending: Boolean, $page: Int, $pageSize: Int) {
  salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {
    totalCount items { id orderStatus orderTotal productsCount hasPhysical hasQuestions archived }
  }
}`;

async function list(variables: Record<string, unknown>) {
  const response = await gql(listQuery, variables, { token: await adminToken() });
  expect(response.errors).toBeUndefined();
  return response.data?.salesOrders as {
    totalCount: number;
    items: {
      id: string;
      orderStatus: string;
      orderTotal: number;
      productsCount: number;
      hasPhysical: boolean;
      hasQuestions: boolean;
      archived: boolean;
    }[];
  };
}

let marked: ReturnType<typeof createProduct> | undefined;

async function fixture() {
  const { teacher, digital, other, physical } = await teacherAndProducts();
  const asking = await questionProduct();
  marked ??= createProduct({ title: `Zebra Crossing Posters ${Date.now()}`, price: 10 });
  const zebra = await marked;
  const profile = teacher.teacherProfileId;
  const one = await created({ teacherprofileID: profile, orderStatus: 'PENDING', orderProducts: [item(digital.id)] });
  const two = await created({
    teacherprofileID: profile,
    orderStatus: 'PENDING',
    orderProducts: [item(physical.id), item(other.id), item(zebra.id)],
    orderShippingDetails: shippingDetails,
  });
  const three = await created({
    teacherprofileID: profile,
    orderStatus: 'PENDING',
    orderProducts: [item(asking.id, { questions: [{ value: 'Yes' }] }), item(other.id)],
  });
  const quote = await created({ teacherprofileID: profile, orderStatus: 'QUOTING', orderProducts: [item(digital.id)] });
  return { teacher, profile, one, two, three, quote, marked: zebra };
}

describe('salesOrders', () => {
  it("lists one teacher's orders (not quotes) newest first, pages them and counts them all", async () => {
    const { profile, one, two, three, quote } = await fixture();
    const all = await list({ filter: { kind: 'ORDER', teacherprofileID: profile } });
    expect(all.totalCount).toBe(3);
    expect(all.items.map((order) => order.id)).toEqual([three.id, two.id, one.id]);
    expect(
      all.items.map((order) => [order.productsCount, order.hasPhysical, order.hasQuestions, order.archived]),
    ).toEqual([
      [2, false, true, false],
      [3, true, false, false],
      [1, false, false, false],
    ]);
    const secondPage = await list({ filter: { kind: 'ORDER', teacherprofileID: profile }, page: 2, pageSize: 2 });
    expect([secondPage.totalCount, secondPage.items.map((order) => order.id)]).toEqual([3, [one.id]]);
    expect(
      (await list({ filter: { kind: 'ORDER', teacherprofileID: profile }, page: 3, pageSize: 2 })).totalCount,
    ).toBe(3);
    expect((await list({ filter: { kind: 'ORDER', teacherprofileID: profile }, pageSize: -1 })).items).toHaveLength(3);
    const quotes = await list({ filter: { kind: 'QUOTE', teacherprofileID: profile } });
    expect(quotes.items.map((order) => [order.id, order.orderStatus])).toEqual([[quote.id, 'QUOTING']]);
  });

  it('sorts by any column of the table, products count included', async () => {
    const { profile, one, two, three } = await fixture();
    const byCount = await list({ filter: { kind: 'ORDER', teacherprofileID: profile }, sort: 'productsCount' });
    expect(byCount.items.map((order) => order.id)).toEqual([one.id, three.id, two.id]);
    const byTotal = await list({
      filter: { kind: 'ORDER', teacherprofileID: profile },
      sort: 'orderTotal',
      descending: true,
    });
    expect(byTotal.items.map((order) => order.orderTotal)).toEqual(
      [...byTotal.items.map((order) => order.orderTotal)].sort((a, b) => b - a),
    );
  });

  it("filters by 'Has Physical Product', 'Has Questions' and search words in ids, owner, status and product titles", async () => {
    const { profile, two, three, marked, teacher } = await fixture();
    expect(
      (await list({ filter: { kind: 'ORDER', teacherprofileID: profile, hasPhysical: true } })).items.map(
        (order) => order.id,
      ),
    ).toEqual([two.id]);
    expect(
      (await list({ filter: { kind: 'ORDER', teacherprofileID: profile, hasQuestions: true } })).items.map(
        (order) => order.id,
      ),
    ).toEqual([three.id]);
    const word = marked.title.split(' ').at(-1) as string;
    expect(
      (await list({ filter: { kind: 'ORDER', search: `zebra ${word}` } })).items.map((order) => order.id),
    ).toContain(two.id);
    expect(
      (await list({ filter: { kind: 'ORDER', teacherprofileID: profile, search: `zebra ${word}` } })).items.map(
        (order) => order.id,
      ),
    ).toEqual([two.id]);
    expect(
      (
        await list({
          filter: {
            kind: 'ORDER',
            search: `${teacher.user.email.toUpperCase()} processing`,
            teacherprofileID: profile,
          },
        })
      ).totalCount,
    ).toBe(3);
    expect((await list({ filter: { kind: 'ORDER', search: two.orderID } })).items.map((order) => order.id)).toEqual([
      two.id,
    ]);
    expect(
      (await list({ filter: { kind: 'ORDER', teacherprofileID: profile, hasProofOfPayment: true } })).totalCount,
    ).toBe(0);
  });

  it('loads a page with its teachers and products in a fixed number of statements (no N+1)', async () => {
    await fixture();
    const query = `{ salesOrders(filter: { kind: ORDER }, pageSize: 50) { totalCount items { id productsCount teacherProfile { id } orderProducts { product { id } } } } }`;
    const response = await gql(query, {}, { token: await adminToken() });
    expect(response.errors).toBeUndefined();
    expect(response.data?.salesOrders.items.length).toBeGreaterThan(3);
    // The session check, the page with its total, then one load of teacher profiles and one of products.
    expect(Number(response.headers.get('x-sql-statements'))).toBeLessThanOrEqual(4);
  });

  it('refuses a page size it does not offer and an unknown sort', async () => {
    const response = await gql(listQuery, { filter: { kind: 'ORDER' }, pageSize: 0 }, { token: await adminToken() });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('salesOrder and teacherHasQuote', () => {
  it('opens any order by id and tells whether a teacher has a quote', async () => {
    const { profile, one, quote } = await fixture();
    const token = await adminToken();
    const found = await gql(
      `query($id: ID!) { salesOrder(id: $id) { id archived orderStatus } }`,
      { id: one.id },
      { token },
    );
    expect(found.data?.salesOrder).toEqual({ id: one.id, archived: false, orderStatus: 'PROCESSING' });
    expect(
      (await gql(`query($id: ID!) { salesOrder(id: $id) { id } }`, { id: 'no-such-order' }, { token })).data
        ?.salesOrder,
    ).toBeNull();
    const has = (id: string) => gql(`query($id: ID!) { teacherHasQuote(teacherprofileID: $id) }`, { id }, { token });
    expect((await has(profile)).data?.teacherHasQuote).toBe(true);
    expect(quote.orderStatus).toBe('QUOTING');
    const { teacher } = await teacherAndProducts();
    expect((await has(teacher.teacherProfileId)).data?.teacherHasQuote).toBe(false);
  });
});
