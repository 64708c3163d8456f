/** Orders' side of a card payment: the port payments/itn.ts settles a notification through. */
import type { PayableOrders } from '../payments/payable-orders.ts';
import { publishOrder, queueInvoice } from './order-events.ts';
import { payfastActor } from './order-history.ts';
import { findOrder, markOrderPaid } from './order.repository.ts';

export const payableOrders: PayableOrders = {
  find: findOrder,
  markPaid: (trx, orderId, notification) => markOrderPaid(trx, orderId, notification, payfastActor),
  announcePaid: (app, order) => queueInvoice(app, publishOrder(app, 'update', order)),
};
