/**
 * Payfast's Instant Transaction Notification (POST /payments/payfast/notify, form-urlencoded). An order becomes
 * PAID only when the signature verifies, the merchant is ours, the order exists, was checked out by card with
 * this payment id and amount, is not PAID yet, and the payment is COMPLETE. Anything else changes nothing and is
 * logged. A replayed notification finds the order PAID and changes nothing (the PAID write is conditional).
 *
 * Payfast's server-side confirmation (POSTing the notification back to /eng/query/validate) needs the internet:
 * it runs only when PAYFAST_VALIDATE_REMOTE is set. Payfast expects 200 for a notification it need not resend.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../context.ts';
import type { HttpRoute } from '../domain.ts';
import { readBody } from '../http/request.ts';
import { publishOrder, queueInvoice } from '../orders/order-events.ts';
import { findOrder, markOrderPaid } from '../orders/order.repository.ts';
import { confirmWithPayfast, notificationSignature, payfastSettings, signatureMatches, type Field, type PayfastSettings } from './payfast.ts';

export interface NotificationOutcome {
  status: 200 | 400;
  reason: string;
  orderId?: string;
}

const cents = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(number) && String(value ?? '').trim() !== '' ? Math.round(number * 100) : Number.NaN;
};

/**
 * The posted fields, strictly: each name once and `signature` last. Only what comes before `signature` is
 * signed, so a field after it (or a second copy of a signed one) could name another order or amount.
 */
export function strictFields(fields: readonly Field[]): { signed: Record<string, string>; signature: string } | { error: string } {
  const names = new Set<string>();
  for (const [name] of fields) {
    if (names.has(name)) return { error: `field ${name} is sent more than once` };
    names.add(name);
  }
  const last = fields.at(-1);
  if (!last || last[0] !== 'signature') return { error: names.has('signature') ? 'fields follow the signature' : 'no signature' };
  return { signed: Object.fromEntries(fields.slice(0, -1)), signature: last[1] };
}

export async function processNotification(app: App, fields: readonly Field[], settings: PayfastSettings = payfastSettings()): Promise<NotificationOutcome> {
  const parsed = strictFields(fields);
  const data = 'signed' in parsed ? parsed.signed : {};
  const reject = (reason: string): NotificationOutcome => ({ status: 400, reason, orderId: data.custom_str1 });
  if ('error' in parsed) return reject(parsed.error);
  if (settings.misconfiguration) return reject(`card payment is off: ${settings.misconfiguration}`);
  if (!signatureMatches(notificationSignature(fields, settings.passphrase), parsed.signature)) return reject('signature does not verify');
  if (data.merchant_id !== settings.merchantId) return reject(`merchant ${data.merchant_id ?? '(none)'} is not ours`);
  if (settings.validateRemote && !(await confirmWithPayfast(settings, fields).catch(() => false))) return reject('Payfast did not confirm it');
  const order = data.custom_str1 ? await findOrder(app.db, data.custom_str1) : undefined;
  if (!order) return reject('no such order');
  const orderId = String(order.id);
  if (order.orderStatus === 'PAID') return { status: 200, reason: 'order already PAID, nothing changed', orderId };
  if (order.orderPaymentMethod !== 'Payfast') return reject('order was not checked out by card');
  if (data.m_payment_id !== order.orderID) return reject(`payment id ${data.m_payment_id ?? '(none)'} is not the order's ${String(order.orderID)}`);
  if (cents(data.amount_gross) !== cents(order.orderTotal)) return reject(`amount ${data.amount_gross ?? '(none)'} is not the order total ${String(order.orderTotal)}`);
  if (data.payment_status !== 'COMPLETE') return { status: 200, reason: `payment ${data.payment_status ?? '(no status)'}, order unchanged`, orderId };
  const paid = await markOrderPaid(app.db, orderId, data);
  if (!paid) return { status: 200, reason: 'order already PAID, nothing changed', orderId };
  queueInvoice(app, publishOrder(app, 'update', paid));
  return { status: 200, reason: 'order PAID', orderId };
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let fields: Field[];
  try {
    fields = [...new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'))];
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const outcome = await processNotification(app, fields);
  const line = `payfast ITN${outcome.orderId ? ` for order ${outcome.orderId}` : ''}: ${outcome.reason}`;
  if (outcome.status === 200) console.info(line);
  else console.warn(line);
  res.writeHead(outcome.status, { 'content-type': 'text/plain; charset=utf-8' }).end(outcome.status === 200 ? 'OK' : 'Rejected');
}

export const payfastNotifyRoute: HttpRoute = { method: 'POST', path: '/payments/payfast/notify', handle };
