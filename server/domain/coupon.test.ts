import { describe, expect, it } from 'vitest';
import {
  couponErrors,
  couponFormMessages as form,
  couponMessages,
  couponProblem,
  normaliseCouponCode,
  storedRestriction,
  type CouponFormValues,
  type CouponRecord,
} from './coupon.ts';

describe('coupon code normalisation (000 section 5)', () => {
  it.each([
    ['WELCOME10', 'WELCOME10'],
    ['  welcome10  ', 'WELCOME10'],
    ['welcome-10', 'WELCOME10'],
    ['Wel come_10!', 'WELCOME10'],
    ['ñandú2024', 'AND2024'],
    ['   ', ''],
    ['--', ''],
    [null, ''],
  ])('%s → %s', (code, expected) => expect(normaliseCouponCode(code)).toBe(expected));
});

describe('when a coupon applies', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const valid: CouponRecord = {
    couponCode: 'WELCOME10',
    enabled: true,
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2026-12-31T23:59:59Z',
  };
  it.each([
    ['enabled and within its dates', valid, 'profile-1', null],
    ['without dates', { couponCode: 'X', enabled: true }, 'profile-1', null],
    ['disabled', { ...valid, enabled: false }, 'profile-1', couponMessages.disabled],
    ['enabled not set', { ...valid, enabled: null }, 'profile-1', couponMessages.disabled],
    ['before its start', { ...valid, startDate: '2026-07-01T00:00:00Z' }, 'profile-1', couponMessages.notYetValid],
    ['after its end', { ...valid, endDate: '2026-06-15T09:59:59Z' }, 'profile-1', couponMessages.expired],
    [
      'restricted to the teacher',
      { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-1'] } },
      'profile-1',
      null,
    ],
    [
      'restricted to others',
      { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-2'] } },
      'profile-1',
      couponMessages.notForYou,
    ],
    [
      'restricted with no profile',
      { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-2'] } },
      null,
      couponMessages.notForYou,
    ],
    ['restriction type ALL', { ...valid, restrictTo: { type: 'ALL', value: ['profile-2'] } }, 'profile-1', null],
    ['restriction with an empty list', { ...valid, restrictTo: { type: 'TEACHER', value: [] } }, 'profile-1', null],
    [
      'restricted to Teachers, as the dialog stores it',
      { ...valid, restrictTo: { type: 'Teachers', value: ['profile-2'] } },
      'profile-1',
      couponMessages.notForYou,
    ],
  ])('%s', (_name, coupon, profileId, expected) => expect(couponProblem(coupon, profileId, now)).toBe(expected));
});

describe("the admin's coupon form (002 sections 5, 9)", () => {
  const valid: CouponFormValues = {
    couponCode: 'WINTER25',
    startDate: '2026-06-01T00:00:00.000Z',
    endDate: '2026-06-30T00:00:00.000Z',
    discount: { type: 'PERCENTAGE', value: 25 },
    restrictTo: { type: 'ALL' },
  };
  it.each<[string, CouponFormValues, Record<string, string>]>([
    ['a complete coupon', valid, {}],
    [
      'a fixed amount with cents, for some teachers',
      { ...valid, discount: { type: 'AMOUNT', value: 12.5 }, restrictTo: { type: 'Teachers', value: ['p1'] } },
      {},
    ],
    ['no restriction at all', { ...valid, restrictTo: null }, {}],
    ['an end on the start day', { ...valid, endDate: valid.startDate }, {}],
    ['no code', { ...valid, couponCode: '  ' }, { couponCode: form.codeRequired }],
    ['a lower-case code', { ...valid, couponCode: 'winter25' }, { couponCode: form.codeCharacters }],
    ['a code with a space', { ...valid, couponCode: 'WINTER 25' }, { couponCode: form.codeCharacters }],
    [
      'no dates',
      { ...valid, startDate: null, endDate: '' },
      { startDate: form.startRequired, endDate: form.endRequired },
    ],
    ['an end before the start', { ...valid, endDate: '2026-05-31T23:59:59.000Z' }, { endDate: form.endBeforeStart }],
    [
      'no discount',
      { ...valid, discount: null },
      { 'discount.type': form.discountTypeRequired, 'discount.value': form.discountValueRequired },
    ],
    [
      'another discount type',
      { ...valid, discount: { type: 'percent', value: 5 } },
      { 'discount.type': form.discountTypeInvalid },
    ],
    [
      'a zero discount',
      { ...valid, discount: { type: 'AMOUNT', value: 0 } },
      { 'discount.value': form.discountValuePositive },
    ],
    [
      'a negative discount',
      { ...valid, discount: { type: 'AMOUNT', value: -5 } },
      { 'discount.value': form.discountValuePositive },
    ],
    [
      'more than 100 percent',
      { ...valid, discount: { type: 'PERCENTAGE', value: 100.01 } },
      { 'discount.value': form.percentageTooHigh },
    ],
    ['more than 100 rand', { ...valid, discount: { type: 'AMOUNT', value: 250 } }, {}],
    [
      'teachers without any',
      { ...valid, restrictTo: { type: 'Teachers', value: [] } },
      { 'restrictTo.value': form.teachersRequired },
    ],
    [
      'another restriction',
      { ...valid, restrictTo: { type: 'Schools', value: ['s1'] } },
      { 'restrictTo.type': form.restrictionInvalid },
    ],
  ])('%s', (_name, values, expected) => expect(couponErrors(values)).toEqual(expected));

  it('stores a value only for Teachers, without duplicates, in the spelling of the dialog', () => {
    expect(storedRestriction({ type: 'ALL', value: ['p1'] })).toEqual({ type: 'ALL', value: null });
    expect(storedRestriction({ type: 'TEACHER', value: ['p1', 'p1', 'p2'] })).toEqual({
      type: 'Teachers',
      value: ['p1', 'p2'],
    });
    expect(storedRestriction(null)).toBeNull();
  });
});
