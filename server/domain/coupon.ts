/**
 * Coupon rules (000 sections 5, 7, 8): the code as typed is normalised, and a coupon applies only when it is
 * enabled, within its dates and, when restricted, offered to the teacher. Pure: the server decides, the web app
 * normalises the input field the same way.
 */
import { commonMessages } from './messages.ts';

export const couponMessages = {
  required: 'Coupon code is required',
  invalid: 'Invalid coupon code',
  disabled: 'This coupon is no longer active',
  notYetValid: 'This coupon is not yet valid',
  expired: 'This coupon has expired',
  notForYou: 'This coupon is not available for your account',
  /** Shown by the web app when the verify call itself fails (000 section 8). */
  callFailed: 'An error occurred while verifying the coupon, please check your internet connection or try again later.',
} as const;

/** Trimmed, upper-cased, and stripped of everything but A to Z and 0 to 9. */
export function normaliseCouponCode(code: string | null | undefined): string {
  return (code ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export interface CouponRecord {
  couponCode?: string | null;
  enabled?: boolean | null;
  startDate?: string | Date | null;
  endDate?: string | Date | null;
  restrictTo?: { type?: string | null; value?: readonly string[] | null } | null;
}

function time(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A restriction lists the teacher profiles the coupon is for (type 'Teachers', as the admin's dialog stores it, or
 * any older type with a list); type 'ALL', or no list, means everyone.
 */
export function couponOfferedTo(coupon: CouponRecord, teacherProfileId: string | null): boolean {
  const restriction = coupon.restrictTo;
  const ids = restriction?.value ?? [];
  if (!restriction || ids.length === 0 || (restriction.type ?? '').toUpperCase() === 'ALL') return true;
  return teacherProfileId !== null && ids.includes(teacherProfileId);
}

/** Why this coupon cannot be used now by this teacher, or null when it can. */
export function couponProblem(coupon: CouponRecord, teacherProfileId: string | null, now: Date): string | null {
  if (coupon.enabled !== true) return couponMessages.disabled;
  const start = time(coupon.startDate);
  if (start !== null && now.getTime() < start) return couponMessages.notYetValid;
  const end = time(coupon.endDate);
  if (end !== null && now.getTime() > end) return couponMessages.expired;
  if (!couponOfferedTo(coupon, teacherProfileId)) return couponMessages.notForYou;
  return null;
}

/** The admin's coupon form (002 sections 2, 5, 9): the specification's messages, and ours where it has none. */
export const couponFormMessages = {
  codeRequired: couponMessages.required,
  codeCharacters: 'Only uppercase alphanumeric characters are allowed',
  codeTaken: 'Coupon code already exists',
  startRequired: 'A Start Date is required',
  endRequired: 'An End Date is required',
  endBeforeStart: commonMessages.endDateBeforeStartDate,
  discountTypeRequired: 'A Discount Type is required',
  discountTypeInvalid: 'Discount Type must be PERCENTAGE or AMOUNT',
  discountValueRequired: 'A Discount Value is required',
  discountValuePositive: 'Discount Value must be greater than 0',
  percentageTooHigh: 'A percentage discount cannot be more than 100',
  restrictionInvalid: 'Restrict to must be Teachers or ALL',
  teachersRequired: 'Choose at least one teacher',
  teacherUnknown: 'Unknown teacher profile',
} as const;

export const couponDiscountTypes = ['PERCENTAGE', 'AMOUNT'] as const;
export type RestrictionType = 'Teachers' | 'ALL';

export interface CouponFormValues {
  couponCode?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  discount?: { type?: string | null; value?: number | null } | null;
  restrictTo?: { type?: string | null; value?: readonly string[] | null } | null;
}

/** 'Teachers' or 'ALL' as stored; older spellings ('TEACHER', 'teachers', 'all') are read as these; else null. */
export function restrictionType(type: string | null | undefined): RestrictionType | null {
  const upper = (type ?? '').trim().toUpperCase();
  if (upper === 'ALL') return 'ALL';
  return upper === 'TEACHER' || upper === 'TEACHERS' ? 'Teachers' : null;
}

/** The restriction as stored: a value only for Teachers (002 section 9), no duplicate ids. */
export function storedRestriction(
  restriction: CouponFormValues['restrictTo'],
): { type: RestrictionType; value: string[] | null } | null {
  if (!restriction) return null;
  const type = restrictionType(restriction.type) ?? 'ALL';
  return { type, value: type === 'Teachers' ? [...new Set(restriction.value ?? [])] : null };
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * Errors of a coupon as it will be stored. The code must already be upper-case letters and digits: the dialog
 * upper-cases and strips as the admin types, so anything else comes from another caller and is refused rather than
 * silently changed.
 */
export function couponErrors(values: CouponFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.couponCode)) errors.couponCode = couponFormMessages.codeRequired;
  else if (!/^[A-Z0-9]+$/.test(values.couponCode ?? '')) errors.couponCode = couponFormMessages.codeCharacters;
  if (blank(values.startDate)) errors.startDate = couponFormMessages.startRequired;
  if (blank(values.endDate)) errors.endDate = couponFormMessages.endRequired;
  const start = time(values.startDate);
  const end = time(values.endDate);
  if (start !== null && end !== null && end < start) errors.endDate = couponFormMessages.endBeforeStart;
  const type = values.discount?.type;
  const value = values.discount?.value;
  if (blank(type)) errors['discount.type'] = couponFormMessages.discountTypeRequired;
  else if (!(couponDiscountTypes as readonly string[]).includes(type ?? ''))
    errors['discount.type'] = couponFormMessages.discountTypeInvalid;
  if (value === null || value === undefined) errors['discount.value'] = couponFormMessages.discountValueRequired;
  else if (!(value > 0)) errors['discount.value'] = couponFormMessages.discountValuePositive;
  else if (type === 'PERCENTAGE' && value > 100) errors['discount.value'] = couponFormMessages.percentageTooHigh;
  if (values.restrictTo) {
    const restriction = restrictionType(values.restrictTo.type);
    if (!restriction) errors['restrictTo.type'] = couponFormMessages.restrictionInvalid;
    else if (restriction === 'Teachers' && (values.restrictTo.value ?? []).length === 0)
      errors['restrictTo.value'] = couponFormMessages.teachersRequired;
  }
  return errors;
}
