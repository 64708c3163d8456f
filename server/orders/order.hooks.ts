/**
 * Admin writes of orders through the generic createTeacherProductsOrder / updateTeacherProductsOrder (teachers
 * have no such rule): totals are recomputed by the server whenever items or coupon change (admin-sent totals are
 * ignored), duplicates leave a PENDING order, and an order that becomes PAID (or PROCESSING by EFT) gets its
 * invoice once the write is stored.
 */
import type { RequestContext } from '../context.ts';
import { orderTotals } from '../domain/pricing.ts';
import { registerHooks, type ModelHooks } from '../models/hooks.ts';
import type { Row } from '../models/repository.ts';
import { queueInvoice, wantsInvoice } from './order-events.ts';
import { parseCoupon, parseItems } from './order-items.ts';

const pricingFields = ['orderProducts', 'coupon', 'orderTotal', 'orderVAT'];

function withServerTotals(values: Row, existing: Row | null): Row {
  if (!pricingFields.some((field) => field in values)) return values;
  const next = { ...values };
  const status = next.orderStatus ?? existing?.orderStatus;
  if ('orderProducts' in next && status === 'PENDING' && Array.isArray(next.orderProducts)) {
    const seen = new Set<string>();
    next.orderProducts = (next.orderProducts as Row[]).filter((item) => !seen.has(String(item.id)) && Boolean(seen.add(String(item.id))));
  }
  const coupon = parseCoupon('coupon' in next ? next.coupon : existing?.coupon);
  const items = 'orderProducts' in next ? next.orderProducts : existing?.orderProducts;
  const totals = orderTotals(parseItems(items), coupon);
  next.orderTotal = totals.total;
  next.orderVAT = totals.vat;
  return next;
}

/** An order that becomes PAID, or PROCESSING by EFT, gets its invoice. */
function invoiceOnArrival(ctx: RequestContext, row: Row, before: Row | null): void {
  if (wantsInvoice(row) && (!before || before.orderStatus !== row.orderStatus)) queueInvoice(ctx.app, row);
}

const orderHooks: ModelHooks = {
  beforeWrite: (_ctx, values, existing) => withServerTotals(values, existing),
  afterWrite: invoiceOnArrival,
};

export function registerOrderHooks(): void {
  registerHooks('TeacherProductsOrder', orderHooks);
}
