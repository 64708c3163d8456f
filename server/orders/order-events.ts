/**
 * What follows an order write: the change event (so subscribed teachers and admins see it live) and the invoice
 * e-mail when an order becomes PAID, or PROCESSING by EFT.
 */
import type { App } from '../context.ts';
import type { ChangeKind } from '../models/pubsub.ts';
import { toApiObject, type Row } from '../models/repository.ts';
import { invoiceFields, invoiceMessage } from './invoice.ts';
import { orderCustomer } from './order.repository.ts';
import { parseCoupon, parseItems } from './order-items.ts';
import { shopSettings } from './shop-settings.ts';

const model = 'TeacherProductsOrder';

export function publishOrder(app: App, kind: ChangeKind, row: Row): Row {
  const order = toApiObject(row);
  app.changes.publish(model, kind, order);
  return order;
}

/** Statuses whose arrival sends the invoice. */
export function wantsInvoice(order: Row): boolean {
  return order.orderStatus === 'PAID' || (order.orderStatus === 'PROCESSING' && order.orderPaymentMethod === 'EFT');
}

export async function sendInvoice(app: App, order: Row): Promise<void> {
  const customer = await orderCustomer(app.db, String(order.teacherprofileID));
  if (!customer?.email) {
    console.warn(`invoice: order ${String(order.id)} has no customer e-mail`);
    return;
  }
  const fields = invoiceFields(
    {
      orderID: typeof order.orderID === 'string' ? order.orderID : null,
      orderDateTime: typeof order.orderDateTime === 'string' ? order.orderDateTime : order.orderDateTime instanceof Date ? order.orderDateTime.toISOString() : null,
      orderStatus: String(order.orderStatus),
      orderPaymentMethod: typeof order.orderPaymentMethod === 'string' ? order.orderPaymentMethod : null,
      items: parseItems(order.orderProducts),
      coupon: parseCoupon(order.coupon),
      shippingDetails: (order.orderShippingDetails as Record<string, string> | null) ?? null,
    },
    customer.name,
    shopSettings(),
    app.config.publicUrl,
  );
  await app.mailer.send({ to: customer.email, ...invoiceMessage(fields) });
}

/** Mails the invoice without holding up the request; a mail failure is logged, the order stays as written. */
export function queueInvoice(app: App, order: Row): void {
  app.afterCommit((root) =>
    sendInvoice(root, order).catch((error: unknown) => console.error(`invoice for order ${String(order.id)} not sent`, error)),
  );
}
