import { describe, expect, it } from 'vitest';
import { orderIdOf } from '../../server/domain/order-id.ts';
import { notificationSignature } from '../../server/payments/payfast.ts';
import { newTeacher, gql, subscribe, waitFor, wsClient, type Session } from '../helpers/api.ts';
import { historyOf } from './sales-helpers.ts';
import {
  addToCart,
  cardCheckout,
  cartOf,
  checkout,
  demoItem,
  notification,
  orderAsAdmin,
  postNotification,
  titles,
} from './shop-helpers.ts';

async function awaitingCard() {
  const teacher = await newTeacher();
  const pack = await demoItem(titles.assessmentPack);
  const { order } = await cardCheckout(teacher, [pack.id]);
  return { teacher, order };
}

describe('Payfast notifications (ITN)', () => {
  it('change nothing when forged: bad signature, wrong amount, wrong merchant, unknown order', async () => {
    const { order } = await awaitingCard();
    const genuine = notification(order);
    const badSignature = genuine.map(([name, value]): [string, string] => [
      name,
      name === 'signature' ? '0'.repeat(32) : value,
    ]);
    const tampered = genuine.map(([name, value]): [string, string] => [name, name === 'amount_gross' ? '0.01' : value]);
    const cases: [string, [string, string][]][] = [
      ['bad signature', badSignature],
      ['amount changed after signing', tampered],
      ['signed, wrong amount', notification(order, { amount_gross: '1.00' })],
      ['signed, wrong merchant', notification(order, { merchant_id: '10000999' })],
      ['signed, unknown order', notification({ ...order, id: 'no-such-order' })],
      ['signed, another payment id', notification(order, { m_payment_id: '991231-23595999' })],
    ];
    for (const [, fields] of cases) expect(await postNotification(fields)).toBe(400);
    const after = await orderAsAdmin(order.id);
    expect(after).toMatchObject({ orderStatus: 'PENDING', _version: order._version, orderPayment: null });
  });

  it("pays no other order through fields sent after the signature or twice (another account's order B)", async () => {
    const { order: a } = await awaitingCard();
    const { order: b } = await awaitingCard();
    const genuineA = notification(a);
    const forB: [string, string][] = [
      ['custom_str1', b.id],
      ['m_payment_id', b.orderID],
      ['amount_gross', b.orderTotal.toFixed(2)],
    ];
    expect(await postNotification([...genuineA, ...forB])).toBe(400);
    const unsignedTwice = [...genuineA.slice(0, -1), ...forB];
    expect(await postNotification([...unsignedTwice, ['signature', notificationSignature(unsignedTwice, null)]])).toBe(
      400,
    );
    expect(await postNotification([...genuineA.slice(0, -1)])).toBe(400);
    expect((await orderAsAdmin(b.id)).orderStatus).toBe('PENDING');
    expect((await orderAsAdmin(a.id)).orderStatus).toBe('PENDING');
    expect(await postNotification(genuineA)).toBe(200);
    expect((await orderAsAdmin(a.id)).orderStatus).toBe('PAID');
    expect((await orderAsAdmin(b.id)).orderStatus).toBe('PENDING');
  });

  it('pays a genuine one once, however often it is replayed, and the teacher sees it live', async () => {
    const { teacher, order } = await awaitingCard();
    const client = wsClient(teacher.accessToken);
    const feed = subscribe<{ onUpdateTeacherProductsOrder: { id: string; orderStatus: string } }>(
      client,
      'subscription { onUpdateTeacherProductsOrder { id orderStatus } }',
    );
    await feed.ready;

    const genuine = notification(order);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => postNotification(genuine)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const paid = await orderAsAdmin(order.id);
    expect(paid).toMatchObject({ orderStatus: 'PAID', _version: order._version + 1, orderTotal: order.orderTotal });
    expect(paid.orderPayment).toMatchObject({
      payment_status: 'COMPLETE',
      amount_gross: '62.99',
      m_payment_id: order.orderID,
    });

    await waitFor(() => feed.events.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.events).toEqual([{ onUpdateTeacherProductsOrder: { id: order.id, orderStatus: 'PAID' } }]);
    feed.stop();
    await client.dispose();

    expect(await postNotification(genuine)).toBe(200);
    expect((await orderAsAdmin(order.id))._version).toBe(order._version + 1);
    const bought = await gql('{ boughtProductIds }', {}, { token: teacher.accessToken });
    expect(bought.data?.boughtProductIds).toEqual([order.orderProducts[0].id]);
  });

  it('leaves a payment that is not COMPLETE, and an order checked out by EFT, as they are', async () => {
    const { order } = await awaitingCard();
    expect(await postNotification(notification(order, { payment_status: 'CANCELLED' }))).toBe(200);
    expect((await orderAsAdmin(order.id)).orderStatus).toBe('PENDING');

    const teacher = await newTeacher();
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    const cart = await cartOf(teacher);
    const eft = (await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' })).data!
      .checkout.order;
    expect(await postNotification(notification(eft))).toBe(400);
    expect(await orderAsAdmin(eft.id)).toMatchObject({ orderStatus: 'PROCESSING', _version: eft._version });
  });

  it('does not pay for a cart changed after the card checkout (the payment is recorded for the admin to settle)', async () => {
    const { teacher, order } = await awaitingCard();
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    expect(await postNotification(notification(order))).toBe(200);
    expect(await orderAsAdmin(order.id)).toMatchObject({ orderStatus: 'PENDING', orderPayment: null });
  });

  it('refuses a body that is not a notification', async () => {
    expect(await postNotification([])).toBe(400);
    expect(await postNotification([['signature', 'abc']])).toBe(400);
  });
});

const awaiting = async (teacher: Session, id: string) =>
  (
    await gql(
      `query($id: ID!) { getTeacherProductsOrder(id: $id) { awaitingCardPayment } }`,
      { id },
      { token: teacher.accessToken },
    )
  ).data?.getTeacherProductsOrder.awaitingCardPayment;

describe('after a card payment (issue 10, point 9): being confirmed, retry or EFT, never paid twice', () => {
  it('is being confirmed until the notification arrives; a failed payment is not awaited', async () => {
    const { teacher, order } = await awaitingCard();
    expect(await awaiting(teacher, order.id)).toBe(true);
    expect(await postNotification(notification(order, { payment_status: 'FAILED' }))).toBe(200);
    expect(await awaiting(teacher, order.id)).toBe(false);
    expect((await orderAsAdmin(order.id)).orderStatus).toBe('PENDING');
  });

  it('a late COMPLETE of an earlier try pays the order after a retry; the second payment is recorded, not applied twice', async () => {
    const { teacher, order: first } = await awaitingCard();
    // Order ids count hundredths of a second: the retry's must be another one.
    await expect.poll(() => orderIdOf(new Date())).not.toBe(first.orderID);
    const retried = await checkout(teacher, { orderId: first.id, _version: first._version, paymentMethod: 'Payfast' });
    expect(retried.errors).toBeUndefined();
    const second = retried.data!.checkout.order;
    expect(second.orderID).not.toBe(first.orderID);
    expect(await awaiting(teacher, first.id)).toBe(true);

    expect(await postNotification(notification(first))).toBe(200);
    const paid = await orderAsAdmin(first.id);
    expect(paid).toMatchObject({
      orderStatus: 'PAID',
      orderPaymentMethod: 'Payfast',
      orderPayment: { m_payment_id: first.orderID },
    });
    expect(await awaiting(teacher, first.id)).toBe(false);

    expect(await postNotification(notification(second))).toBe(200);
    const after = await orderAsAdmin(first.id);
    expect(after).toMatchObject({
      orderStatus: 'PAID',
      _version: paid._version,
      orderPayment: { m_payment_id: first.orderID },
    });

    // A second payment on the same form (Payfast's own id differs) is no replay either: not applied.
    expect(await postNotification(notification(first, { pf_payment_id: 'another-payment' }))).toBe(200);
    expect(await orderAsAdmin(first.id)).toMatchObject({
      _version: paid._version,
      orderPayment: { pf_payment_id: paid.orderPayment.pf_payment_id },
    });
  });

  it('switching to EFT keeps the card try: its late COMPLETE still pays the order, by card', async () => {
    const { teacher, order } = await awaitingCard();
    const eft = (await checkout(teacher, { orderId: order.id, _version: order._version, paymentMethod: 'EFT' })).data
      ?.checkout.order;
    expect(eft).toMatchObject({ orderStatus: 'PROCESSING', orderPaymentMethod: 'EFT' });
    expect(await awaiting(teacher, order.id)).toBe(false);

    expect(await postNotification(notification(order))).toBe(200);
    expect(await orderAsAdmin(order.id)).toMatchObject({
      orderStatus: 'PAID',
      orderPaymentMethod: 'Payfast',
      orderPayment: { m_payment_id: order.orderID },
    });
    // The payment is one change in the history: PAID and back to card together.
    const history = (await historyOf(order.id)).data?.orderHistory as {
      source: string;
      changes: { field: string; to: unknown }[];
    }[];
    const byPayment = history.filter((event) => event.source === 'payment');
    expect(byPayment).toHaveLength(1);
    expect(byPayment[0]?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'orderStatus', to: 'PAID' }),
        expect.objectContaining({ field: 'orderPaymentMethod', to: 'Payfast' }),
      ]),
    );
    const bought = await gql('{ boughtProductIds }', {}, { token: teacher.accessToken });
    expect(bought.data?.boughtProductIds).toEqual([order.orderProducts[0].id]);
  });
});
