/**
 * SQL of an order's documents (db/migrations/2026-11-28T0200_order_documents.ts): tax invoices and credit notes are
 * inserted once, in the transaction of the order write that called for them, numbered from their own gapless
 * sequence; their PDF is stored the first time it is drawn and never replaced. Every mail about an order is listed
 * with its job, for the order's mail log.
 */
import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { Loaders } from '../models/loaders.ts';
import { revenueLines, type DocumentKind, type DocumentLine, type IssuedDocument } from './document-position.ts';
import type { StoredDocument } from './invoice.ts';

export interface DocumentRow extends StoredDocument {
  id: string;
  orderId: string;
  couponCode: string | null;
  issuedAt: Date;
  cents: string | number;
  vatCents: string | number;
  pdf: Buffer | null;
}

/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const rowsPerStatement = 1000;
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement)
    out.push(rows.slice(start, start + rowsPerStatement));
  return out;
}

const prefixes: Record<DocumentKind, string> = { INVOICE: 'INV-', CREDIT_NOTE: 'CN-' };

/** The next number of its kind: the counter row stays locked until the issuing transaction ends, so no gaps. */
async function nextNumbers(db: Database, kind: DocumentKind, count: number): Promise<string[]> {
  const { rows } = await sql<{ last: number }>`update document_counter set last = last + ${count}
    where kind = ${kind} returning last`.execute(db);
  const last = rows[0].last;
  return Array.from(
    { length: count },
    (_, index) => prefixes[kind] + String(last - count + 1 + index).padStart(6, '0'),
  );
}

export interface NewDocument extends IssuedDocument {
  orderId: string;
  refersTo: string | null;
  issuedAt: Date;
  orderNumber: string | null;
  method: string | null;
  couponCode: string | null;
  language: string;
  buyer: { name: string; email: string | null };
  shipTo: Record<string, unknown> | null;
}

/** Inserts the documents, numbered in the order given, with their revenue lines; answers their ids and numbers. */
export async function insertDocuments(
  db: Database,
  documents: readonly NewDocument[],
): Promise<{ id: string; number: string; kind: DocumentKind }[]> {
  if (documents.length === 0) return [];
  const numbers = new Map<DocumentKind, string[]>();
  for (const kind of ['INVOICE', 'CREDIT_NOTE'] as const) {
    const count = documents.filter((document) => document.kind === kind).length;
    if (count > 0) numbers.set(kind, await nextNumbers(db, kind, count));
  }
  const rows = documents.map((document) => ({
    id: randomUUID(),
    number: numbers.get(document.kind)?.shift() ?? '',
    document,
  }));
  const values = rows.map(({ id, number, document }) => ({
    id,
    orderId: document.orderId,
    kind: document.kind,
    number,
    refersTo: document.refersTo,
    issuedAt: document.issuedAt,
    orderNumber: document.orderNumber,
    method: document.method,
    couponCode: document.couponCode,
    language: document.language,
    buyer: JSON.stringify(document.buyer),
    shipTo: document.shipTo ? JSON.stringify(document.shipTo) : null,
    lines: JSON.stringify(document.lines),
    cents: document.cents,
    vatCents: document.vatCents,
  }));
  for (const chunk of chunks(values)) await db.insertInto('order_document').values(chunk).execute();
  const lines = rows.flatMap(({ id, document }) =>
    revenueLines(document).map((line) => ({
      documentId: id,
      orderId: document.orderId,
      day: document.issuedAt,
      ...line,
    })),
  );
  for (const chunk of chunks(lines)) await db.insertInto('order_document_line').values(chunk).execute();
  return rows.map(({ id, number, document }) => ({ id, number, kind: document.kind }));
}

const columns = [
  'id',
  'orderId',
  'kind',
  'number',
  'refersTo',
  'issuedAt',
  'orderNumber',
  'method',
  'couponCode',
  'language',
  'buyer',
  'shipTo',
  'lines',
  'cents',
  'vatCents',
] as const;

function documentRow(row: Record<string, unknown>): DocumentRow {
  return {
    ...(row as unknown as DocumentRow),
    kind: row.kind as DocumentKind,
    lines: (row.lines ?? []) as DocumentLine[],
    pdf: (row.pdf as Buffer | null | undefined) ?? null,
  };
}

/** An order's documents, oldest first (without their PDFs). */
export async function documentsOfOrder(db: Database, orderId: string): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('order_document')
    .select(columns)
    .where('orderId', '=', orderId)
    .orderBy('issuedAt')
    .orderBy('number')
    .execute();
  return rows.map((row) => documentRow(row));
}

const loaders = new WeakMap<Loaders, DataLoader<string, DocumentRow[]>>();

/** Request-scoped: the documents of every order of a response in one statement. */
export function documentsByOrderLoader(db: Database, scope: Loaders): DataLoader<string, DocumentRow[]> {
  let loader = loaders.get(scope);
  if (!loader) {
    loader = new DataLoader(async (orderIds: readonly string[]) => {
      const rows = await db
        .selectFrom('order_document')
        .select(columns)
        .where('orderId', 'in', [...new Set(orderIds)])
        .orderBy('issuedAt')
        .orderBy('number')
        .execute();
      const byOrder = new Map<string, DocumentRow[]>();
      for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), documentRow(row)]);
      return orderIds.map((id) => byOrder.get(id) ?? []);
    });
    loaders.set(scope, loader);
  }
  return loader;
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db.selectFrom('order_document').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? documentRow(row) : undefined;
}

/** Keeps the PDF first drawn; answers the stored one (another process may have stored its drawing first). */
export async function keepPdf(db: Database, id: string, pdf: Buffer): Promise<Buffer> {
  await db.updateTable('order_document').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
  const row = await db.selectFrom('order_document').select('pdf').where('id', '=', id).executeTakeFirst();
  return row?.pdf ?? pdf;
}

export type OrderMailKind = 'ORDER_CONFIRMATION' | DocumentKind;

export async function recordOrderMail(
  db: Database,
  mail: {
    jobId: string;
    orderId: string;
    kind: OrderMailKind;
    number: string;
    documentId: string | null;
    to: string | null;
  },
): Promise<void> {
  await db.insertInto('order_mail').values(mail).execute();
}

export interface OrderMailRow {
  id: string;
  queuedAt: Date;
  kind: string;
  number: string;
  to: string | null;
  subject: string | null;
  status: 'QUEUED' | 'SENT' | 'FAILED';
  sentAt: Date | null;
  error: string | null;
  attempts: number;
}

/** An order's mails, newest first, with what their tries came to (mail_attempt, mail_failure). */
export async function orderMails(db: Database, orderId: string, jobId?: string): Promise<OrderMailRow[]> {
  const { rows } =
    await sql<OrderMailRow>`select m.${sql.ref('jobId')} as id, m.${sql.ref('queuedAt')}, m.kind, m.number,
      coalesce(last.to, m.to) as to, last.subject, sent.at as ${sql.ref('sentAt')},
      case when sent.at is not null then 'SENT' when f.${sql.ref('jobId')} is not null then 'FAILED' else 'QUEUED' end as status,
      case when sent.at is null then last.error end as error,
      (select count(*)::int from mail_attempt a where a.${sql.ref('jobId')} = m.${sql.ref('jobId')}) as attempts
    from order_mail m
      left join lateral (select a.to, a.subject, a.error from mail_attempt a where a.${sql.ref('jobId')} = m.${sql.ref('jobId')}
        order by a.attempt desc limit 1) as last on true
      left join lateral (select a.at from mail_attempt a where a.${sql.ref('jobId')} = m.${sql.ref('jobId')} and a.error is null
        limit 1) as sent on true
      left join mail_failure f on f.${sql.ref('jobId')} = m.${sql.ref('jobId')}
    where m.${sql.ref('orderId')} = ${orderId} ${jobId ? sql`and m.${sql.ref('jobId')} = ${jobId}` : sql``}
    order by m.${sql.ref('queuedAt')} desc, m.${sql.ref('jobId')}`.execute(db);
  return rows;
}
