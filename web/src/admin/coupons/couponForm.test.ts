import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { couponFormMessages as messages } from '../../../../server/domain/coupon.ts';
import type { CouponFormValues, CouponRecord } from './couponForm';
import { couponFormErrors, couponFormValues, couponInput } from './couponForm';

const stored: CouponRecord = {
  id: 'c1',
  _version: 3,
  couponCode: 'WINTER25',
  enabled: true,
  startDate: dayjs('2026-06-01').startOf('day').toISOString(),
  endDate: dayjs('2026-06-30').endOf('day').toISOString(),
  discount: { type: 'AMOUNT', value: 12.5 },
  restrictTo: { type: 'Teachers', value: ['p1', 'p2'] },
};

const valid: CouponFormValues = couponFormValues(stored);

describe("the coupon dialog's values (002 sections 2, 9)", () => {
  it('a stored coupon opens as it was saved and is sent back the same', () => {
    expect(valid).toMatchObject({
      couponCode: 'WINTER25',
      enabled: true,
      discountType: 'AMOUNT',
      discountValue: 12.5,
      restrictTo: 'Teachers',
      teachers: ['p1', 'p2'],
    });
    expect(couponInput(valid)).toEqual({
      couponCode: 'WINTER25',
      enabled: true,
      discount: { type: 'AMOUNT', value: 12.5 },
      startDate: stored.startDate,
      endDate: stored.endDate,
      restrictTo: { type: 'Teachers', value: ['p1', 'p2'] },
    });
  });

  it('a new coupon starts enabled, as a percentage, for everyone', () => {
    expect(couponFormValues(null)).toEqual({
      couponCode: '',
      enabled: true,
      discountType: 'PERCENTAGE',
      discountValue: null,
      startDate: null,
      endDate: null,
      restrictTo: 'ALL',
      teachers: [],
    });
  });

  it.each([
    ['the older TEACHER spelling', { type: 'TEACHER', value: ['p1'] }, 'Teachers'],
    ['ALL with a leftover list', { type: 'ALL', value: ['p1'] }, 'ALL'],
    ['Teachers with nobody', { type: 'Teachers', value: [] }, 'ALL'],
    ['no restriction', null, 'ALL'],
  ] as const)('reads %s', (_name, restrictTo, expected) => {
    expect(
      couponFormValues({ ...stored, restrictTo: restrictTo && { ...restrictTo, value: [...restrictTo.value] } })
        .restrictTo,
    ).toBe(expected);
  });

  it('sends no teachers for ALL', () => {
    expect(couponInput({ ...valid, restrictTo: 'ALL' }).restrictTo).toEqual({ type: 'ALL', value: null });
  });

  it('a coupon ending on a day works to the end of that day', () => {
    const input = couponInput({ ...valid, startDate: dayjs('2026-07-01T15:00'), endDate: dayjs('2026-07-31T09:00') });
    expect(input.startDate).toBe(dayjs('2026-07-01').startOf('day').toISOString());
    expect(input.endDate).toBe(dayjs('2026-07-31').endOf('day').toISOString());
  });
});

describe("the shared coupon rules on the dialog's fields (002 section 5)", () => {
  it.each<[string, Partial<CouponFormValues>, Partial<Record<keyof CouponFormValues, string>>]>([
    ['a complete coupon', {}, {}],
    ['no code', { couponCode: '' }, { couponCode: messages.codeRequired }],
    [
      'no dates',
      { startDate: null, endDate: null },
      { startDate: messages.startRequired, endDate: messages.endRequired },
    ],
    ['no discount value', { discountValue: null }, { discountValue: messages.discountValueRequired }],
    ['Teachers without any', { teachers: [] }, { teachers: messages.teachersRequired }],
  ])('%s', (_name, change, expected) => expect(couponFormErrors({ ...valid, ...change })).toEqual(expected));
});
