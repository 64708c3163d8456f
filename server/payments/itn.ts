/**
 * Payfast's Instant Transaction Notification (POST /payments/payfast/notify, form-urlencoded). An order becomes
 * PAID only when the signature verifies, the merchant is ours, the order exists, one of its card tries has this
 * payment id and amount (card-attempt.repository.ts), the order is not PAID yet and still costs that amount, and
 * the payment is COMPLETE. Anything else changes no order and is logged; what a verified notification said is
 * recorded on its try. A replayed notification changes nothing (the PAID write is conditional).
 *
 * Payfast's server-side confirmation (POSTing the notification back to /eng/query/validate) needs the internet:
 * it runs only when PAYFAST_VALIDATE_REMOTE is set. Payfast expects 200 for a notification it need not resend.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { readBody } from '../http/request.ts';
import { inTransaction } from '../../db/connect.ts';
import { findCardAttempt, recordCardNotification } from './card-attempt.repository.ts';
import type { PayableOrders } from './payable-orders.ts';
import {
  confirmWithPayfast,
  notificationSignature,
  payfastSettings,
  signatureMatches,
  type Field,
  type PayfastSettings,
} from './payfast.ts';
import { log, logError } from '../observability/log.ts';
import { recordOf } from '../observability/request-record.ts';

export interface NotificationOutcome {
  status: 200 | 400;
  reason: string;
  orderId?: string;
  /** A payment was received but not applied: someone must refund or settle it. */
  loud?: boolean;
}

/** Rand to cents: a posted amount (text) or a stored total; NaN when missing or not a number. */
const cents = (value: string | number | null | undefined) => {
  const number = typeof value === 'number' ? value : Number((value ?? '').trim());
  return Number.isFinite(number) && String(value ?? '').trim() !== '' ? Math.round(number * 100) : Number.NaN;
};

/**
 * The posted fields, strictly: each name once and `signature` last. Only what comes before `signature` is
 * signed, so a field after it (or a second copy of a signed one) could name another order or amount.
 */
export function strictFields(
  fields: readonly Field[],
): { signed: Record<string, string>; signature: string } | { error: string } {
  const names = new Set<string>();
  for (const [name] of fields) {
    if (names.has(name)) return { error: `field ${name} is sent more than once` };
    names.add(name);
  }
  const last = fields.at(-1);
  if (!last || last[0] !== 'signature')
    return { error: names.has('signature') ? 'fields follow the signature' : 'no signature' };
  return { signed: Object.fromEntries(fields.slice(0, -1)), signature: last[1] };
}

export async function processNotification(
  app: App,
  orders: PayableOrders,
  fields: readonly Field[],
  settings: PayfastSettings = payfastSettings(),
): Promise<NotificationOutcome> {
  const parsed = strictFields(fields);
  const data = 'signed' in parsed ? parsed.signed : {};
  const reject = (reason: string): NotificationOutcome => ({ status: 400, reason, orderId: data.custom_str1 });
  if ('error' in parsed) return reject(parsed.error);
  if (settings.misconfiguration) return reject(`card payment is off: ${settings.misconfiguration}`);
  if (!signatureMatches(notificationSignature(fields, settings.passphrase), parsed.signature))
    return reject('signature does not verify');
  if (data.merchant_id !== settings.merchantId) return reject(`merchant ${data.merchant_id ?? '(none)'} is not ours`);
  if (settings.validateRemote && !(await confirmWithPayfast(settings, fields).catch(() => false)))
    return reject('Payfast did not confirm it');
  const order = data.custom_str1 ? await orders.find(app.db, data.custom_str1) : undefined;
  if (!order) return reject('no such order');
  const orderId = order.id;
  // Any card try of the order counts, not only the latest: a late notification of an earlier try is money paid.
  const attempt = data.m_payment_id ? await findCardAttempt(app.db, orderId, data.m_payment_id) : undefined;
  if (!attempt) return reject(`payment id ${data.m_payment_id ?? '(none)'} is not a card payment of this order`);
  if (cents(data.amount_gross) !== attempt.amountCents)
    return reject(`amount ${data.amount_gross ?? '(none)'} is not the ${(attempt.amountCents / 100).toFixed(2)} asked`);
  return settle(app, orders, orderId, attempt.paymentId, data);
}

/**
 * Applies a verified notification of one card try, in one transaction with the order locked: COMPLETE makes a
 * PENDING or PROCESSING order PAID (by card, even when the teacher has switched to EFT meanwhile) when it paid the
 * order's total; a COMPLETE for an order already PAID by another payment is recorded and logged loudly for a
 * refund, never applied twice. A replayed notification of a try already COMPLETE changes nothing.
 */
async function settle(
  app: App,
  orders: PayableOrders,
  orderId: string,
  paymentId: string,
  data: Record<string, string>,
): Promise<NotificationOutcome> {
  const status = data.payment_status ?? '(no status)';
  const result = await inTransaction(app.db, async (trx) => {
    const order = await orders.find(trx, orderId, { forUpdate: true });
    const attempt = await findCardAttempt(trx, orderId, paymentId, { forUpdate: true });
    if (!order || !attempt) return { reason: 'no such order' };
    if (attempt.paymentStatus === 'COMPLETE') {
      // Payfast's own id tells a replay from a second payment made on the same form.
      if (!data.pf_payment_id || data.pf_payment_id === attempt.providerPaymentId)
        return { reason: 'payment already recorded, nothing changed' };
      return {
        reason: `SECOND PAYMENT ${data.pf_payment_id} (R${data.amount_gross}) on payment ${paymentId}, already paid by ${attempt.providerPaymentId ?? '?'}: not applied, refund it`,
        loud: true,
      };
    }
    if (status !== 'COMPLETE') {
      await recordCardNotification(trx, orderId, paymentId, status, 'not paid', data);
      return { reason: `payment ${status}, order unchanged` };
    }
    if (order.orderStatus === 'PAID') {
      await recordCardNotification(trx, orderId, paymentId, status, 'duplicate', data);
      return {
        reason: `SECOND PAYMENT ${paymentId} (R${data.amount_gross}) of an order already PAID: recorded, not applied, refund it`,
        loud: true,
      };
    }
    const payable =
      (order.orderStatus === 'PENDING' || order.orderStatus === 'PROCESSING') &&
      order.orderID !== null &&
      cents(order.orderTotal) === attempt.amountCents;
    if (!payable) {
      await recordCardNotification(trx, orderId, paymentId, status, 'not applied', data);
      return {
        reason: `PAYMENT ${paymentId} (R${data.amount_gross}) NOT APPLIED: the order is ${String(order.orderStatus)}, total ${String(order.orderTotal)}; settle it by hand`,
        loud: true,
      };
    }
    const paid = await orders.markPaid(app, trx, orderId, data);
    if (!paid) {
      await recordCardNotification(trx, orderId, paymentId, status, 'duplicate', data);
      return {
        reason: `SECOND PAYMENT ${paymentId} of an order already PAID: recorded, not applied, refund it`,
        loud: true,
      };
    }
    await recordCardNotification(trx, orderId, paymentId, status, 'applied', data);
    return { reason: 'order PAID', paid };
  });
  if ('paid' in result && result.paid) orders.announcePaid(app, result.paid);
  return { status: 200, reason: result.reason, orderId, loud: 'loud' in result };
}

async function handle(app: App, orders: PayableOrders, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let fields: Field[];
  try {
    fields = [...new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'))];
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const outcome = await processNotification(app, orders, fields);
  // The order and what was done, never the notification's fields (payer, amounts, signature).
  const about = { requestId: recordOf(req).id, orderId: outcome.orderId, status: outcome.status };
  // Money received and not applied (a second payment, a changed order) needs a person: an error, not a note.
  if (outcome.loud) logError(`payfast ITN: ${outcome.reason}`, undefined, about);
  else if (outcome.status === 200) log.info({ ...about, outcome: outcome.reason }, 'payfast ITN');
  else log.warn({ ...about, outcome: outcome.reason }, 'payfast ITN');
  res
    .writeHead(outcome.status, { 'content-type': 'text/plain; charset=utf-8' })
    .end(outcome.status === 200 ? 'OK' : 'Rejected');
}

/** The notification route, settling through the orders it is given (server/features.ts). */
export function payfastNotifyRoute(orders: PayableOrders): HttpRoute {
  return { method: 'POST', path: '/payments/payfast/notify', handle: (app, req, res) => handle(app, orders, req, res) };
}
