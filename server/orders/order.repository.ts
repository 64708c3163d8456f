/**
 * SQL of the orders feature. Plain functions taking the database or a transaction first; order rows are written
 * through the generic model helpers so that versions, jsonb and change stamps stay as everywhere else.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject, ModelRow, ModelValues } from '../models/declaration.ts';
import { findRow, insertRow, updateRow } from '../models/repository.ts';
import { catalogueTables, onSale } from '../catalogue/visibility.ts';
import type { OrderActor } from './order-history.ts';
import { recordOrderChange } from './order-history.repository.ts';
import type { CatalogueEntry, ProductQuestion } from '../domain/order-items.ts';

export const orderModel = modelNamed('TeacherProductsOrder');

/** An order as stored, and as the API and the model hooks see it. */
export type OrderRow = ModelRow<'teacher_products_order'>;
export type OrderObject = ModelObject<'teacher_products_order'>;
export type OrderValues = ModelValues<'teacher_products_order'>;

/** Statuses of an order that is still the cart (000 section 4). */
export const cartStatuses = ['QUOTING', 'PENDING'] as const;

/** The caller's teacher profile, locked so that cart writes of one teacher happen one after another. */
export async function lockTeacherProfile(db: Database, profileId: string, ownerId: string) {
  return db
    .selectFrom('teacher_profile')
    .select(['id', 'owner', 'ownerId'])
    .where('id', '=', profileId)
    .where('ownerId', '=', ownerId)
    .where('_deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

/** The pending order: the first QUOTING, else the first PENDING order of the profile. */
export async function findCart(db: Database, profileId: string): Promise<OrderRow | undefined> {
  const result = await sql<OrderRow>`select * from teacher_products_order
    where ${sql.ref('teacherprofileID')} = ${profileId} and ${sql.ref('orderStatus')} in ('QUOTING', 'PENDING') and _deleted = false
    order by case ${sql.ref('orderStatus')} when 'QUOTING' then 0 else 1 end, ${sql.ref('createdAt')}, id
    limit 1`.execute(db);
  return result.rows[0];
}

export async function findOrder(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  return findRow(db, orderModel, id, sql<boolean>`true`, options);
}

/** A new order, with its first history event (the actor's) in the same transaction. */
export async function insertOrder(db: Database, values: OrderValues, actor: OrderActor): Promise<OrderRow> {
  return inTransaction(db, async (trx) => {
    const row = await insertRow(trx, orderModel, { ...values, id: randomUUID(), _lastChangedAt: Date.now() });
    await recordOrderChange(trx, actor, null, row);
    return row;
  });
}

/**
 * Writes when the order is still at `version`, recording what changed as the actor's history event in the same
 * transaction; undefined when someone changed it meanwhile.
 */
export async function writeOrder(
  db: Database,
  id: string,
  version: number,
  values: OrderValues,
  actor: OrderActor,
): Promise<OrderRow | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, orderModel, id, sql<boolean>`${sql.ref('_version')} = ${version}`, {
      forUpdate: true,
    });
    if (!before) return undefined;
    const row = await updateRow(trx, orderModel, id, version, values);
    if (row) await recordOrderChange(trx, actor, before, row);
    return row;
  });
}

/**
 * PAID by card with the provider's notification as orderPayment, only when the order is not PAID yet: of several
 * identical notifications arriving together exactly one changes the row.
 */
export async function markOrderPaid(
  db: Database,
  id: string,
  payment: Record<string, string>,
  actor: OrderActor,
): Promise<OrderRow | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await findRow(trx, orderModel, id, sql<boolean>`${sql.ref('orderStatus')} <> 'PAID'`, {
      forUpdate: true,
    });
    if (!before) return undefined;
    const row = await paidOnce(trx, id, payment);
    if (row) await recordOrderChange(trx, actor, before, row);
    return row;
  });
}

async function paidOnce(db: Database, id: string, payment: Record<string, string>): Promise<OrderRow | undefined> {
  return db
    .updateTable(orderModel.table)
    .set({
      orderStatus: 'PAID',
      // Paid by card, even when the teacher switched to EFT after this try (itn.ts): one write, one history event.
      orderPaymentMethod: 'Payfast',
      orderPayment: JSON.stringify(payment),
      _version: sql`${sql.ref('_version')} + 1`,
      updatedAt: sql`now()`,
      _lastChangedAt: Date.now(),
    })
    .where('id', '=', id)
    .where('orderStatus', '<>', 'PAID')
    .where('_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

interface CatalogueRow {
  kind: 'Product' | 'ProductBundle';
  id: string;
  title: string | null;
  price: number | null;
  discountPercentage: number | null;
  physical: boolean;
  questions: ProductQuestion[] | null;
  updatedAt: Date;
  available: boolean;
}

/** Products and bundles by id, in one statement, with whether each is on sale now. */
export async function catalogueEntries(db: Database, ids: readonly string[]): Promise<Map<string, CatalogueEntry>> {
  if (ids.length === 0) return new Map();
  const list = [...new Set(ids)];
  const result = await sql<CatalogueRow>`
    select 'Product' as kind, id, title, price, ${sql.ref('discountPercentage')}, coalesce(physical, false) as physical, questions,
      ${sql.ref('updatedAt')}, ${onSale('Product')} as available
    from ${sql.table(catalogueTables.Product)} where id = any(${list}::text[])
    union all
    select 'ProductBundle', id, title, price, ${sql.ref('discountPercentage')}, false, null::jsonb,
      ${sql.ref('updatedAt')}, ${onSale('ProductBundle')}
    from ${sql.table(catalogueTables.ProductBundle)} where id = any(${list}::text[])`.execute(db);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        bundle: row.kind === 'ProductBundle',
        title: row.title,
        price: row.price,
        discountPercentage: row.discountPercentage,
        physical: row.physical,
        questions: Array.isArray(row.questions) && row.questions.length > 0 ? row.questions : null,
        updatedAt: row.updatedAt.toISOString(),
        available: row.available,
      },
    ]),
  );
}

/** The buyer on a tax invoice: the teacher's name, sign-in e-mail and the languages of her profile. */
export interface InvoiceBuyerRow {
  name: string;
  email: string | null;
  translateI18n: string | null;
  language: string | null;
}

/** Who documents are made out to, by teacher profile id, for many profiles in one statement. */
export async function invoiceBuyers(
  db: Database,
  profileIds: readonly string[],
): Promise<Map<string, InvoiceBuyerRow>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('teacher_profile')
    .leftJoin('account', 'account.id', 'teacher_profile.ownerId')
    .select([
      'teacher_profile.id',
      'teacher_profile.title',
      'teacher_profile.name',
      'teacher_profile.surname',
      'teacher_profile.translateI18n',
      'teacher_profile.language',
      'account.email',
    ])
    .where('teacher_profile.id', 'in', [...new Set(profileIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: [row.title, row.name, row.surname].filter((part) => part && part.trim()).join(' '),
        email: row.email,
        translateI18n: row.translateI18n,
        language: row.language,
      },
    ]),
  );
}

export async function invoiceBuyer(db: Database, profileId: string): Promise<InvoiceBuyerRow | undefined> {
  return (await invoiceBuyers(db, [profileId])).get(profileId);
}
