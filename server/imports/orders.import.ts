/**
 * The orders CSV: one row per product line, the rows of an order following each other under its order number.
 * Orders are made for existing teachers (by sign-in e-mail or teacher profile id) and existing products or bundles
 * (by id); items are copied from the catalogue and the totals computed by the server with the shop's rules
 * (domain/pricing.ts), never read from the file. The historical status, payment method and date are kept. An
 * order number already stored (or earlier in the file) is skipped. One order is written whole or not at all, with
 * its 'created' event in the order history.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import { dedupeItems, itemFrom, storedItems, type CatalogueEntry, type OrderItem } from '../domain/order-items.ts';
import { methodForTotal, statusesOf } from '../domain/order-rules.ts';
import { orderTotals } from '../domain/pricing.ts';
import { accountActor } from '../orders/order-history.ts';
import { issueInvoicesOfNewOrders } from '../orders/documents.service.ts';
import { recordNewOrders } from '../orders/order-history.repository.ts';
import { keepOrderIds } from '../orders/order-number.ts';
import { catalogueEntries, orderModel } from '../orders/order.repository.ts';
import { insertRows, toApiObject } from '../models/repository.ts';
import { normaliseEmail } from '../domain/validators.ts';
import { columnValues, type CsvImporter, type ImportUnit, type UnitDecision } from './importer.ts';

export const orderColumns = [
  'order_number',
  'order_date',
  'email',
  'teacher_profile_id',
  'product_id',
  'status',
  'payment_method',
] as const;

/** Statuses an order may have been in (orders and quotes, 002 section 4). */
export const importStatuses = [...new Set([...statusesOf.order, ...statusesOf.quote])];

/** Payment methods as written in a file → as stored ('Card Payment' is stored as Payfast, 002 section 9). */
const paymentMethods: Record<string, string> = {
  eft: 'EFT',
  free: 'Free',
  payfast: 'Payfast',
  'card payment': 'Payfast',
  card: 'Payfast',
};

export const orderImportMessages = {
  orderNumber: 'Order number is required',
  teacherRequired: 'Email or teacher profile id is required',
  unknownTeacher: (who: string) => `Unknown teacher '${who}'`,
  productRequired: 'Product id is required',
  unknownProduct: (id: string) => `Unknown product '${id}'`,
  dateRequired: 'Order date is required',
  badDate: (date: string) => `Invalid order date '${date}' (use YYYY-MM-DD or YYYY-MM-DD HH:MM)`,
  statusRequired: 'Status is required',
  unknownStatus: (status: string) => `Unknown status '${status}' (use ${importStatuses.join(', ')})`,
  unknownMethod: (method: string) => `Unknown payment method '${method}' (use EFT, Free or Card Payment)`,
  disagree: (field: string) => `The rows of this order differ in ${field}`,
  exists: (orderNumber: string) => `Order ${orderNumber} already exists`,
};

interface Teacher {
  profileId: string;
  owner: string | null;
  ownerId: string | null;
}

interface OrderPayload {
  orderNumber: string;
  date: string;
  status: string;
  method: string;
  teacher: Teacher;
  items: OrderItem[];
  total: number;
  vat: number;
}

/**
 * A date as written: YYYY-MM-DD, optionally with HH:MM[:SS], read as South African time (UTC+2, no daylight
 * saving), or a full ISO timestamp with its zone. Answers ISO text, or null.
 */
export function importDate(text: string): string | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const date = local
    ? new Date(`${local[1]}-${local[2]}-${local[3]}T${local[4] ?? '00'}:${local[5] ?? '00'}:${local[6] ?? '00'}+02:00`)
    : /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(text)
      ? new Date(text)
      : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  // 2024-02-31 would roll over to March: refuse a day that does not exist.
  if (local) {
    const day = new Date(Date.UTC(Number(local[1]), Number(local[2]) - 1, Number(local[3])));
    if (day.getUTCMonth() !== Number(local[2]) - 1 || day.getUTCDate() !== Number(local[3])) return null;
  }
  return date.toISOString();
}

async function teachersByEmail(db: Database, emails: string[]): Promise<Map<string, Teacher>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('teacher_profile as p')
    .innerJoin('account as a', 'a.id', 'p.ownerId')
    .select(['p.id', 'p.owner', 'p.ownerId', 'a.email'])
    .where('a.email', 'in', emails)
    .where('p._deleted', '=', false)
    .orderBy('p.createdAt')
    .execute();
  const found = new Map<string, Teacher>();
  for (const row of rows)
    if (!found.has(row.email)) found.set(row.email, { profileId: row.id, owner: row.owner, ownerId: row.ownerId });
  return found;
}

async function teachersById(db: Database, ids: string[]): Promise<Map<string, Teacher>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teacher_profile')
    .select(['id', 'owner', 'ownerId'])
    .where('id', 'in', ids)
    .where('_deleted', '=', false)
    .execute();
  return new Map(rows.map((row) => [row.id, { profileId: row.id, owner: row.owner, ownerId: row.ownerId }]));
}

async function storedOrderNumbers(db: Database, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('teacher_products_order')
    .select('orderID')
    .where('orderID', 'in', numbers)
    .execute();
  return new Set(rows.map((row) => row.orderID ?? ''));
}

/** The one value the rows of an order share for this column, or undefined when they differ. */
function shared(values: Record<string, string>[], column: string): string | undefined {
  const distinct = new Set(values.map((row) => row[column] ?? '').filter((value) => value !== ''));
  return distinct.size > 1 ? undefined : ([...distinct][0] ?? '');
}

interface Lookups {
  byEmail: Map<string, Teacher>;
  byId: Map<string, Teacher>;
  catalogue: Map<string, CatalogueEntry>;
  stored: Set<string>;
}

function decide(unit: ImportUnit, lookups: Lookups, seen: Set<string>): UnitDecision<OrderPayload> {
  const rows = unit.rows.map((row) => columnValues(orderColumns, row));
  const shown = rows.map((row) => ({ ...row }));
  const invalid = (message: string): UnitDecision<OrderPayload> => ({ status: 'invalid', message, shown });
  const orderNumber = rows[0].order_number;
  if (!orderNumber) return invalid(orderImportMessages.orderNumber);
  if (lookups.stored.has(orderNumber) || seen.has(orderNumber))
    return { status: 'skipped', message: orderImportMessages.exists(orderNumber), shown };

  const problems: string[] = [];
  const field = (column: string): string => {
    const value = shared(rows, column);
    if (value !== undefined) return value;
    // The first row's value stands in, so that the one message is about the disagreement.
    problems.push(orderImportMessages.disagree(column));
    return rows[0][column] ?? '';
  };
  const dateText = field('order_date');
  const date = dateText ? importDate(dateText) : null;
  if (!dateText) problems.push(orderImportMessages.dateRequired);
  else if (!date) problems.push(orderImportMessages.badDate(dateText));
  const statusText = field('status');
  const status = statusText.toUpperCase();
  if (!statusText) problems.push(orderImportMessages.statusRequired);
  else if (!importStatuses.includes(status)) problems.push(orderImportMessages.unknownStatus(statusText));
  const methodText = field('payment_method');
  const method = methodText ? paymentMethods[methodText.toLowerCase()] : '';
  if (method === undefined) problems.push(orderImportMessages.unknownMethod(methodText));

  const email = normaliseEmail(field('email'));
  const profileId = field('teacher_profile_id');
  const teacher = profileId ? lookups.byId.get(profileId) : email ? lookups.byEmail.get(email) : undefined;
  if (!profileId && !email) problems.push(orderImportMessages.teacherRequired);
  else if (!teacher) problems.push(orderImportMessages.unknownTeacher(profileId || email));

  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    if (!row.product_id) problems.push(orderImportMessages.productRequired);
    else {
      const entry = lookups.catalogue.get(row.product_id);
      if (entry) entries.push(entry);
      else problems.push(orderImportMessages.unknownProduct(row.product_id));
    }
  }
  if (problems.length > 0) return invalid([...new Set(problems)].join('; '));

  const items = dedupeItems(entries.map((entry) => itemFrom(entry, entry.questions)));
  const totals = orderTotals(items);
  const payload: OrderPayload = {
    orderNumber,
    date: date ?? '',
    status,
    method: method || methodForTotal(totals.total),
    teacher: teacher as Teacher,
    items,
    total: totals.total,
    vat: totals.vat,
  };
  seen.add(orderNumber);
  for (const row of shown)
    Object.assign(row, {
      order_date: payload.date,
      status: payload.status,
      payment_method: payload.method,
      teacher_profile_id: payload.teacher.profileId,
      order_total: payload.total.toFixed(2),
    });
  return { status: 'new', message: null, shown, payload };
}

export const ordersImporter: CsvImporter<OrderPayload> = {
  kind: 'orders',
  columns: orderColumns,
  example: ['240315-10300000', '2024-03-15 10:30', 'thandi@example.com', '', '<product id>', 'PAID', 'EFT'],
  missingColumns(header) {
    const missing = ['order_number', 'product_id'].filter((column) => !header.includes(column));
    if (!header.includes('email') && !header.includes('teacher_profile_id'))
      missing.push('email or teacher_profile_id');
    return missing;
  },
  batchSize: 100,
  unitKey: (row) => row.values.order_number ?? '',

  async check(ctx: RequestContext, units, seen) {
    const all = units.flatMap((unit) => unit.rows.map((row) => columnValues(orderColumns, row)));
    const distinct = (column: string) => [...new Set(all.map((row) => row[column]).filter(Boolean))];
    const [byEmail, byId, catalogue, stored] = await Promise.all([
      teachersByEmail(ctx.db, distinct('email').map(normaliseEmail)),
      teachersById(ctx.db, distinct('teacher_profile_id')),
      catalogueEntries(ctx.db, distinct('product_id')),
      storedOrderNumbers(ctx.db, distinct('order_number')),
    ]);
    return units.map((unit) => decide(unit, { byEmail, byId, catalogue, stored }, seen));
  },

  async applyBatch(ctx, trx, payloads) {
    const rows = await insertRows(
      trx,
      orderModel,
      payloads.map((payload) => ({
        id: randomUUID(),
        orderID: payload.orderNumber,
        orderDateTime: payload.date,
        orderStatus: payload.status,
        orderPaymentMethod: payload.method,
        orderProducts: storedItems(payload.items),
        coupon: null,
        orderTotal: payload.total,
        orderVAT: payload.vat,
        orderShippingDetails: null,
        orderPayment: null,
        proofOfPayment: null,
        teacherprofileID: payload.teacher.profileId,
        owner: payload.teacher.owner,
        ownerId: payload.teacher.ownerId,
        _lastChangedAt: Date.now(),
      })),
    );
    const orders = rows.map((row) => toApiObject(row));
    await keepOrderIds(
      trx,
      payloads.map((payload) => payload.orderNumber),
    );
    await recordNewOrders(trx, accountActor(ctx.viewer, 'admin', 'admin'), orders);
    await issueInvoicesOfNewOrders(trx, rows);
    return {
      results: payloads.map(() => ({ created: true as const })),
      after: () => {
        for (const order of orders) ctx.app.changes.publish('TeacherProductsOrder', 'create', order);
      },
    };
  },
};
