/** The history of an order (issue 10, point 7): every path records who changed what, in the write's transaction. */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, uuid } from '../helpers/api.ts';
import { addToCart, cardCheckout, cartOf, checkout, notification, postNotification } from './shop-helpers.ts';
import { adminToken, created, historyOf, item, teacherAndProducts, updated } from './sales-helpers.ts';

interface Event {
  actor: string;
  actorId: string | null;
  actorKind: string;
  source: string;
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

async function events(orderId: string): Promise<Event[]> {
  const response = await historyOf(orderId);
  expect(response.errors).toBeUndefined();
  return response.data?.orderHistory;
}

const change = (event: Event, field: string) => event.changes.find((candidate) => candidate.field === field);

describe('order history', () => {
  it("records the teacher's cart and checkout, then the admin, oldest first", async () => {
    const { teacher, digital, other } = await teacherAndProducts();
    await addToCart(teacher, digital.id);
    await addToCart(teacher, other.id);
    const cart = await cartOf(teacher);
    const eft = (await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' })).data!
      .checkout.order;
    const admin = await gql('{ me { id email } }', {}, { token: await adminToken() });
    await updated({ id: eft.id, _version: eft._version, orderStatus: 'PAID' });

    const history = await events(cart.id);
    expect(history.map((event) => [event.actorKind, event.source])).toEqual([
      ['teacher', 'cart'],
      ['teacher', 'cart'],
      ['teacher', 'checkout'],
      ['admin', 'admin'],
    ]);
    expect(history[0]).toMatchObject({ actor: teacher.user.email, actorId: teacher.user.id });
    expect(change(history[0], 'orderStatus')).toEqual({ field: 'orderStatus', from: null, to: 'PENDING' });
    expect((change(history[1], 'orderProducts')?.to as { id: string }[]).map((line) => line.id)).toEqual([
      digital.id,
      other.id,
    ]);
    expect(change(history[2], 'orderStatus')).toEqual({ field: 'orderStatus', from: 'PENDING', to: 'PROCESSING' });
    expect(change(history[2], 'orderPaymentMethod')).toEqual({ field: 'orderPaymentMethod', from: null, to: 'EFT' });
    expect(history[3]).toMatchObject({ actor: 'admin@example.com', actorId: admin.data?.me.id });
    // Paid: the tax invoice it issued is part of the same write (issue 27).
    expect(history[3].changes).toEqual([
      { field: 'orderStatus', from: 'PROCESSING', to: 'PAID' },
      { field: 'invoice', from: null, to: expect.stringMatching(/^INV-\d{6}$/) },
    ]);
    const times = history.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('records the admin creating a quote and the Payfast notification paying an order', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const quote = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'QUOTING',
      orderProducts: [item(digital.id)],
    });
    const [first] = await events(quote.id);
    expect(first).toMatchObject({ actorKind: 'admin', source: 'admin', actor: 'admin@example.com' });
    expect(change(first, 'orderTotal')).toEqual({ field: 'orderTotal', from: null, to: 100 });

    const buyer = await newTeacher();
    const { order } = await cardCheckout(buyer, [digital.id]);
    expect(await postNotification(notification(order))).toBe(200);
    const history = await events(order.id);
    expect(history.at(-1)).toMatchObject({ actor: 'Payfast', actorId: null, actorKind: 'payment', source: 'payment' });
    expect(change(history.at(-1)!, 'orderStatus')).toEqual({ field: 'orderStatus', from: 'PENDING', to: 'PAID' });
  });

  it('is written in the same transaction: a request whose writes roll back leaves no event', async () => {
    const { teacher, digital } = await teacherAndProducts();
    const order = await created({
      teacherprofileID: teacher.teacherProfileId,
      orderStatus: 'PENDING',
      orderProducts: [item(digital.id)],
    });
    const before = await events(order.id);
    // One keyed request: the first update succeeds, the second is stale, so the request's transaction rolls back.
    const response = await gql(
      `mutation($ok: UpdateTeacherProductsOrderInput!, $stale: UpdateTeacherProductsOrderInput!) {
        ok: updateTeacherProductsOrder(input: $ok) { id }
        stale: updateTeacherProductsOrder(input: $stale) { id }
      }`,
      {
        ok: { id: order.id, _version: order._version, orderStatus: 'PAID' },
        stale: { id: order.id, _version: order._version, orderStatus: 'CANCELLED' },
      },
      { token: await adminToken(), headers: { 'Idempotency-Key': uuid() } },
    );
    expect(errorCode(response)).toBe('CONFLICT');
    const current = await gql(
      `query($id: ID!) { getTeacherProductsOrder(id: $id) { orderStatus _version } }`,
      { id: order.id },
      { token: await adminToken() },
    );
    expect(current.data?.getTeacherProductsOrder).toEqual({ orderStatus: 'PROCESSING', _version: order._version });
    expect(await events(order.id)).toEqual(before);
  });

  it('is for admins only: a teacher cannot read the history of an order, her own or another', async () => {
    const { teacher, digital } = await teacherAndProducts();
    await addToCart(teacher, digital.id);
    const cart = await cartOf(teacher);
    const stranger = await newTeacher();
    expect(errorCode(await historyOf(cart.id, teacher.accessToken))).toBe('FORBIDDEN');
    expect(errorCode(await historyOf(cart.id, stranger.accessToken))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(`{ salesOrders(filter: { kind: ORDER }) { totalCount } }`, {}, { token: teacher.accessToken }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(`query($id: ID!) { salesOrder(id: $id) { id } }`, { id: cart.id }, { token: teacher.accessToken }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await historyOf(cart.id, ''))).toBe('UNAUTHENTICATED');
  });
});
