import { describe, expect, it } from 'vitest';
import {
  subscriptionDecision,
  subscriptionMessages,
  subscriptionValid,
  type ProductSubscription,
  type SubscriptionPackage,
  type SubscriptionResponse,
} from './subscription-rules.ts';

type Case = {
  plan: SubscriptionPackage | null;
  grade: string | null;
  subscriptions: ProductSubscription[];
  response?: SubscriptionResponse;
};

const now = new Date('2026-03-20T10:00:00Z');
const active = { status_text: 'ACTIVE' };
const plan: SubscriptionPackage = { grades: ['4', '5'], limit: 2, grandFathered: false };
const taken = (grade: string, timeStamp: string): ProductSubscription => ({
  productId: `p-${grade}-${timeStamp}`,
  grade,
  timeStamp,
});

describe('subscription still valid', () => {
  it.each([
    [{ status_text: 'ACTIVE' }, true],
    [{ status_text: 'active' }, true],
    [{ status_text: 'CANCELLED', run_date: '2026-04-01' }, true],
    [{ status_text: 'CANCELLED', run_date: '2026-03-01' }, false],
    [{ status_text: 'CANCELLED', subscriptionStillValid: true }, true],
    [{ status_text: 'FAILED PAYMENT' }, false],
    [null, false],
  ])('%o → %s', (response, expected) => expect(subscriptionValid(response, now)).toBe(expected));
});

describe('adding a subscription product to the library (001 sections 4, 6)', () => {
  it.each<[string, Case, object]>([
    ['grade in the package', { plan, grade: '4', subscriptions: [] }, { allowed: true, grade: '4' }],
    [
      '"Grade 5" names grade 5',
      { plan: { ...plan, grades: ['Grade 5'] }, grade: '5', subscriptions: [] },
      { allowed: true, grade: '5' },
    ],
    ['no subscription', { plan: null, grade: '4', subscriptions: [] }, { allowed: false, reason: 'NO_SUBSCRIPTION' }],
    [
      'inactive subscription',
      { plan, grade: '4', subscriptions: [], response: { status_text: 'CANCELLED' } },
      { allowed: false, reason: 'NO_SUBSCRIPTION' },
    ],
    [
      'grade not in the package',
      { plan, grade: '7', subscriptions: [] },
      { allowed: false, reason: 'GRADE_NOT_SUBSCRIBED', message: subscriptionMessages.gradeNotSubscribed },
    ],
    [
      'category without a grade, package with grades',
      { plan, grade: null, subscriptions: [] },
      { allowed: true, grade: null },
    ],
    [
      'category without a grade, package without grades',
      { plan: { ...plan, grades: [] }, grade: null, subscriptions: [] },
      { allowed: false, reason: 'GRADE_NOT_SUBSCRIBED' },
    ],
    [
      'monthly limit reached for the grade',
      { plan, grade: '4', subscriptions: [taken('4', '2026-03-01T08:00:00Z'), taken('4', '2026-03-19T08:00:00Z')] },
      { allowed: false, reason: 'LIMIT_REACHED', message: 'limit reached for this grade for March', month: '2026-03' },
    ],
    [
      'last month does not count',
      { plan, grade: '4', subscriptions: [taken('4', '2026-02-27T08:00:00Z'), taken('4', '2026-03-19T08:00:00Z')] },
      { allowed: true },
    ],
    [
      'another grade does not count',
      { plan, grade: '4', subscriptions: [taken('5', '2026-03-01T08:00:00Z'), taken('4', '2026-03-19T08:00:00Z')] },
      { allowed: true },
    ],
    [
      'the month is South African: 23:30 UTC on 28 February is 1 March',
      { plan, grade: '4', subscriptions: [taken('4', '2026-02-28T23:30:00Z'), taken('4', '2026-03-19T08:00:00Z')] },
      { allowed: false, reason: 'LIMIT_REACHED' },
    ],
    [
      'limit -1 is unlimited',
      {
        plan: { ...plan, limit: -1 },
        grade: '4',
        subscriptions: Array.from({ length: 60 }, () => taken('4', '2026-03-02T08:00:00Z')),
      },
      { allowed: true },
    ],
    [
      'grandfathered skips grade and limit',
      { plan: { ...plan, grandFathered: true, limit: 0 }, grade: '11', subscriptions: [] },
      { allowed: true, grade: '11' },
    ],
    [
      'grandfathered still needs a valid subscription',
      { plan: { ...plan, grandFathered: true }, grade: '4', subscriptions: [], response: { status_text: 'CANCELLED' } },
      { allowed: false, reason: 'NO_SUBSCRIPTION' },
    ],
  ])('%s', (_rule, { plan: subscriptionPackage, grade, subscriptions, response = active }, expected) => {
    expect(
      subscriptionDecision({ subscriptionPackage, response, subscriptions, categoryGrade: grade, now }),
    ).toMatchObject(expected);
  });
});
