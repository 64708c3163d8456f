/**
 * verifyCoupon (000 section 7): whether a coupon applies for a teacher now, as data. Also used by checkout,
 * which refuses an order with a coupon that does not apply.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import type { RequestContext } from '../context.ts';
import { couponMessages, couponProblem, normaliseCouponCode, type CouponRecord } from '../domain/coupon.ts';
import { fieldLimits } from '../domain/limits.ts';
import { couponType } from '../domain/pricing.ts';
import { apiError } from '../errors.ts';

export interface AppliedCoupon {
  couponCode: string;
  discount: { type: 'PERCENTAGE' | 'AMOUNT'; value: number };
}

export type CouponOutcome = { validCoupon: AppliedCoupon; error: null } | { validCoupon: null; error: string };

/** Verify attempts per user: enough for typing mistakes, too few to guess codes. */
const attempts = new RateLimiter(10, 60 * 1000);

interface CouponRow extends CouponRecord {
  discount: { type?: string | null; value?: number | null } | null;
}

/** The coupon this code names, when it applies to the teacher now; else why not. */
export async function applicableCoupon(db: Database, code: string | null | undefined, teacherProfileId: string, now = new Date()): Promise<CouponOutcome> {
  const normalised = normaliseCouponCode(code);
  if (!normalised) return { validCoupon: null, error: couponMessages.required };
  // No coupon is stored with a longer code (server/domain/limits.ts): the database need not look.
  if (normalised.length > (fieldLimits.couponCode?.maxLength ?? Infinity)) return { validCoupon: null, error: couponMessages.invalid };
  const result = await sql<CouponRow>`select ${sql.ref('couponCode')}, enabled, ${sql.ref('startDate')}, ${sql.ref('endDate')},
      ${sql.ref('restrictTo')}, discount
    from coupon
    where _deleted = false and regexp_replace(upper(${sql.ref('couponCode')}), '[^A-Z0-9]', '', 'g') = ${normalised}
    order by enabled desc nulls last, ${sql.ref('endDate')} desc nulls first`.execute(db);
  const coupons = result.rows.filter((row) => typeof row.discount?.value === 'number');
  if (coupons.length === 0) return { validCoupon: null, error: couponMessages.invalid };
  const problems = coupons.map((coupon) => couponProblem(coupon, teacherProfileId, now));
  const usable = coupons.find((_coupon, index) => problems[index] === null);
  if (!usable?.discount) return { validCoupon: null, error: problems[0] ?? couponMessages.invalid };
  return {
    validCoupon: { couponCode: normalised, discount: { type: couponType(usable.discount.type), value: Number(usable.discount.value) } },
    error: null,
  };
}

export async function verifyCoupon(ctx: RequestContext, teacherProfileID: string, couponCode: string): Promise<CouponOutcome> {
  const { viewer } = ctx;
  const isAdmin = viewer.groups.includes('admin');
  if (!isAdmin && teacherProfileID !== viewer.teacherProfileId) throw apiError('FORBIDDEN', 'You may verify coupons for your own profile only.');
  const key = `coupon:${viewer.userId}`;
  const wait = attempts.retryAfter(key);
  if (wait > 0) throw apiError('RATE_LIMITED', 'Too many coupon checks. Try again in a minute.', { retryAfterSeconds: Math.ceil(wait / 1000) });
  attempts.hit(key);
  return applicableCoupon(ctx.db, couponCode, teacherProfileID);
}
