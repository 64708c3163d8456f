/**
 * The state rules of orders and quotes as admins write them (002 section 4). Pure: the admin order service
 * applies them to whatever the back office sends, and the web app may use them to show what the server will do.
 */
import { commonMessages } from './messages.ts';
import { answerMessages } from './order-items.ts';

export type SalesKind = 'order' | 'quote';

/** Statuses an admin may choose (002 section 4). */
export const statusesOf: Record<SalesKind, readonly string[]> = {
  order: ['PENDING', 'PROCESSING', 'PAID', 'CANCELLED'],
  quote: ['QUOTING', 'PROCESSING', 'PAID', 'CANCELLED'],
};

/** Payment methods an admin may give a quote in QUOTING (orders get theirs from the rules). */
export const quotePaymentMethods = ['EFT', 'Payfast', 'Free'] as const;

/** 002 section 5, word for word; the status and quote messages are this project's (the screens offer only valid choices). */
export const adminOrderMessages = {
  products: commonMessages.productsRequired,
  paymentMethod: 'a Payment Method is required',
  answer: commonMessages.fieldRequired,
  status: 'Choose one of the options',
  /** 002 section 2 offers New Quote only while the teacher has none; the server holds to it (our words). */
  quoteExists: 'This teacher already has a quote',
} as const;

/** A teacher's checkout (000 sections 4, 5, 8, 9), word for word; the card message is this project's. */
export const checkoutMessages = {
  unavailable: 'Some products are unavailable please remove them before continuing',
  paymentMethod: adminOrderMessages.paymentMethod,
  emptyCart: 'your shopping cart is empty',
  /** A coupon applied to, or a checkout of, an order that is no longer the cart. */
  checkedOut: 'This order has already been checked out',
  cardUnavailable: 'Card payment is not available at the moment, please choose EFT',
} as const;

/** The admin screens' message for an answer problem: a missing required answer is 'This field is required' there. */
export function adminAnswerMessage(message: string): string {
  return message === answerMessages.required ? adminOrderMessages.answer : message;
}

const isSettled = (status: unknown): boolean => status === 'PAID' || status === 'CANCELLED';

/** Answers and shipping change only on an order in PROCESSING, or a quote that is not PAID or CANCELLED. */
export const detailsWritable = (status: unknown): boolean => status === 'PROCESSING' || status === 'QUOTING';

/** A PAID or CANCELLED quote is read-only: only its status may still change. */
export const onlyStatusWritable = (kind: SalesKind, status: unknown): boolean => kind === 'quote' && isSettled(status);

/** The method an order's total gives it: EFT when there is something to pay, Free at exactly 0. */
export const methodForTotal = (total: number): 'EFT' | 'Free' => (total > 0 ? 'EFT' : 'Free');

/**
 * An EFT order waits for her money while PROCESSING: only then are the bank details, the reference and a proof of
 * payment asked for (a paid or cancelled order asks for no money).
 */
export const awaitsEftPayment = (order: { orderPaymentMethod?: string | null; orderStatus?: string | null }): boolean =>
  order.orderPaymentMethod === 'EFT' && order.orderStatus === 'PROCESSING';

/** A new order is PROCESSING while EFT waits for the money, PAID otherwise (Free). */
export const createdOrderStatus = (method: string): 'PROCESSING' | 'PAID' => (method === 'EFT' ? 'PROCESSING' : 'PAID');

export interface MethodChange {
  kind: SalesKind;
  storedStatus: string;
  status: string;
  storedMethod: string | null;
  /** A quote's method as sent (already checked); undefined when not sent. */
  sentMethod: string | null | undefined;
  selectionChanged: boolean;
  total: number;
}

/** The payment method after an admin's update (002 section 4). */
export function updatedPaymentMethod(change: MethodChange): string | null {
  const { kind, storedStatus, status, storedMethod, sentMethod, selectionChanged, total } = change;
  if (kind === 'quote') {
    if (storedStatus === 'QUOTING' && status !== 'QUOTING') return 'EFT';
    if (status === 'QUOTING') {
      if (storedStatus !== 'QUOTING') return storedMethod === 'Payfast' ? 'Payfast' : null;
      return sentMethod === undefined ? storedMethod : sentMethod;
    }
  }
  if (selectionChanged) return methodForTotal(total);
  return storedMethod;
}
