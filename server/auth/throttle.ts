/**
 * Throttles kept in the database (table throttle): they survive a restart and every server process shares them.
 * A key (e.g. 'coupon:<account>') counts hits. A window policy allows `max` hits per fixed window; a back-off
 * policy allows `free` hits, then makes each further try wait a delay that doubles with every hit, up to `maxMs`,
 * and forgets the key `forgetMs` after its last hit. Counters are written with the plain app database, never a
 * request's transaction: the bookkeeping must stand when the operation fails.
 */
import type { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { apiError } from '../errors.ts';
import { countThrottleRefusal } from '../observability/metrics.ts';

export type ThrottlePolicy =
  | { kind: 'window'; max: number; windowMs: number }
  | { kind: 'backoff'; free: number; firstMs: number; maxMs: number; forgetMs: number };

export interface Counter {
  hits: number;
  lastAt: number;
  resetAt: number;
}

/** Milliseconds until the key may try again under this policy; 0 when it may now. */
export function waitMs(policy: ThrottlePolicy, counter: Counter | undefined, now: number): number {
  if (!counter || counter.resetAt <= now) return 0;
  if (policy.kind === 'window') return counter.hits >= policy.max ? counter.resetAt - now : 0;
  if (counter.hits < policy.free) return 0;
  const delay = Math.min(policy.firstMs * 2 ** (counter.hits - policy.free), policy.maxMs);
  return Math.max(0, counter.lastAt + delay - now);
}

/** The live counters of these keys, in one statement. */
export async function countersOf(db: Database, keys: string[], now = Date.now()): Promise<Map<string, Counter>> {
  const rows = await db
    .selectFrom('throttle')
    .selectAll()
    .where('key', 'in', keys)
    .where('resetAt', '>', new Date(now))
    .execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { hits: row.hits, lastAt: new Date(row.lastAt).getTime(), resetAt: new Date(row.resetAt).getTime() },
    ]),
  );
}

export async function throttleWait(
  db: Database,
  policy: ThrottlePolicy,
  key: string,
  now = Date.now(),
): Promise<number> {
  return waitMs(policy, (await countersOf(db, [key], now)).get(key), now);
}

/** Counts a hit; a window past its end starts again. A back-off key is forgotten `forgetMs` after its last hit. */
export async function countHit(db: Database, policy: ThrottlePolicy, key: string, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  const windowEnd = new Date(now + (policy.kind === 'window' ? policy.windowMs : policy.forgetMs)).toISOString();
  const expired = sql<boolean>`throttle."resetAt" <= ${at}`;
  await db
    .insertInto('throttle')
    .values({ key, hits: 1, lastAt: at, resetAt: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${expired} then 1 else throttle.hits + 1 end`,
        lastAt: at,
        resetAt:
          policy.kind === 'window'
            ? sql`case when ${expired} then ${windowEnd}::timestamptz else throttle."resetAt" end`
            : windowEnd,
      }),
    )
    .execute();
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}

export async function pruneThrottles(db: Database, now = Date.now()): Promise<void> {
  await db.deleteFrom('throttle').where('resetAt', '<=', new Date(now)).execute();
}

/** The refusal of a throttled try; `kind` names the throttle in throttle_refusals_total. */
export function rateLimited(kind: string, message: string, wait: number): GraphQLError {
  countThrottleRefusal(kind);
  return apiError('RATE_LIMITED', message, { retryAfterSeconds: Math.ceil(wait / 1000) });
}
