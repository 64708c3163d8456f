/**
 * Coupon rules (000 sections 5, 7, 8): the code as typed is normalised, and a coupon applies only when it is
 * enabled, within its dates and, when restricted, offered to the teacher. Pure: the server decides, the web app
 * normalises the input field the same way.
 */
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
  return (code ?? '').trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
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
 * A restriction lists the teacher profiles the coupon is for (type 'TEACHER' or any other type with a list);
 * type 'ALL', or no list, means everyone.
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
