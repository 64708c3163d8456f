import { describe, expect, it } from 'vitest';
import { canEdit, canMarkPaid, hasConfirmation, hasInvoice, isCart } from './orderActions';

const order = (orderStatus: string, changes: Record<string, unknown> = {}) => ({
  orderStatus,
  orderID: '261128-10300000',
  orderPaymentMethod: 'EFT',
  archived: false,
  ...changes,
});

describe('what staff may do with an order (issue 27, 002 §4)', () => {
  it.each([
    ['a cart: PENDING without an order number', order('PENDING', { orderID: null }), true],
    ['a cart with an empty order number', order('PENDING', { orderID: '' }), true],
    ['a checked-out PENDING order (card on its way)', order('PENDING', { orderPaymentMethod: 'Payfast' }), false],
    ['an order awaiting EFT', order('PROCESSING'), false],
  ])('%s is a cart: %s', (_case, given, expected) => expect(isCart(given)).toBe(expected));

  it.each([
    ['an order awaiting EFT (PROCESSING)', order('PROCESSING'), true],
    ['a checked-out PENDING order by EFT', order('PENDING'), true],
    ['a card payment on its way (PENDING, Payfast)', order('PENDING', { orderPaymentMethod: 'Payfast' }), false],
    ['a cart', order('PENDING', { orderID: null }), false],
    ['a paid order', order('PAID'), false],
    ['a cancelled order', order('CANCELLED'), false],
    ['an archived order awaiting EFT', order('PROCESSING', { archived: true }), false],
  ])('Mark paid for %s: %s', (_case, given, expected) => expect(canMarkPaid('ORDER', given)).toBe(expected));

  it('offers Resend invoice only on paid orders, and an order confirmation on a checked-out order past PENDING and QUOTING', () => {
    expect([order('PAID'), order('PROCESSING'), order('CANCELLED')].map(hasInvoice)).toEqual([true, false, false]);
    expect(hasInvoice(order('PAID', { orderID: null }))).toBe(false);
    expect(
      [order('PROCESSING'), order('PENDING'), order('PENDING', { orderID: null }), order('QUOTING'), order('PAID')].map(
        hasConfirmation,
      ),
    ).toEqual([true, false, false, false, true]);
  });

  it('never edits a cart, an archived order or a paid quote', () => {
    expect(canEdit('ORDER', order('PENDING', { orderID: null }))).toBe(false);
    expect(canEdit('ORDER', order('PROCESSING', { archived: true }))).toBe(false);
    expect(canEdit('QUOTE', order('PAID'))).toBe(false);
    expect(canEdit('ORDER', order('PAID'))).toBe(true);
    expect(canEdit('ORDER', order('PENDING'))).toBe(true);
  });
});
