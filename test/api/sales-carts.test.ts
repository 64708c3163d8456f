/**
 * Orders, not carts (issue 27): a teacher's open cart (PENDING without an order number) is left out of the Orders
 * list and its count unless `includeCarts` asks for it; a checked-out PENDING order (a card payment on its way) is an
 * order and always listed.
 */
import { describe, expect, it } from 'vitest';
import { gql, newTeacher } from '../helpers/api.ts';
import { addToCart, cardCheckout, cartOf, createProduct } from './shop-helpers.ts';
import { adminToken, created, item } from './sales-helpers.ts';

const listQuery = `query($filter: SalesOrdersFilter!) {
  salesOrders(filter: $filter, pageSize: -1) { totalCount items { id orderID orderStatus } }
}`;

async function list(filter: Record<string, unknown>) {
  const response = await gql(listQuery, { filter }, { token: await adminToken() });
  expect(response.errors).toBeUndefined();
  return response.data?.salesOrders as {
    totalCount: number;
    items: { id: string; orderID: string | null; orderStatus: string }[];
  };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((order) => order.id);

describe('the Orders list and carts', () => {
  it("leaves a teacher's open cart out of the list and its count by default, and lists it with includeCarts", async () => {
    const product = await createProduct({ price: 30 });
    const teacher = await newTeacher();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PROCESSING',
      orderProducts: [item(product.id)],
    });
    expect((await addToCart(teacher, product.id)).errors).toBeUndefined();
    const cart = await cartOf(teacher);
    expect([cart.orderStatus, cart.orderID ?? null]).toEqual(['PENDING', null]);

    const own = { kind: 'ORDER', teacherprofileID: teacher.teacherProfileId };
    const orders = await list(own);
    expect([orders.totalCount, ids(orders)]).toEqual([1, [order.id]]);
    expect(await list({ ...own, includeCarts: false })).toEqual(orders);

    const withCarts = await list({ ...own, includeCarts: true });
    expect(withCarts.totalCount).toBe(2);
    expect(ids(withCarts).sort()).toEqual([order.id, cart.id].sort());

    // The last month's list of every teacher follows the same rule.
    expect(ids(await list({ kind: 'ORDER' }))).not.toContain(cart.id);
    expect(ids(await list({ kind: 'ORDER', includeCarts: true }))).toContain(cart.id);
    // Quotes are never carts: the flag changes nothing there.
    expect(ids(await list({ kind: 'QUOTE', teacherprofileID: teacher.teacherProfileId, includeCarts: true }))).toEqual(
      [],
    );
  });

  it('lists a checked-out PENDING order (a card payment on its way) whatever the filter', async () => {
    const product = await createProduct({ price: 45 });
    const teacher = await newTeacher();
    const { order } = await cardCheckout(teacher, [product.id]);
    expect(order.orderStatus).toBe('PENDING');
    expect(order.orderID).toMatch(/^\d{6}-\d{8}$/);
    const own = { kind: 'ORDER', teacherprofileID: teacher.teacherProfileId };
    expect(ids(await list(own))).toEqual([order.id]);
    expect(ids(await list({ ...own, includeCarts: true }))).toEqual([order.id]);
  });
});
