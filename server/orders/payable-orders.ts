/** Orders' side of a card payment: the port payments/itn.ts settles a notification through. */
import type { PayableOrders } from '../payments/payable-orders.ts';
import { settleDocuments } from './documents.service.ts';
import { publishOrder } from './order-events.ts';
import { payfastActor } from './order-history.ts';
import { findOrder, markOrderPaid } from './order.repository.ts';

export const payableOrders: PayableOrders = {
  find: findOrder,
  markPaid: async (app, trx, orderId, notification) => {
    const paid = await markOrderPaid(trx, orderId, notification, payfastActor);
    if (paid) await settleDocuments(app, trx, paid, { actor: payfastActor });
    return paid;
  },
  announcePaid: (app, order) => void publishOrder(app, 'update', order),
};
