/**
 * What follows an order write: the change event (so subscribed teachers and admins see it live) and the invoice
 * e-mail (the tax invoice as PDF) when an order becomes PAID, or PROCESSING by EFT: an 'invoice' job written with
 * the order, carrying the order as it was then, so that a mail sent after an outage shows what was paid.
 */
import type { Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { deliverOnce } from '../mail/mail-delivery.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { ChangeKind } from '../models/pubsub.ts';
import { toApiObject } from '../models/repository.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceOf } from './invoice.service.ts';
import type { OrderObject, OrderRow } from './order.repository.ts';
import { invoiceMessage } from './invoice.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    invoice: { order: OrderObject };
  }
}

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

/** The invoice mail (the tax invoice as PDF) of the order as it was when it became PAID or PROCESSING by EFT. */
async function invoiceMail(app: App, order: OrderObject): Promise<MailMessage | null> {
  const invoice = await invoiceOf(app, order);
  if (!invoice.email) {
    console.warn(`invoice: order ${order.id} has no customer e-mail`);
    return null;
  }
  const pdf = await invoicePdf(invoice);
  return {
    to: invoice.email,
    ...invoiceMessage(invoice),
    attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** Queues the invoice mail in the order write's transaction (`db`): sent once that commits, retried until it goes. */
export async function queueInvoice(app: App, db: Database, order: OrderRow | OrderObject): Promise<void> {
  await app.jobs.enqueue(db, 'invoice', { order: toApiObject(order) });
}

export const invoiceJobs: JobHandlers = {
  invoice: (app, job) => deliverOnce(app, job, () => invoiceMail(app, job.data.order)),
};
