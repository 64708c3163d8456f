/**
 * An order's documents (issue 27): every order write that may change what the buyer owes calls settleDocuments in
 * its own transaction, which issues what the change calls for (document-position.ts: a tax invoice when the order
 * is paid, a credit note or a further invoice when a paid order changes or is cancelled) and queues each one's mail
 * in that same transaction. The order confirmation (pro-forma) is drawn from the order as it is; a stored document
 * from what was stored when it was issued, its PDF kept the first time it is drawn. Owners and admins download them
 * through short-lived signed links; admins send any of them again and read the order's mail log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../access/rules.ts';
import { viewerOfAccount } from '../auth/auth.service.ts';
import { inTransaction, type Database } from '../../db/connect.ts';
import type { App, RequestContext } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { apiError } from '../errors.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { deliverOnce } from '../mail/mail-delivery.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { toApiObject } from '../models/repository.ts';
import { parseCoupon, parseItems } from '../domain/order-items.ts';
import { documentsFor, type DocumentKind, type IssuedDocument, type Position } from './document-position.ts';
import {
  documentsByOrderLoader,
  documentsOfOrder,
  findDocument,
  insertDocuments,
  keepPdf,
  orderMails,
  recordOrderMail,
  type DocumentRow,
  type NewDocument,
  type OrderMailKind,
  type OrderMailRow,
} from './document.repository.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLanguage, invoiceWords, type InvoiceLanguage } from './invoice-words.ts';
import { invoiceMessage, orderConfirmation, owedPosition, storedDocument, type TaxInvoice } from './invoice.ts';
import {
  cartStatuses,
  findOrder,
  invoiceBuyer,
  invoiceBuyers,
  type InvoiceBuyerRow,
  type OrderObject,
  type OrderRow,
} from './order.repository.ts';
import { shopSettings } from './shop-settings.ts';
import { systemActor, type OrderActor } from './order-history.ts';
import { addToWriteEvent } from './order-history.repository.ts';
import { log } from '../observability/log.ts';
import { decodedOrNull } from '../http/request.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** An order's mail: a stored document by its id, else the order confirmation of the order as it was then. */
    invoice: { order: OrderObject; documentId?: string };
  }
}

type AnyOrder = OrderRow | OrderObject;

const isoOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : null;

/** A checked-out order (not a cart): it has an order id, and with it an order confirmation. */
export function isCheckedOut(order: Pick<OrderObject, 'orderID' | 'orderStatus'>): boolean {
  return (
    typeof order.orderID === 'string' &&
    order.orderID !== '' &&
    !(cartStatuses as readonly unknown[]).includes(order.orderStatus)
  );
}

/**
 * What the order owes now: its lines while it is PAID (and not deleted), nothing otherwise. The figures are the
 * stored ones, which the server computed from the same lines; an order brought from elsewhere whose stored total
 * differs from its lines shows the difference as an adjustment, so that its lines still add up.
 */
function owedNow(order: AnyOrder, language: InvoiceLanguage): Position {
  if (order.orderStatus !== 'PAID' || order._deleted) return { lines: [], cents: 0, vatCents: 0 };
  const owed = owedPosition({ items: parseItems(order.orderProducts), coupon: parseCoupon(order.coupon) }, language);
  const total = Number(order.orderTotal);
  const vat = Number(order.orderVAT);
  if (!Number.isFinite(total) || !Number.isFinite(vat)) return owed;
  const cents = Math.round(total * 100);
  const difference = cents - owed.lines.reduce((sum, line) => sum + line.cents, 0);
  const lines =
    difference === 0
      ? owed.lines
      : [...owed.lines, { key: 'ADJUSTMENT', description: invoiceWords[language].adjustment, cents: difference }];
  return { lines, cents, vatCents: Math.round(vat * 100) };
}

const toIssued = (row: DocumentRow): IssuedDocument => ({
  kind: row.kind,
  lines: row.lines,
  cents: Number(row.cents),
  vatCents: Number(row.vatCents),
});

async function queueDocumentMail(
  app: App,
  db: Database,
  order: AnyOrder,
  document: { id: string; number: string; kind: OrderMailKind } | null,
): Promise<string> {
  const jobId = await app.jobs.enqueue(db, 'invoice', {
    order: toApiObject(order),
    ...(document ? { documentId: document.id } : {}),
  });
  await recordOrderMail(db, {
    jobId,
    orderId: order.id,
    kind: document ? document.kind : 'ORDER_CONFIRMATION',
    number: document ? document.number : (order.orderID ?? ''),
    documentId: document?.id ?? null,
    to: (await invoiceBuyer(db, String(order.teacherprofileID)))?.email ?? null,
  });
  return jobId;
}

/** What a new document copies from its order and buyer, so that it reads the same whatever happens to them later. */
function documentFields(order: AnyOrder, buyer: InvoiceBuyerRow | undefined, language: InvoiceLanguage) {
  const shipTo = order.orderShippingDetails;
  return {
    orderId: order.id,
    orderNumber: typeof order.orderID === 'string' ? order.orderID : null,
    method: typeof order.orderPaymentMethod === 'string' ? order.orderPaymentMethod : null,
    couponCode: parseCoupon(order.coupon)?.couponCode ?? null,
    language,
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? null },
    shipTo: shipTo && typeof shipTo === 'object' && !Array.isArray(shipTo) ? (shipTo as Record<string, unknown>) : null,
  };
}

export interface SettleOptions {
  /** Issue date; now unless the order comes from elsewhere (an import dates its invoices by the order's date). */
  issuedAt?: Date;
  /** Mail each document to the teacher (not for an import). */
  mail?: boolean;
  /** Whose write called for the documents, as the order's history names it. */
  actor?: OrderActor;
}

const documentField: Record<DocumentKind, string> = { INVOICE: 'invoice', CREDIT_NOTE: 'creditNote' };

/**
 * Issues the documents the order's state now calls for, in the write's transaction `db` (the order row is locked
 * by the write, so two writes of one order settle one after the other). Answers what was issued.
 */
export async function settleDocuments(
  app: App,
  db: Database,
  order: AnyOrder,
  { issuedAt = new Date(), mail = true, actor = systemActor }: SettleOptions = {},
): Promise<{ id: string; number: string; kind: DocumentKind }[]> {
  const issued = await documentsOfOrder(db, order.id);
  if (issued.length === 0 && order.orderStatus !== 'PAID') return [];
  const buyer = await invoiceBuyer(db, String(order.teacherprofileID));
  const language = invoiceLanguage(buyer ?? {});
  const due = documentsFor(issued.map(toIssued), owedNow(order, language));
  if (due.length === 0) return [];
  const original = issued.find((row) => row.kind === 'INVOICE')?.number ?? null;
  const documents: NewDocument[] = due.map((document) => ({
    ...document,
    ...documentFields(order, buyer, language),
    refersTo: original,
    issuedAt,
  }));
  const written = await insertDocuments(db, documents);
  await addToWriteEvent(
    db,
    order.id,
    actor,
    written.map((document) => ({ field: documentField[document.kind], from: null, to: document.number })),
  );
  if (mail) {
    for (const document of written) await queueDocumentMail(app, db, order, document);
  }
  return written;
}

/**
 * The tax invoices of orders brought in PAID from elsewhere (an import), in the import batch's transaction: dated by
 * each order's date, numbered in the order given, not mailed (their buyers had them from the system they came from).
 */
export async function issueInvoicesOfNewOrders(db: Database, orders: readonly AnyOrder[]): Promise<void> {
  const paid = orders.filter((order) => order.orderStatus === 'PAID' && !order._deleted);
  if (paid.length === 0) return;
  const buyers = await invoiceBuyers(
    db,
    paid.map((order) => String(order.teacherprofileID)),
  );
  const documents = paid.flatMap((order) => {
    const buyer = buyers.get(String(order.teacherprofileID));
    const language = invoiceLanguage(buyer ?? {});
    return documentsFor([], owedNow(order, language)).map((document): NewDocument => ({
      ...document,
      ...documentFields(order, buyer, language),
      refersTo: null,
      issuedAt: new Date(isoOf(order.orderDateTime) ?? isoOf(order.createdAt) ?? Date.now()),
    }));
  });
  await insertDocuments(db, documents);
}

/** The order confirmation's mail, queued in the order write's transaction (an EFT order placed). */
export async function queueConfirmation(app: App, db: Database, order: AnyOrder): Promise<void> {
  await queueDocumentMail(app, db, order, null);
}

// Drawing

async function confirmationOf(app: App, order: AnyOrder): Promise<TaxInvoice> {
  const buyer = await invoiceBuyer(app.db, String(order.teacherprofileID));
  return orderConfirmation(
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
}

const printedOf = (app: App, document: DocumentRow) => storedDocument(document, shopSettings(), app.config.publicUrl);

/** A stored document's PDF: the one kept when it was first drawn, else drawn now and kept. */
async function documentPdf(app: App, document: DocumentRow): Promise<Buffer> {
  if (document.pdf) return document.pdf;
  return keepPdf(app.db, document.id, await invoicePdf(printedOf(app, document)));
}

const fileNames = { CONFIRMATION: 'order', INVOICE: 'invoice', CREDIT_NOTE: 'credit-note' } as const;

async function documentMail(app: App, data: { order: OrderObject; documentId?: string }): Promise<MailMessage | null> {
  const stored = data.documentId ? await findDocument(app.db, data.documentId) : null;
  if (data.documentId && !stored) return null;
  const printed = stored ? printedOf(app, stored) : await confirmationOf(app, data.order);
  if (!printed.buyer.email) {
    log.warn({ orderId: data.order.id }, 'order mail: the order has no customer e-mail');
    return null;
  }
  const pdf = stored ? await documentPdf(app, stored) : await invoicePdf(printed);
  return {
    to: printed.buyer.email,
    ...invoiceMessage(printed),
    attachments: [
      { filename: `${fileNames[printed.kind]}-${printed.number}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

export const documentJobs: JobHandlers = {
  invoice: (app, job) => deliverOnce(app, job, () => documentMail(app, job.data)),
};

// Reading, links and sending again

const mayRead = (viewer: Pick<Viewer, 'groups' | 'userId'>, order: AnyOrder) =>
  viewer.groups.includes('admin') || (viewer.userId !== null && (order as OrderRow).ownerId === viewer.userId);

async function readableOrder(ctx: RequestContext, orderId: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !mayRead(ctx.viewer, order)) throw apiError('NOT_FOUND', 'Record not found.');
  return order;
}

const confirmationPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/confirmation.pdf`;
const documentPath = (orderId: string, documentId: string) =>
  `/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}.pdf`;

export function documentLink(ctx: RequestContext, document: Pick<DocumentRow, 'id' | 'orderId'>): string {
  return ctx.app.links.sign(documentPath(document.orderId, document.id), ctx.viewer.userId ?? '').url;
}

export async function orderDocuments(ctx: RequestContext, orderId: string): Promise<DocumentRow[]> {
  const order = await readableOrder(ctx, orderId);
  return documentsOfOrder(ctx.db, order.id);
}

/** The documents field of an order: the model layer answered the order only to whom may read it (owner, admin). */
export async function documentsField(ctx: RequestContext, order: { id?: unknown }): Promise<DocumentRow[]> {
  if (typeof order.id !== 'string') return [];
  return documentsByOrderLoader(ctx.db, ctx.loaders).load(order.id);
}

export async function confirmationLink(ctx: RequestContext, orderId: string): Promise<string> {
  const order = await readableOrder(ctx, orderId);
  if (!isCheckedOut(order)) throw apiError('BAD_USER_INPUT', 'This order has no invoice yet.');
  return ctx.app.links.sign(confirmationPath(order.id), ctx.viewer.userId ?? '').url;
}

/** The document the order stands on now: its newest invoice, else its order confirmation. */
export async function invoiceLink(ctx: RequestContext, orderId: string): Promise<string> {
  const order = await readableOrder(ctx, orderId);
  const invoice = (await documentsOfOrder(ctx.db, order.id)).filter((row) => row.kind === 'INVOICE').at(-1);
  if (invoice && order.orderStatus === 'PAID') return documentLink(ctx, invoice);
  return confirmationLink(ctx, orderId);
}

const mailObject = (mail: OrderMailRow) => ({
  ...mail,
  queuedAt: mail.queuedAt.toISOString(),
  sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
});

export async function mailsOfOrder(ctx: RequestContext, orderId: string) {
  const order = await readableOrder(ctx, orderId);
  return (await orderMails(ctx.db, order.id)).map(mailObject);
}

export async function resendDocument(ctx: RequestContext, orderId: string, documentId?: string | null) {
  const order = await readableOrder(ctx, orderId);
  const documents = await documentsOfOrder(ctx.db, order.id);
  const document = documentId
    ? documents.find((row) => row.id === documentId)
    : documents.filter((row) => row.kind === 'INVOICE').at(-1);
  if (documentId && !document) throw apiError('NOT_FOUND', 'Record not found.');
  if (!document && !isCheckedOut(order)) throw apiError('BAD_USER_INPUT', 'This order has no invoice yet.');
  const jobId = await inTransaction(ctx.db, (trx) => queueDocumentMail(ctx.app, trx, order, document ?? null));
  const [mail] = await orderMails(ctx.db, order.id, jobId);
  return mailObject(mail);
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = /^\/orders\/([^/]+)\/(?:confirmation|documents\/([^/]+))\.pdf$/.exec(url.pathname);
  const orderId = match ? decodedOrNull(match[1] ?? '') : null;
  const documentId = match?.[2] === undefined ? null : decodedOrNull(match[2]);
  if (!match || !orderId || (match[2] !== undefined && documentId === null)) return refuse(res, 404, 'Not found');
  // The signature names who asks; whether that user may read this order is decided now, as for any request.
  const userId = app.links.verify(url.pathname, url.searchParams);
  const viewer = userId ? await viewerOfAccount(app.db, userId) : null;
  if (!viewer) return refuse(res, 401, 'This link has expired. Open the document again from your order.');
  const order = await findOrder(app.db, orderId);
  if (!order || !mayRead(viewer, order)) return refuse(res, 404, 'Not found');
  let pdf: Buffer;
  let fileName: string;
  if (documentId) {
    const document = await findDocument(app.db, documentId);
    if (!document || document.orderId !== order.id) return refuse(res, 404, 'Not found');
    pdf = await documentPdf(app, document);
    fileName = `${fileNames[document.kind]}-${document.number}.pdf`;
  } else {
    if (!isCheckedOut(order)) return refuse(res, 404, 'Not found');
    const printed = await confirmationOf(app, order);
    pdf = await invoicePdf(printed);
    fileName = `order-${printed.number}.pdf`;
  }
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(pdf.length),
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
  res.end(pdf);
}

export const documentRoute: HttpRoute = { method: 'GET', path: '/orders/', prefix: true, handle };
