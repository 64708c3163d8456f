/**
 * What staff may do with an order from the Orders list and its dialog (issue 27, 002 §4): carts are the teacher's
 * to change, an order awaiting an EFT payment may be marked paid, a paid order has an invoice to send again. Pure,
 * so the rules have their table test; the server decides again on every write.
 */
import { statusesOf } from '../../../../server/domain/order-rules';
import type { SalesKind } from './salesRoute';

interface OrderState {
  orderStatus: string;
  orderID?: string | null;
  orderPaymentMethod?: string | null;
  archived?: boolean;
}

const checkedOut = (order: OrderState) => typeof order.orderID === 'string' && order.orderID !== '';

/** A teacher's open cart: PENDING and not checked out (no order number). Hers to change: staff only look. */
export function isCart(order: OrderState): boolean {
  return order.orderStatus === 'PENDING' && !checkedOut(order);
}

/**
 * Whether 'Mark paid' is offered: an order awaiting an EFT payment (PROCESSING, or a checked-out PENDING order by
 * EFT), where PAID is a status the admin may choose (002 §4). A card payment on its way (PENDING, Payfast) is paid by
 * the provider's notification, a cart not at all; archived orders are read-only.
 */
export function canMarkPaid(kind: SalesKind, order: OrderState): boolean {
  if (order.archived || !statusesOf[kind === 'ORDER' ? 'order' : 'quote'].includes('PAID')) return false;
  if (order.orderStatus === 'PROCESSING') return true;
  return order.orderStatus === 'PENDING' && checkedOut(order) && order.orderPaymentMethod === 'EFT';
}

/** Whether the order has a tax invoice to send again: it is paid (issued when it became PAID). */
export function hasInvoice(order: OrderState): boolean {
  return order.orderStatus === 'PAID' && checkedOut(order);
}

/**
 * Whether the order has an order confirmation (pro-forma), as the server decides (`isCheckedOut`): an order number
 * and past PENDING and QUOTING (a card payment on its way and a quote have none yet).
 */
export function hasConfirmation(order: OrderState): boolean {
  return checkedOut(order) && order.orderStatus !== 'PENDING' && order.orderStatus !== 'QUOTING';
}

/** Whether the row's and the dialog's Edit is offered: never for a cart, an archived order or a PAID quote (002 §2). */
export function canEdit(kind: SalesKind, order: OrderState): boolean {
  return !order.archived && !isCart(order) && !(kind === 'QUOTE' && order.orderStatus === 'PAID');
}
