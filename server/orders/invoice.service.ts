/**
 * The tax invoice of a checked-out order: built from the stored order and its buyer, mailed as a PDF when the
 * order is placed or paid (order-events.ts), and downloadable by its owner or an admin through a short-lived
 * signed link (invoiceLink → GET /orders/{id}/invoice.pdf?uid=…&exp=…&sig=…).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../access/rules.ts';
import { viewerOfAccount } from '../auth/auth.service.ts';
import type { App, RequestContext } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { apiError } from '../errors.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLanguage } from './invoice-words.ts';
import { taxInvoice, type TaxInvoice } from './invoice.ts';
import { parseCoupon, parseItems } from '../domain/order-items.ts';
import { cartStatuses, findOrder, invoiceBuyer, type OrderObject, type OrderRow } from './order.repository.ts';
import { shopSettings } from './shop-settings.ts';

/** A cart has no invoice yet: an order has one once checked out (its order id is the invoice number). */
export function hasInvoice(order: Pick<OrderObject, 'orderID' | 'orderStatus'>): boolean {
  return (
    typeof order.orderID === 'string' &&
    order.orderID !== '' &&
    !(cartStatuses as readonly unknown[]).includes(order.orderStatus)
  );
}

const isoOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : null;

export async function invoiceOf(
  app: App,
  order: OrderRow | OrderObject,
): Promise<TaxInvoice & { email: string | null }> {
  const buyer = await invoiceBuyer(app.db, String(order.teacherprofileID));
  const invoice = taxInvoice(
    {
      orderID: typeof order.orderID === 'string' ? order.orderID : null,
      orderDateTime: isoOf(order.orderDateTime),
      orderStatus: String(order.orderStatus),
      orderPaymentMethod: typeof order.orderPaymentMethod === 'string' ? order.orderPaymentMethod : null,
      items: parseItems(order.orderProducts),
      coupon: parseCoupon(order.coupon),
      shippingDetails: (order.orderShippingDetails as Record<string, string> | null) ?? null,
    },
    { name: buyer?.name ?? '', email: buyer?.email ?? null },
    shopSettings(),
    app.config.publicUrl,
    invoiceLanguage(buyer ?? {}),
  );
  return { ...invoice, email: buyer?.email ?? null };
}

const mayRead = (viewer: Viewer, order: OrderRow) =>
  viewer.groups.includes('admin') || (viewer.userId !== null && order.ownerId === viewer.userId);

const invoicePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice.pdf`;

export async function invoiceLink(ctx: RequestContext, orderId: string): Promise<string> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !mayRead(ctx.viewer, order)) throw apiError('NOT_FOUND', 'Record not found.');
  if (!hasInvoice(order)) throw apiError('BAD_USER_INPUT', 'This order has no invoice yet.');
  return ctx.app.links.sign(invoicePath(order.id), ctx.viewer.userId ?? '').url;
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = /^\/orders\/([^/]+)\/invoice\.pdf$/.exec(url.pathname);
  const orderId = match ? decodeURIComponent(match[1] ?? '') : '';
  if (!match || !orderId) return refuse(res, 404, 'Not found');
  // The signature names who asks; whether that user may read this order is decided now, as for any request.
  const userId = app.links.verify(invoicePath(orderId), url.searchParams);
  const viewer = userId ? await viewerOfAccount(app.db, userId) : null;
  if (!viewer) return refuse(res, 401, 'This link has expired. Open the invoice again from your order.');
  const order = await findOrder(app.db, orderId);
  if (!order || !mayRead(viewer, order) || !hasInvoice(order)) return refuse(res, 404, 'Not found');
  const invoice = await invoiceOf(app, order);
  const pdf = await invoicePdf(invoice);
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
    'cache-control': 'private, no-store',
  });
  res.end(pdf);
}

export const invoiceRoute: HttpRoute = { method: 'GET', path: '/orders/', prefix: true, handle };
