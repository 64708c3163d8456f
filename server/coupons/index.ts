/** Coupons: the admin's rules on the generic coupon operations (verifyCoupon and checkout live in orders/). */
import type { FeatureModule } from '../feature.ts';
import { registerCouponHooks } from './coupon.hooks.ts';

export const couponsFeature: FeatureModule = {
  name: 'coupons',
  registerHooks: registerCouponHooks,
};
