/** The Sales back office's reads (admins only, by the access of server/orders/index.ts). */
import type { RequestContext } from '../context.ts';
import { orderEvents } from './order-history.repository.ts';
import { parseItems } from '../domain/order-items.ts';
import { anyOrderById, salesOrderPage, teacherHasQuote, type SalesQuery } from './sales.repository.ts';

export function salesOrders(ctx: RequestContext, query: SalesQuery) {
  return salesOrderPage(ctx.db, query);
}

export function salesOrder(ctx: RequestContext, id: string) {
  return anyOrderById(ctx.db, id);
}

export function hasQuote(ctx: RequestContext, teacherprofileID: string) {
  return teacherHasQuote(ctx.db, teacherprofileID);
}

export async function orderHistory(ctx: RequestContext, orderId: string) {
  const events = await orderEvents(ctx.db, orderId);
  return events.map((event) => ({ ...event, at: event.at.toISOString() }));
}

/** The table's derived columns of an order, from its stored items. */
export function orderFlags(order: { orderProducts?: unknown }) {
  const items = parseItems(order.orderProducts);
  return {
    productsCount: items.length,
    hasPhysical: items.some((item) => item.physical),
    hasQuestions: items.some((item) => (item.questions?.length ?? 0) > 0),
  };
}
