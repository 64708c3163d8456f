/**
 * What a card notification (itn.ts) needs of the orders it pays: payments defines this port, orders implements
 * it (orders/payable-orders.ts) and server/features.ts wires the two, so orders depends on payments and never
 * the other way round.
 */
import type { Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import type { ModelRow } from '../models/declaration.ts';

/** An order as stored. */
type PayableOrder = ModelRow<'teacher_products_order'>;

export interface PayableOrders {
  /** The order of a notification; locked until the transaction ends when `forUpdate`. */
  find(db: Database, orderId: string, options?: { forUpdate?: boolean }): Promise<PayableOrder | undefined>;
  /**
   * Makes the order PAID by card with the provider's fields, and queues its tax invoice, in the caller's transaction;
   * undefined when it was PAID already.
   */
  markPaid(
    app: App,
    trx: Database,
    orderId: string,
    notification: Record<string, string>,
  ): Promise<PayableOrder | undefined>;
  /** After the commit: the live update. */
  announcePaid(app: App, order: PayableOrder): void;
}
