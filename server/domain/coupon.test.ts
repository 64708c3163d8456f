import { describe, expect, it } from 'vitest';
import { couponMessages, couponProblem, normaliseCouponCode, type CouponRecord } from './coupon.ts';

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
  const valid: CouponRecord = { couponCode: 'WELCOME10', enabled: true, startDate: '2026-01-01T00:00:00Z', endDate: '2026-12-31T23:59:59Z' };
  it.each([
    ['enabled and within its dates', valid, 'profile-1', null],
    ['without dates', { couponCode: 'X', enabled: true }, 'profile-1', null],
    ['disabled', { ...valid, enabled: false }, 'profile-1', couponMessages.disabled],
    ['enabled not set', { ...valid, enabled: null }, 'profile-1', couponMessages.disabled],
    ['before its start', { ...valid, startDate: '2026-07-01T00:00:00Z' }, 'profile-1', couponMessages.notYetValid],
    ['after its end', { ...valid, endDate: '2026-06-15T09:59:59Z' }, 'profile-1', couponMessages.expired],
    ['restricted to the teacher', { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-1'] } }, 'profile-1', null],
    ['restricted to others', { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-2'] } }, 'profile-1', couponMessages.notForYou],
    ['restricted with no profile', { ...valid, restrictTo: { type: 'TEACHER', value: ['profile-2'] } }, null, couponMessages.notForYou],
    ['restriction type ALL', { ...valid, restrictTo: { type: 'ALL', value: ['profile-2'] } }, 'profile-1', null],
    ['restriction with an empty list', { ...valid, restrictTo: { type: 'TEACHER', value: [] } }, 'profile-1', null],
  ])('%s', (_name, coupon, profileId, expected) => expect(couponProblem(coupon, profileId, now)).toBe(expected));
});
