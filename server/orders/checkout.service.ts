/**
 * Checkout (000 sections 4, 5, 9): the server re-reads the cart's items from the catalogue, checks the coupon,
 * shipping details and payment method, computes every figure and decides the status: EFT → PROCESSING,
 * subtotal 0 → Free and PAID, card (Payfast) → unchanged, with the provider's payment form.
 */
import type { RequestContext } from '../context.ts';
import { normaliseCouponCode } from '../domain/coupon.ts';
import { checkoutMessages } from '../domain/order-rules.ts';
import { orderTotals } from '../domain/pricing.ts';
import { apiError, assertNoFieldErrors, badInput } from '../errors.ts';
import type { Row } from '../models/repository.ts';
import { recordCardAttempt } from '../payments/card-attempt.repository.ts';
import { payfastSettings, paymentForm } from '../payments/payfast.ts';
import { callerProfile, changedMeanwhile } from './cart.service.ts';
import { applicableCoupon, countCouponTry, type AppliedCoupon } from './coupon.service.ts';
import { queueConfirmation, settleDocuments } from './documents.service.ts';
import { publishOrder } from './order-events.ts';
import { takeOrderId } from './order-number.ts';
import { accountActor } from './order-history.ts';
import { parseCoupon, parseItems, refreshItems, storedItems } from '../domain/order-items.ts';
import { cartStatuses, catalogueEntries, findOrder, writeOrder } from './order.repository.ts';
import { checkShippingDetails, type ShippingDetails } from '../domain/shipping.ts';
import { inTransaction } from '../../db/connect.ts';
import { logError } from '../observability/log.ts';

export const paymentMethods = ['EFT', 'Payfast'] as const;

export interface CheckoutInput {
  orderId: string;
  _version: number;
  paymentMethod?: string | null;
  shippingDetails?: Partial<Record<keyof ShippingDetails, string | null>> | null;
  couponCode?: string | null;
}

export interface CheckoutResult {
  order: Row;
  payment: { url: string; fields: { name: string; value: string }[] } | null;
}

/** An absent code keeps the order's own coupon (a quote's); an empty one removes it. */
function couponCodeOf(input: CheckoutInput, order: Row): string {
  if (input.couponCode !== undefined && input.couponCode !== null) return input.couponCode;
  return parseCoupon(order.coupon)?.couponCode ?? '';
}

export async function checkout(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutResult> {
  const { userId, profileId } = callerProfile(ctx);
  const now = new Date();
  const payfast = payfastSettings();
  // A code sent with the checkout is a coupon try like verifyCoupon's; the order's own (a quote's) is not.
  if (normaliseCouponCode(input.couponCode)) await countCouponTry(ctx);
  const written = await inTransaction(ctx.db, async (trx) => {
    const order = await findOrder(trx, input.orderId, { forUpdate: true });
    if (!order || order.ownerId !== userId || order.teacherprofileID !== profileId)
      throw apiError('NOT_FOUND', 'Record not found.');
    if (order._version !== input._version) changedMeanwhile(order);
    if (!(cartStatuses as readonly unknown[]).includes(order.orderStatus))
      throw badInput({ orderId: checkoutMessages.checkedOut });

    const stored = parseItems(order.orderProducts);
    if (stored.length === 0) throw badInput({ orderProducts: checkoutMessages.emptyCart });
    const items = refreshItems(
      stored,
      await catalogueEntries(
        trx,
        stored.map((item) => item.id),
      ),
    );
    if (items.some((item) => item.unAvailable)) throw badInput({ orderProducts: checkoutMessages.unavailable });

    const errors: Record<string, string> = {};
    let coupon: AppliedCoupon | null = null;
    const code = couponCodeOf(input, order);
    if (normaliseCouponCode(code)) {
      const outcome = await applicableCoupon(trx, code, profileId, now);
      if (outcome.validCoupon) coupon = outcome.validCoupon;
      else errors.couponCode = outcome.error;
    }
    const totals = orderTotals(items, coupon);
    const method = totals.free ? 'Free' : (input.paymentMethod ?? '').trim();
    if (!totals.free && !(paymentMethods as readonly string[]).includes(method))
      errors.paymentMethod = checkoutMessages.paymentMethod;
    else if (method === 'Payfast' && payfast.misconfiguration) {
      logError('card payment refused', payfast.misconfiguration, { requestId: ctx.request.id });
      errors.paymentMethod = checkoutMessages.cardUnavailable;
    }
    let shippingDetails: ShippingDetails | null = null;
    if (items.some((item) => item.physical)) {
      const checked = checkShippingDetails(input.shippingDetails);
      Object.assign(errors, checked.errors);
      shippingDetails = checked.details;
    }
    assertNoFieldErrors(errors);

    const status = method === 'EFT' ? 'PROCESSING' : method === 'Free' ? 'PAID' : order.orderStatus;
    const row = await writeOrder(
      trx,
      order.id,
      order._version,
      {
        orderProducts: storedItems(items),
        orderTotal: totals.total,
        orderVAT: totals.vat,
        coupon,
        orderID: await takeOrderId(trx, now),
        orderDateTime: now.toISOString(),
        orderShippingDetails: shippingDetails,
        orderPaymentMethod: method,
        orderStatus: status,
      },
      accountActor(ctx.viewer, 'teacher', 'checkout'),
    );
    if (!row) return changedMeanwhile(order);
    // Each card try is kept: a late notification of this one still pays the order after a retry or a switch to EFT.
    if (method === 'Payfast')
      await recordCardAttempt(trx, {
        paymentId: String(row.orderID),
        orderId: row.id,
        amountCents: Math.round(totals.total * 100),
      });
    // EFT: the order confirmation with the bank details; Free: the tax invoice, the order being paid.
    if (row.orderStatus === 'PROCESSING' && method === 'EFT') await queueConfirmation(ctx.app, trx, row);
    await settleDocuments(ctx.app, trx, row, { actor: accountActor(ctx.viewer, 'teacher', 'checkout') });
    return row;
  });

  const order = publishOrder(ctx.app, 'update', written);
  if (order.orderPaymentMethod !== 'Payfast') return { order, payment: null };
  const payment = paymentForm(payfast, {
    publicUrl: ctx.app.config.publicUrl,
    email: ctx.viewer.email ?? '',
    orderRecordId: order.id,
    orderId: String(order.orderID),
    amount: Number(order.orderTotal),
  });
  return { order, payment };
}
