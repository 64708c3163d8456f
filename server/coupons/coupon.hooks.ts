/**
 * The admin's coupon rules (002 sections 2, 5, 9) on the generic createCoupon and updateCoupon, whoever calls:
 * the form's checks (domain/coupon.ts), a code no other live coupon has, and a restriction naming only teacher
 * profiles that exist. Two creates of one code at once are settled by the unique index (models.ts).
 */
import { sql } from 'kysely';
import type { RequestContext } from '../context.ts';
import { couponErrors, couponFormMessages, storedRestriction, type CouponFormValues } from '../domain/coupon.ts';
import { allProfilesExist } from '../customers/customers.repository.ts';
import { assertNoFieldErrors } from '../errors.ts';
import { normalisedCouponCodeSql } from './coupon-code.sql.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';

async function codeTaken(ctx: RequestContext, code: string, existing: ModelObject<'coupon'> | null): Promise<boolean> {
  const others = await sql<{ id: string }>`select id from coupon
    where _deleted = false and ${normalisedCouponCodeSql()} = ${code}
      and id <> ${existing ? existing.id : ''}
    limit 1`.execute(ctx.db);
  return others.rows.length > 0;
}

async function couponValues(
  ctx: RequestContext,
  values: ModelValues<'coupon'>,
  existing: ModelObject<'coupon'> | null,
): Promise<ModelValues<'coupon'>> {
  const merged = { ...existing, ...values } as CouponFormValues;
  const errors = couponErrors(merged);
  const code = merged.couponCode ?? '';
  if (!errors.couponCode && 'couponCode' in values && (await codeTaken(ctx, code, existing)))
    errors.couponCode = couponFormMessages.codeTaken;
  const restriction = 'restrictTo' in values ? storedRestriction(merged.restrictTo) : undefined;
  if (
    !errors['restrictTo.type'] &&
    !errors['restrictTo.value'] &&
    restriction?.value &&
    !(await allProfilesExist(ctx.db, restriction.value))
  ) {
    errors['restrictTo.value'] = couponFormMessages.teacherUnknown;
  }
  assertNoFieldErrors(errors);
  const next = { ...values };
  if (restriction !== undefined) next.restrictTo = restriction;
  if (!existing) next.enabled = values.enabled === true;
  return next;
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerCouponHooks(): void {
  registerHooks('Coupon', { beforeWrite: couponValues });
}
