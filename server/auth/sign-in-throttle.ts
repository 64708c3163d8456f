/**
 * Sign-in throttling (docs/decisions.md, docs/security.md). Failures are counted for the pair of account and
 * address (5 free, then a back-off from 1 s doubling to 15 minutes), so a stranger elsewhere cannot lock a victim
 * out; and, more loosely, per account across addresses (distributed guessing) and per address across accounts
 * (one address guessing many). The two loose counters do not apply to an address that signed in to the account in
 * the last 30 days, so neither an attack on the account nor a noisy neighbour behind the same address locks out
 * a user at her usual address.
 */
import type { Database } from '../../db/connect.ts';
import { countSignInFailed } from '../observability/metrics.ts';
import { clearThrottle, countersOf, countHit, waitMs, type ThrottlePolicy } from './throttle.ts';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

const backoff = { kind: 'backoff', firstMs: 1000, maxMs: 15 * minute, forgetMs: day } as const;
export const signInPolicies = {
  pair: { ...backoff, free: 5 },
  account: { ...backoff, free: 50 },
  address: { ...backoff, free: 50 },
} satisfies Record<string, ThrottlePolicy>;
/** A successful sign-in makes the address known to the account for 30 days, renewed by every success. */
const knownAddress: ThrottlePolicy = { kind: 'backoff', free: Infinity, firstMs: 0, maxMs: 0, forgetMs: 30 * day };

function keys(email: string, ip: string) {
  return {
    pair: `signin:pair:${email}:${ip}`,
    account: `signin:account:${email}`,
    address: `signin:address:${ip}`,
    known: `signin:known:${email}:${ip}`,
  };
}

/** Milliseconds this address must wait before trying this account (an e-mail, normalised) again. */
export async function signInWait(db: Database, email: string, ip: string, now = Date.now()): Promise<number> {
  const key = keys(email, ip);
  const counters = await countersOf(db, Object.values(key), now);
  const checked: (keyof typeof signInPolicies)[] = counters.has(key.known) ? ['pair'] : ['pair', 'account', 'address'];
  return Math.max(...checked.map((name) => waitMs(signInPolicies[name], counters.get(key[name]), now)));
}

export async function countSignInFailure(db: Database, email: string, ip: string): Promise<void> {
  countSignInFailed();
  const key = keys(email, ip);
  for (const name of ['pair', 'account', 'address'] as const) await countHit(db, signInPolicies[name], key[name]);
}

/**
 * A success forgets the pair's failures and makes the address known to the account. The account's and the
 * address's counters stay: a success must not reset an attack running from elsewhere.
 */
export async function countSignIn(db: Database, email: string, ip: string): Promise<void> {
  const key = keys(email, ip);
  await clearThrottle(db, key.pair);
  await countHit(db, knownAddress, key.known);
}
