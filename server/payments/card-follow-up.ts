/**
 * After a card checkout the teacher is back on her order before Payfast's notification arrives: the order is
 * "being confirmed" while it is PENDING, checked out by card (its order id is the latest try's payment id) and
 * that try has no word from Payfast yet. A failed or cancelled try is not awaited: she may pay again or by EFT.
 */
import type { RequestContext } from '../context.ts';
import { cardAttemptsByPaymentIdLoader } from './card-attempt.repository.ts';

interface OrderState {
  id?: unknown;
  orderStatus?: unknown;
  orderPaymentMethod?: unknown;
  orderID?: unknown;
}

export async function awaitingCardPayment(ctx: RequestContext, order: OrderState): Promise<boolean> {
  if (
    order.orderStatus !== 'PENDING' ||
    order.orderPaymentMethod !== 'Payfast' ||
    typeof order.orderID !== 'string' ||
    !order.orderID
  )
    return false;
  const attempt = await cardAttemptsByPaymentIdLoader(ctx.db, ctx.loaders).load({
    orderId: String(order.id),
    paymentId: order.orderID,
  });
  return attempt !== null && attempt.paymentStatus === null;
}
