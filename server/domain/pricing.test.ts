import { describe, expect, it } from 'vitest';
import {
  couponValueText,
  formatRand,
  itemPrice,
  orderTotals,
  roundMoney,
  SHIPPING_FEE,
  vatIn,
  type PricedItem,
} from './pricing.ts';

const digital = (price: number | null, discountPercentage?: number): PricedItem => ({
  price,
  discountPercentage,
  physical: false,
});
const physical = (price: number | null, discountPercentage?: number): PricedItem => ({
  price,
  discountPercentage,
  physical: true,
});
const percent = (value: number) => ({ discount: { type: 'PERCENTAGE', value } });
const rands = (value: number) => ({ discount: { type: 'AMOUNT', value } });

describe('rounding to cents, half away from zero', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.125, 0.13],
    [-0.125, -0.13],
    [62.991, 62.99],
    [76.4915, 76.49],
    [2.675, 2.68],
    [1e-7, 0],
    [-0, 0],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => expect(roundMoney(value)).toBe(expected));
});

describe('item price after discount (price − price × discount / 100)', () => {
  it.each([
    [digital(100), 100],
    [digital(69.99, 10), 62.99],
    [digital(89.99, 15), 76.49],
    [digital(null), 0],
    [digital(null, 50), 0],
    [digital(50, 0), 50],
    [digital(50, 100), 0],
    [digital(50, 120), 0],
  ])('%o → %s', (item, expected) => expect(itemPrice(item)).toBe(expected));
});

describe('order totals (000 section 9)', () => {
  it.each([
    {
      rule: 'one download, no coupon',
      items: [digital(100)],
      coupon: null,
      expected: {
        downloadableTotal: 100,
        couponDiscount: 0,
        physicalTotal: 0,
        shipping: 0,
        subtotal: 100,
        totalExclVat: 86.96,
        vat: 13.04,
        free: false,
      },
    },
    {
      rule: 'percentage coupon on the downloadable total only, shipping for the physical item',
      items: [digital(200), physical(300)],
      coupon: percent(10),
      expected: {
        downloadableTotal: 200,
        couponDiscount: 20,
        downloadableAfterCoupon: 180,
        physicalTotal: 300,
        shipping: 160,
        subtotal: 640,
        totalExclVat: 556.52,
        vat: 83.48,
      },
    },
    {
      rule: 'physical only: the coupon takes nothing, shipping R160',
      items: [physical(189)],
      coupon: percent(10),
      expected: {
        downloadableTotal: 0,
        couponDiscount: 0,
        physicalTotal: 189,
        shipping: SHIPPING_FEE,
        subtotal: 349,
        totalExclVat: 303.48,
        vat: 45.52,
        free: false,
      },
    },
    {
      rule: 'amount coupon larger than the downloads: never below 0, free',
      items: [digital(30)],
      coupon: rands(50),
      expected: {
        downloadableTotal: 30,
        couponDiscount: 30,
        downloadableAfterCoupon: 0,
        subtotal: 0,
        totalExclVat: 0,
        vat: 0,
        free: true,
      },
    },
    {
      rule: 'amount coupon on a mixed cart leaves the physical total alone',
      items: [digital(120), physical(250, 10)],
      coupon: rands(50),
      expected: {
        downloadableTotal: 120,
        couponDiscount: 50,
        downloadableAfterCoupon: 70,
        physicalTotal: 225,
        shipping: 160,
        subtotal: 455,
        totalExclVat: 395.65,
        vat: 59.35,
      },
    },
    {
      rule: 'item discount plus coupon below zero stops at 0',
      items: [digital(100, 60)],
      coupon: rands(50),
      expected: { downloadableTotal: 40, couponDiscount: 40, downloadableAfterCoupon: 0, subtotal: 0, free: true },
    },
    {
      rule: 'percentage coupon above 100 takes the whole downloadable total, no more',
      items: [digital(80), physical(100)],
      coupon: percent(150),
      expected: { couponDiscount: 80, downloadableAfterCoupon: 0, subtotal: 260 },
    },
    {
      rule: 'free products: subtotal 0 is a free checkout',
      items: [digital(null), digital(0)],
      coupon: null,
      expected: { subtotal: 0, shipping: 0, free: true },
    },
    {
      rule: 'a free physical product still pays shipping',
      items: [physical(null)],
      coupon: null,
      expected: { physicalTotal: 0, shipping: 160, subtotal: 160, totalExclVat: 139.13, vat: 20.87, free: false },
    },
    {
      rule: 'WELCOME10 with a discounted download and the flash cards (the demo checkout)',
      items: [digital(69.99, 10), physical(189)],
      coupon: percent(10),
      expected: {
        downloadableTotal: 62.99,
        couponDiscount: 6.3,
        downloadableAfterCoupon: 56.69,
        physicalTotal: 189,
        shipping: 160,
        subtotal: 405.69,
        totalExclVat: 352.77,
        vat: 52.92,
      },
    },
    {
      rule: 'rounding: lines are rounded before they are added',
      items: [digital(89.99, 15), digital(89.99, 15), digital(1.005)],
      coupon: percent(10),
      expected: {
        downloadableTotal: 153.99,
        couponDiscount: 15.4,
        downloadableAfterCoupon: 138.59,
        subtotal: 138.59,
        totalExclVat: 120.51,
        vat: 18.08,
      },
    },
    {
      rule: 'an unknown coupon type is a fixed amount',
      items: [digital(100)],
      coupon: { discount: { type: 'FIXED', value: 25 } },
      expected: { couponDiscount: 25, subtotal: 75 },
    },
    {
      rule: 'an unavailable item (struck through in the cart) counts nowhere, not in the coupon nor the shipping',
      items: [digital(100), { ...digital(200), unAvailable: true }, { ...physical(300), unAvailable: true }],
      coupon: percent(10),
      expected: { downloadableTotal: 100, couponDiscount: 10, physicalTotal: 0, shipping: 0, subtotal: 90 },
    },
    {
      rule: 'a negative coupon value takes nothing',
      items: [digital(100)],
      coupon: rands(-20),
      expected: { couponDiscount: 0, subtotal: 100 },
    },
  ])('$rule', ({ items, coupon, expected }) => {
    const totals = orderTotals(items, coupon);
    expect(totals).toMatchObject(expected);
    expect(totals.total).toBe(totals.subtotal);
    expect(roundMoney(totals.totalExclVat + totals.vat)).toBe(totals.total);
  });

  it('an empty cart costs nothing', () =>
    expect(orderTotals([])).toMatchObject({ subtotal: 0, shipping: 0, free: true }));
});

describe('display helpers', () => {
  it.each([
    [{ type: 'PERCENTAGE', value: 10 }, '10%'],
    [{ type: 'AMOUNT', value: 50 }, 'R 50.00'],
    [null, ''],
  ])('coupon value %o reads %s', (discount, text) => expect(couponValueText(discount)).toBe(text));

  it('formats rand with two decimals', () => expect(formatRand(405.69)).toBe('R 405.69'));
});

describe('VAT inside a VAT-inclusive amount (002 section 9)', () => {
  // The catalogue's VAT field and the order totals each computed this; both use vatIn now.
  it('is the amount less amount / 1.15, each to cents', () =>
    expect(vatIn(149)).toEqual({ exclVat: 129.57, vat: 19.43 }));
});
