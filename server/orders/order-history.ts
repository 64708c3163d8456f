/**
 * The history of an order (issue 10, point 7): who changed which of its fields, from what to what. Pure: the
 * repository records what `orderChanges` finds, in the transaction of the write itself.
 */
import type { Viewer } from '../access/rules.ts';

export type ActorKind = 'teacher' | 'admin' | 'payment' | 'system';
export type OrderSource = 'cart' | 'checkout' | 'admin' | 'payment' | 'proof' | 'archive';

/** Who makes a write, as the timeline shows it; every order write names one. */
export interface OrderActor {
  /** The account; null for the payment provider or a script. */
  id: string | null;
  display: string;
  kind: ActorKind;
  source: OrderSource;
}

export const payfastActor: OrderActor = { id: null, display: 'Payfast', kind: 'payment', source: 'payment' };
export const archiveActor: OrderActor = { id: null, display: 'system', kind: 'system', source: 'archive' };
/** The server itself, where no one else's write is named. */
export const systemActor: OrderActor = { id: null, display: 'system', kind: 'system', source: 'admin' };

/** The signed-in caller as the actor: a teacher at her cart or checkout, an admin in the back office. */
export function accountActor(
  viewer: Pick<Viewer, 'userId' | 'email'>,
  kind: 'teacher' | 'admin',
  source: OrderSource,
): OrderActor {
  return { id: viewer.userId, display: viewer.email ?? viewer.userId ?? 'unknown', kind, source };
}

/** The fields whose changes the history keeps. */
export const trackedFields = [
  'orderStatus',
  'orderPaymentMethod',
  'orderProducts',
  'orderTotal',
  'orderVAT',
  'orderShippingDetails',
  'coupon',
  'proofOfPayment',
] as const;

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** JSON with object keys sorted: jsonb hands keys back in its own order, so equal values must compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined && item !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What differs between the order before (null: it is new) and after a write, tracked fields only. */
export function orderChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of trackedFields) {
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (canonical(from) !== canonical(to)) changes.push({ field, from, to });
  }
  return changes;
}
