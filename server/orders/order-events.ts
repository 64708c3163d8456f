/**
 * What follows an order write: the change event (so subscribed teachers and admins see it live) and the invoice
 * e-mail (the tax invoice as PDF) when an order becomes PAID, or PROCESSING by EFT.
 */
import type { App } from '../context.ts';
import type { ChangeKind } from '../models/pubsub.ts';
import { toApiObject } from '../models/repository.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceOf } from './invoice.service.ts';
import type { OrderObject, OrderRow } from './order.repository.ts';
import { invoiceMessage } from './invoice.ts';

const model = 'TeacherProductsOrder';

export function publishOrder(app: App, kind: ChangeKind, row: OrderRow): OrderObject {
  const order = toApiObject(row);
  app.changes.publish(model, kind, order);
  return order;
}

/** Statuses whose arrival sends the invoice. */
export function wantsInvoice(order: Pick<OrderObject, 'orderStatus' | 'orderPaymentMethod'>): boolean {
  return order.orderStatus === 'PAID' || (order.orderStatus === 'PROCESSING' && order.orderPaymentMethod === 'EFT');
}

export async function sendInvoice(app: App, order: OrderRow | OrderObject): Promise<void> {
  const invoice = await invoiceOf(app, order);
  if (!invoice.email) {
    console.warn(`invoice: order ${order.id} has no customer e-mail`);
    return;
  }
  const pdf = await invoicePdf(invoice);
  await app.mailer.send({
    to: invoice.email,
    ...invoiceMessage(invoice),
    attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
}

/** Mails the invoice without holding up the request; a mail failure is logged, the order stays as written. */
export function queueInvoice(app: App, order: OrderRow | OrderObject): void {
  app.afterCommit((root) =>
    sendInvoice(root, order).catch((error: unknown) => console.error(`invoice for order ${order.id} not sent`, error)),
  );
}
