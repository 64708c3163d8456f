/** Coupons: the admin's rules on the generic coupon operations (verifyCoupon and checkout live in orders/). */
import type { Domain } from '../domain.ts';
import { registerCouponHooks } from './coupon.hooks.ts';

export const couponsDomain: Domain = {
  name: 'coupons',
  registerHooks: registerCouponHooks,
};
