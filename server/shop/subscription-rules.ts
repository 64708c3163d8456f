/**
 * Legacy subscriptions, read side (001 sections 4 and 6): whether a subscriber may add a subscription product to
 * their library. Subscribed to the grade of the product's category (or the category has no grade and the
 * package has grades), subscription active or still valid, and the monthly per-grade limit not reached (-1 is
 * unlimited). A grandfathered package with a valid subscription skips the grade and limit checks. Months are
 * calendar months on South African time. Pure.
 */
import { southAfricanClock } from '../domain/order-id.ts';

export interface SubscriptionPackage {
  grades?: readonly string[] | null;
  limit?: number | null;
  grandFathered?: boolean | null;
}

export interface SubscriptionResponse {
  status_text?: string | null;
  run_date?: string | null;
  subscriptionStillValid?: boolean | null;
}

export interface ProductSubscription {
  productId: string;
  timeStamp?: string | null;
  grade?: string | null;
}

export const subscriptionMessages = {
  noSubscription: 'An active subscription is needed to add this product to your library',
  gradeNotSubscribed: 'Your subscription does not include this grade',
  limitReached: (month: string) => `limit reached for this grade for ${month}`,
} as const;

export type SubscriptionDecision =
  | { allowed: true; grade: string | null }
  | {
      allowed: false;
      reason: 'NO_SUBSCRIPTION' | 'GRADE_NOT_SUBSCRIBED' | 'LIMIT_REACHED';
      message: string;
      month?: string;
    };

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Grade 4', 'grade r' and '4', 'R' are the same grade. */
export function normaliseGrade(grade: string | null | undefined): string | null {
  const clean = (grade ?? '')
    .trim()
    .replace(/^grade\s*/i, '')
    .toUpperCase();
  return clean === '' ? null : clean;
}

/** Active, or cancelled but paid up to a run date still ahead (the original's subscriptionStillValid). */
export function subscriptionValid(response: SubscriptionResponse | null | undefined, now: Date): boolean {
  if (!response) return false;
  if ((response.status_text ?? '').trim().toUpperCase() === 'ACTIVE') return true;
  if (response.subscriptionStillValid === true) return true;
  const runDate = response.run_date ? new Date(response.run_date).getTime() : Number.NaN;
  return Number.isFinite(runDate) && runDate > now.getTime();
}

function monthKey(date: Date): string {
  return southAfricanClock(date).toISOString().slice(0, 7);
}

export function subscriptionDecision(input: {
  subscriptionPackage: SubscriptionPackage | null | undefined;
  response: SubscriptionResponse | null | undefined;
  subscriptions: readonly ProductSubscription[];
  categoryGrade: string | null | undefined;
  now: Date;
}): SubscriptionDecision {
  const { subscriptionPackage: plan, now } = input;
  const grade = normaliseGrade(input.categoryGrade);
  if (!plan || !subscriptionValid(input.response, now)) {
    return { allowed: false, reason: 'NO_SUBSCRIPTION', message: subscriptionMessages.noSubscription };
  }
  if (plan.grandFathered) return { allowed: true, grade };
  const grades = (plan.grades ?? []).map(normaliseGrade).filter((value): value is string => value !== null);
  if (grade ? !grades.includes(grade) : grades.length === 0) {
    return { allowed: false, reason: 'GRADE_NOT_SUBSCRIBED', message: subscriptionMessages.gradeNotSubscribed };
  }
  const limit = plan.limit ?? -1;
  if (limit !== -1) {
    const month = monthKey(now);
    const used = input.subscriptions.filter(
      (subscription) =>
        normaliseGrade(subscription.grade) === grade &&
        subscription.timeStamp &&
        monthKey(new Date(subscription.timeStamp)) === month,
    ).length;
    if (used >= limit) {
      const name = monthNames[southAfricanClock(now).getUTCMonth()];
      return { allowed: false, reason: 'LIMIT_REACHED', message: subscriptionMessages.limitReached(name), month };
    }
  }
  return { allowed: true, grade };
}
