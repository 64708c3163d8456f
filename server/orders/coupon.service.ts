/**
 * verifyCoupon (000 section 7): whether a coupon applies for a teacher now, as data. Also used by checkout,
 * which refuses an order with a coupon that does not apply.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { countHit, rateLimited, throttleWait, type ThrottlePolicy } from '../auth/throttle.ts';
import type { RequestContext } from '../context.ts';
import { normalisedCouponCodeSql } from '../coupons/coupon-code.sql.ts';
import { couponMessages, couponProblem, normaliseCouponCode, type CouponRecord } from '../domain/coupon.ts';
import { fieldLimits } from '../domain/limits.ts';
import { couponType } from '../domain/pricing.ts';
import { apiError } from '../errors.ts';

export interface AppliedCoupon {
  couponCode: string;
  discount: { type: 'PERCENTAGE' | 'AMOUNT'; value: number };
}

export type CouponOutcome = { validCoupon: AppliedCoupon; error: null } | { validCoupon: null; error: string };

/** Coupon tries per user, verifyCoupon and checkout together: enough for typing mistakes, too few to guess codes. */
const couponTries: ThrottlePolicy = { kind: 'window', max: 10, windowMs: 60 * 1000 };

/** Counts a coupon try of the caller, refusing it past the limit (with the plain app database: it must stand). */
export async function countCouponTry(ctx: RequestContext): Promise<void> {
  const key = `coupon:${ctx.viewer.userId}`;
  const wait = await throttleWait(ctx.app.db, couponTries, key);
  if (wait > 0) throw rateLimited('coupon', 'Too many coupon checks. Try again in a minute.', wait);
  await countHit(ctx.app.db, couponTries, key);
}

interface CouponRow extends CouponRecord {
  discount: { type?: string | null; value?: number | null } | null;
}

/** The coupon this code names, when it applies to the teacher now; else why not. */
export async function applicableCoupon(
  db: Database,
  code: string | null | undefined,
  teacherProfileId: string,
  now = new Date(),
): Promise<CouponOutcome> {
  const normalised = normaliseCouponCode(code);
  if (!normalised) return { validCoupon: null, error: couponMessages.required };
  // No coupon is stored with a longer code (server/domain/limits.ts): the database need not look.
  if (normalised.length > (fieldLimits.couponCode?.maxLength ?? Infinity))
    return { validCoupon: null, error: couponMessages.invalid };
  const result =
    await sql<CouponRow>`select ${sql.ref('couponCode')}, enabled, ${sql.ref('startDate')}, ${sql.ref('endDate')},
      ${sql.ref('restrictTo')}, discount
    from coupon
    where _deleted = false and ${normalisedCouponCodeSql()} = ${normalised}
    order by enabled desc nulls last, ${sql.ref('endDate')} desc nulls first`.execute(db);
  const coupons = result.rows.filter((row) => typeof row.discount?.value === 'number');
  if (coupons.length === 0) return { validCoupon: null, error: couponMessages.invalid };
  const problems = coupons.map((coupon) => couponProblem(coupon, teacherProfileId, now));
  const usable = coupons.find((_coupon, index) => problems[index] === null);
  if (!usable?.discount) return { validCoupon: null, error: problems[0] ?? couponMessages.invalid };
  return {
    validCoupon: {
      couponCode: normalised,
      discount: { type: couponType(usable.discount.type), value: Number(usable.discount.value) },
    },
    error: null,
  };
}

export async function verifyCoupon(
  ctx: RequestContext,
  teacherProfileID: string,
  couponCode: string,
): Promise<CouponOutcome> {
  const { viewer } = ctx;
  const isAdmin = viewer.groups.includes('admin');
  if (!isAdmin && teacherProfileID !== viewer.teacherProfileId)
    throw apiError('FORBIDDEN', 'You may verify coupons for your own profile only.');
  await countCouponTry(ctx);
  return applicableCoupon(ctx.db, couponCode, teacherProfileID);
}
