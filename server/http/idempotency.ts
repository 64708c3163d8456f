/**
 * Exactly-once mutations. A mutation carrying an Idempotency-Key runs whole in one database transaction that also
 * claims the key and stores the answer, so the key and the writes commit together or not at all:
 * - a crash mid-way rolls both back, and the resent request runs afresh (nothing lost, nothing stuck);
 * - a duplicate sent while the first runs waits on the key's row and then gets the stored answer;
 * - an answer with errors rolls the writes back and stores nothing, so a retry can succeed;
 * - each key is bound to a hash of its request: the same key with another request is refused.
 * Change events wait for the commit (the request's App holds them back; see `transactionalApp`): across processes
 * they are sent by NOTIFY inside the transaction, which PostgreSQL delivers on commit. Mail and other background
 * work are jobs written in the same transaction (server/jobs/queue.ts), so they too are seen only on commit.
 */
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/types.ts';
import type { App } from '../context.ts';
import type { ChangeEvents, ChangeKind, PublishedChange } from '../models/pubsub.ts';
import type { Row } from '../models/repository.ts';

export interface StoredResponse {
  status: number;
  body: string;
}

export interface KeyedRequest {
  accountId: string;
  key: string;
  /** Hash of the request the key was first used for (`requestHash`). */
  hash: string;
}

/**
 * Root fields whose bookkeeping must stand even when the operation fails (failed sign-ins and coupon guesses are
 * counted), so they never run inside a request transaction that an error rolls back. Their keys are ignored:
 * they are not queued offline, and each guards itself (single-use refresh tokens and set-password links, checkout's
 * `_version`).
 */
export const standAloneFields = new Set([
  'signIn',
  'signUp',
  'refreshSession',
  'signOut',
  'checkout',
  'setPasswordWithToken',
]);

export function requestHash(body: unknown): string {
  const { query, operationName, variables } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return createHash('sha256')
    .update(JSON.stringify([query ?? null, operationName ?? null, variables ?? null]))
    .digest('base64url');
}

const keyReused: StoredResponse = {
  status: 422,
  body: JSON.stringify({
    errors: [
      {
        message: 'This Idempotency-Key was already used for a different request.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ],
  }),
};

/** An answer that is not kept: thrown to roll the request's writes back, then returned. */
class NotStored extends Error {
  constructor(readonly response: StoredResponse) {
    super('response not stored');
  }
}

export async function runOnce(
  app: App,
  request: KeyedRequest,
  execute: (app: App) => Promise<StoredResponse & { store: boolean }>,
): Promise<{ response: StoredResponse; replayed: boolean }> {
  const published: PublishedChange[] = [];
  try {
    const outcome = await app.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, request)))
        return { response: await storedResponse(trx, request), replayed: true, unsent: [] };
      const response = await execute(transactionalApp(app, trx, published));
      if (!response.store) throw new NotStored(response);
      const kept: StoredResponse = { status: response.status, body: response.body };
      await trx
        .updateTable('idempotency_key')
        .set({ response: JSON.stringify(kept) })
        .where('accountId', '=', request.accountId)
        .where('key', '=', request.key)
        .execute();
      return { response: kept, replayed: false, unsent: await app.changes.publishWith(trx, published) };
    });
    for (const { model, kind, row, before } of outcome.unsent) app.changes.publish(model, kind, row, before);
    return { response: outcome.response, replayed: outcome.replayed };
  } catch (error) {
    if (error instanceof NotStored) return { response: error.response, replayed: false };
    throw error;
  }
}

/**
 * Inserts the key, or finds it taken. While another transaction holds an uncommitted claim of the same key,
 * PostgreSQL makes this insert wait for it to commit (taken) or roll back (claimed here).
 */
async function claim(trx: Transaction<DB>, request: KeyedRequest): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_key')
    .values({ accountId: request.accountId, key: request.key, requestHash: request.hash })
    .onConflict((conflict) => conflict.columns(['accountId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function storedResponse(trx: Transaction<DB>, request: KeyedRequest): Promise<StoredResponse> {
  const row = await trx
    .selectFrom('idempotency_key')
    .select(['requestHash', 'response'])
    .where('accountId', '=', request.accountId)
    .where('key', '=', request.key)
    .executeTakeFirstOrThrow();
  if ((row.requestHash !== null && row.requestHash !== request.hash) || !row.response) return keyReused;
  return row.response as unknown as StoredResponse;
}

/**
 * The App a keyed mutation runs with: its database is the request's transaction (jobs are written with it), and
 * change events wait in `published` (sent with the transaction where the feed can, see ChangeEvents.publishWith).
 */
function transactionalApp(app: App, trx: Transaction<DB>, published: PublishedChange[]): App {
  const changes: ChangeEvents = {
    publish: (model: string, kind: ChangeKind, row: Row, before?: Row) =>
      published.push(before ? { model, kind, row, before } : { model, kind, row }),
    publishWith: (db, pending) => app.changes.publishWith(db, pending),
    changes: (model, kind, signal) => app.changes.changes(model, kind, signal),
  };
  return { ...app, db: trx, changes };
}

/**
 * Forgets keys older than 30 days (a queued mutation replays within days, not months). The server runs this at
 * start and daily (`startServer`).
 */
export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db
    .deleteFrom('idempotency_key')
    .where('createdAt', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
}
