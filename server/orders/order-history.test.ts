import { describe, expect, it } from 'vitest';
import { accountActor, orderChanges } from './order-history.ts';

describe('orderChanges', () => {
  const order = {
    orderStatus: 'PROCESSING',
    orderPaymentMethod: 'EFT',
    orderProducts: [{ id: 'p1', price: 50, questions: null }],
    orderTotal: 50,
    orderVAT: 6.52,
    coupon: { couponCode: 'WELCOME10', discount: { type: 'PERCENTAGE', value: 10 } },
    orderDateTime: '2026-11-24T10:00:00.000Z',
  };

  it('lists every tracked field of a new order that has a value', () => {
    expect(orderChanges(null, order).map((change) => change.field)).toEqual([
      'orderStatus',
      'orderPaymentMethod',
      'orderProducts',
      'orderTotal',
      'orderVAT',
      'coupon',
    ]);
  });

  it('gives from and to of the fields that changed, and nothing for untracked ones', () => {
    const after = { ...order, orderStatus: 'PAID', orderDateTime: '2026-11-25T10:00:00.000Z' };
    expect(orderChanges(order, after)).toEqual([{ field: 'orderStatus', from: 'PROCESSING', to: 'PAID' }]);
  });

  it('sees jsonb values with keys in another order, or null against missing, as equal', () => {
    const reordered = {
      ...order,
      coupon: { discount: { value: 10, type: 'PERCENTAGE' }, couponCode: 'WELCOME10' },
      proofOfPayment: null,
    };
    expect(orderChanges(order, reordered)).toEqual([]);
  });

  it('names the account as the actor', () => {
    expect(accountActor({ userId: 'u1', email: 'admin@example.com' }, 'admin', 'admin')).toEqual({
      id: 'u1',
      display: 'admin@example.com',
      kind: 'admin',
      source: 'admin',
    });
  });
});
