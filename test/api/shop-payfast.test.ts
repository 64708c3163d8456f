import { describe, expect, it } from 'vitest';
import { notificationSignature } from '../../server/payments/payfast.ts';
import { newTeacher, gql, subscribe, waitFor, wsClient } from '../helpers/api.ts';
import { addToCart, cardCheckout, cartOf, checkout, demoItem, notification, orderAsAdmin, postNotification, titles } from './shop-helpers.ts';

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
    const badSignature = genuine.map(([name, value]): [string, string] => [name, name === 'signature' ? '0'.repeat(32) : value]);
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
    const forB: [string, string][] = [['custom_str1', b.id], ['m_payment_id', b.orderID], ['amount_gross', b.orderTotal.toFixed(2)]];
    expect(await postNotification([...genuineA, ...forB])).toBe(400);
    const unsignedTwice = [...genuineA.slice(0, -1), ...forB];
    expect(await postNotification([...unsignedTwice, ['signature', notificationSignature(unsignedTwice, null)]])).toBe(400);
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
    const feed = subscribe<{ onUpdateTeacherProductsOrder: { id: string; orderStatus: string } }>(client, 'subscription { onUpdateTeacherProductsOrder { id orderStatus } }');
    await feed.ready;

    const genuine = notification(order);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => postNotification(genuine)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const paid = await orderAsAdmin(order.id);
    expect(paid).toMatchObject({ orderStatus: 'PAID', _version: order._version + 1, orderTotal: order.orderTotal });
    expect(paid.orderPayment).toMatchObject({ payment_status: 'COMPLETE', amount_gross: '62.99', m_payment_id: order.orderID });

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
    const eft = (await checkout(teacher, { orderId: cart.id, _version: cart._version, paymentMethod: 'EFT' })).data?.checkout.order;
    expect(await postNotification(notification(eft))).toBe(400);
    expect((await orderAsAdmin(eft.id))).toMatchObject({ orderStatus: 'PROCESSING', _version: eft._version });
  });

  it('does not pay for a cart changed after the card checkout', async () => {
    const { teacher, order } = await awaitingCard();
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    expect(await postNotification(notification(order))).toBe(400);
    expect((await orderAsAdmin(order.id)).orderStatus).toBe('PENDING');
  });

  it('refuses a body that is not a notification', async () => {
    expect(await postNotification([])).toBe(400);
    expect(await postNotification([['signature', 'abc']])).toBe(400);
  });
});
