import { describe, expect, it } from 'vitest';
import { signInPolicies } from './sign-in-throttle.ts';
import { waitMs, type ThrottlePolicy } from './throttle.ts';

const minute = 60 * 1000;
const window: ThrottlePolicy = { kind: 'window', max: 10, windowMs: minute };
const now = 1_000_000;

describe('throttle waits', () => {
  it('a window allows its hits, then waits for its end', () => {
    expect(waitMs(window, undefined, now)).toBe(0);
    expect(waitMs(window, { hits: 9, lastAt: now, resetAt: now + 5000 }, now)).toBe(0);
    expect(waitMs(window, { hits: 10, lastAt: now, resetAt: now + 5000 }, now)).toBe(5000);
    expect(waitMs(window, { hits: 10, lastAt: now, resetAt: now }, now)).toBe(0);
  });

  it.each([
    [4, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [15, 15 * minute],
    [40, 15 * minute],
  ])('a sign-in pair with %i failures waits %i ms after the last', (hits, wait) => {
    expect(waitMs(signInPolicies.pair, { hits, lastAt: now, resetAt: now + 24 * 60 * minute }, now)).toBe(wait);
  });

  it('a back-off counts from the last failure', () => {
    expect(waitMs(signInPolicies.pair, { hits: 6, lastAt: now - 1500, resetAt: now + minute }, now)).toBe(500);
    expect(waitMs(signInPolicies.pair, { hits: 6, lastAt: now - 2500, resetAt: now + minute }, now)).toBe(0);
  });
});
