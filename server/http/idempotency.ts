/**
 * Exactly-once mutations: a request carrying an Idempotency-Key that was already applied for the same user
 * gets the stored response and writes nothing again. A key in flight makes a concurrent duplicate wait.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

export interface StoredResponse {
  status: number;
  body: string;
}

const waitStepMs = 50;
const waitLimitMs = 10_000;

export async function runOnce(
  db: Database,
  accountId: string,
  key: string,
  execute: () => Promise<StoredResponse & { store: boolean }>,
): Promise<StoredResponse> {
  const claimed = await db
    .insertInto('idempotency_key')
    .values({ accountId, key, status: 'pending' })
    .onConflict((conflict) => conflict.columns(['accountId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return storedResponse(db, accountId, key);
  try {
    const response = await execute();
    if (response.store) {
      await db
        .updateTable('idempotency_key')
        .set({ status: 'done', response: JSON.stringify({ status: response.status, body: response.body }) })
        .where('accountId', '=', accountId)
        .where('key', '=', key)
        .execute();
    } else {
      await release(db, accountId, key);
    }
    return response;
  } catch (error) {
    await release(db, accountId, key);
    throw error;
  }
}

async function release(db: Database, accountId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('accountId', '=', accountId).where('key', '=', key).execute();
}

async function storedResponse(db: Database, accountId: string, key: string): Promise<StoredResponse> {
  for (let waited = 0; waited <= waitLimitMs; waited += waitStepMs) {
    const row = await db
      .selectFrom('idempotency_key')
      .select(['status', 'response'])
      .where('accountId', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return { status: 409, body: inFlightBody('The earlier attempt failed; send it again with a new key.', true) };
    if (row.status === 'done' && row.response) return row.response as unknown as StoredResponse;
    await new Promise((resolve) => setTimeout(resolve, waitStepMs));
  }
  return { status: 409, body: inFlightBody('This request is still being processed.') };
}

function inFlightBody(message: string, retryWithNewKey = false): string {
  return JSON.stringify({ errors: [{ message, extensions: { code: 'CONFLICT', retryWithNewKey } }] });
}

/** Keys older than this are forgotten (a queued mutation replays within days, not months). */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db.deleteFrom('idempotency_key').where('createdAt', '<', sql<Date>`now() - interval '30 days'`).execute();
}
