/**
 * Card payment tries (table card_payment_attempt): each payment form a checkout hands out, under its payment id
 * (Payfast's m_payment_id), with the amount asked and, once Payfast notifies, what it said and what was done.
 */
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { Loaders } from '../models/loaders.ts';

export interface CardAttempt {
  paymentId: string;
  orderId: string;
  amountCents: number;
  paymentStatus: string | null;
  /** Payfast's pf_payment_id of the notification recorded. */
  providerPaymentId: string | null;
}

/** What a notification led to: applied (the order became PAID), duplicate (already PAID: refund), not applied. */
export type CardOutcome = 'applied' | 'not paid' | 'duplicate' | 'not applied';

/** A new try; the same payment id again (two checkouts within a hundredth of a second) asks the new amount. */
export async function recordCardAttempt(
  db: Database,
  attempt: { paymentId: string; orderId: string; amountCents: number },
): Promise<void> {
  await db
    .insertInto('card_payment_attempt')
    .values(attempt)
    .onConflict((conflict) =>
      conflict.columns(['orderId', 'paymentId']).doUpdateSet({ amountCents: attempt.amountCents }),
    )
    .execute();
}

const attemptColumns = ['paymentId', 'orderId', 'amountCents', 'paymentStatus'] as const;

export async function findCardAttempt(
  db: Database,
  orderId: string,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardAttempt | undefined> {
  let query = db
    .selectFrom('card_payment_attempt')
    .select([...attemptColumns, sql<string | null>`notification->>'pf_payment_id'`.as('providerPaymentId')])
    .where('orderId', '=', orderId)
    .where('paymentId', '=', paymentId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Stores the provider's word on a try; a COMPLETE one is final (a replay leaves it as it is). */
export async function recordCardNotification(
  db: Database,
  orderId: string,
  paymentId: string,
  status: string,
  outcome: CardOutcome,
  notification: Record<string, string>,
): Promise<void> {
  await db
    .updateTable('card_payment_attempt')
    .set({
      paymentStatus: status,
      outcome,
      notification: JSON.stringify(notification),
      notifiedAt: new Date().toISOString(),
    })
    .where('orderId', '=', orderId)
    .where('paymentId', '=', paymentId)
    .where((eb) => eb.or([eb('paymentStatus', 'is', null), eb('paymentStatus', '<>', 'COMPLETE')]))
    .execute();
}

type TryKey = { orderId: string; paymentId: string };
const loaders = new WeakMap<Loaders, DataLoader<TryKey, CardAttempt | null, string>>();
const keyOf = (key: TryKey) => `${key.orderId}\n${key.paymentId}`;

/** Request-scoped: the tries by order and payment id, one statement for all the orders of a response. */
export function cardAttemptsByPaymentIdLoader(
  db: Database,
  scope: Loaders,
): DataLoader<TryKey, CardAttempt | null, string> {
  let loader = loaders.get(scope);
  if (!loader) {
    loader = new DataLoader(
      async (keys: readonly TryKey[]) => {
        const rows = await db
          .selectFrom('card_payment_attempt')
          .select([...attemptColumns, sql<string | null>`notification->>'pf_payment_id'`.as('providerPaymentId')])
          .where('orderId', 'in', [...new Set(keys.map((key) => key.orderId))])
          .execute();
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        return keys.map((key) => byKey.get(keyOf(key)) ?? null);
      },
      { cacheKeyFn: keyOf },
    );
    loaders.set(scope, loader);
  }
  return loader;
}
