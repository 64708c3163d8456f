/**
 * SQL of the Sales back office: orders and quotes paged, sorted and filtered in one statement (the total with the
 * page), an order by id wherever it lives (orders or archive), and whether a teacher has a quote.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/connect.ts';
import { searchWords } from '../domain/search.ts';
import { apiError } from '../errors.ts';
import { modelNamed } from '../models/models.ts';
import type { ModelObject, ModelRow } from '../models/declaration.ts';
import { findRow, toApiObject } from '../models/repository.ts';
import { orderModel } from './order.repository.ts';

export type SalesSort =
  'orderDateTime' | 'orderID' | 'owner' | 'orderStatus' | 'orderPaymentMethod' | 'orderTotal' | 'productsCount';

export interface SalesQuery {
  kind: 'ORDER' | 'QUOTE';
  teacherprofileID?: string | null;
  search?: string | null;
  hasPhysical?: boolean | null;
  hasQuestions?: boolean | null;
  hasProofOfPayment?: boolean | null;
  /** Orders only: teachers' open carts too (left out by default). */
  includeCarts?: boolean | null;
  sort?: SalesSort | null;
  descending?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
}

export const defaultPageSize = 10;
const maxPageSize = 1000;

const archivedOrderModel = modelNamed('ArchivedTeacherProductsOrder');

const column = (name: string) => sql`o.${sql.ref(name)}`;
const items = sql`case when jsonb_typeof(o.${sql.ref('orderProducts')}) = 'array' then o.${sql.ref('orderProducts')} else '[]'::jsonb end`;

const sortable: Record<SalesSort, RawBuilder<unknown>> = {
  orderDateTime: column('orderDateTime'),
  orderID: column('orderID'),
  owner: column('owner'),
  orderStatus: column('orderStatus'),
  orderPaymentMethod: column('orderPaymentMethod'),
  orderTotal: column('orderTotal'),
  productsCount: sql`jsonb_array_length(${items})`,
};

/** What a search word may be found in: order id, owner, status, payment method and the products' titles. */
const searchText = sql<string>`lower(concat_ws(' ', ${column('orderID')}, ${column('owner')}, ${column('orderStatus')}, ${column('orderPaymentMethod')},
  (select string_agg(item ->> 'title', ' ') from jsonb_array_elements(${items}) item)))`;

function whereOf(query: SalesQuery): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`o._deleted = false`];
  conditions.push(
    query.kind === 'QUOTE'
      ? sql<boolean>`${column('orderStatus')} = 'QUOTING'`
      : sql<boolean>`${column('orderStatus')} <> 'QUOTING'`,
  );
  // A teacher's open cart (PENDING, not checked out: no order number) is hers to change, not an order to handle.
  if (query.kind === 'ORDER' && query.includeCarts !== true)
    conditions.push(
      sql<boolean>`not (${column('orderStatus')} = 'PENDING' and coalesce(${column('orderID')}, '') = '')`,
    );
  // 000 section 6: admins list the last month's orders; one teacher's list (the customer routes) shows them all.
  if (query.teacherprofileID) conditions.push(sql<boolean>`${column('teacherprofileID')} = ${query.teacherprofileID}`);
  else conditions.push(sql<boolean>`${column('createdAt')} >= now() - interval '1 month'`);
  for (const word of searchWords(query.search)) conditions.push(sql<boolean>`strpos(${searchText}, ${word}) > 0`);
  if (query.hasPhysical === true) conditions.push(sql<boolean>`${items} @> '[{"physical": true}]'::jsonb`);
  if (query.hasPhysical === false) conditions.push(sql<boolean>`not (${items} @> '[{"physical": true}]'::jsonb)`);
  const questions = sql<boolean>`exists (select 1 from jsonb_array_elements(${items}) item
    where jsonb_typeof(item -> 'questions') = 'array' and item -> 'questions' <> '[]'::jsonb)`;
  if (query.hasQuestions === true) conditions.push(questions);
  if (query.hasQuestions === false) conditions.push(sql<boolean>`not ${questions}`);
  if (query.hasProofOfPayment === true) conditions.push(sql<boolean>`${column('proofOfPayment')} is not null`);
  if (query.hasProofOfPayment === false) conditions.push(sql<boolean>`${column('proofOfPayment')} is null`);
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** One page of orders or quotes and the number of all matches, in one statement. */
export async function salesOrderPage(
  db: Database,
  query: SalesQuery,
): Promise<{ items: ModelObject<'teacher_products_order'>[]; totalCount: number }> {
  const pageSize = query.pageSize ?? defaultPageSize;
  if (!Number.isInteger(pageSize) || (pageSize < 1 && pageSize !== -1) || pageSize > maxPageSize) {
    throw apiError('BAD_USER_INPUT', `pageSize must be a whole number from 1 to ${maxPageSize}, or -1 for all.`);
  }
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw apiError('BAD_USER_INPUT', 'page must be a whole number from 1.');
  const sort = query.sort ?? 'orderDateTime';
  if (!sortable[sort]) throw apiError('BAD_USER_INPUT', `Cannot sort by ${sort}.`);
  // The default sort is the newest first (002 section 2); a chosen column sorts ascending unless asked otherwise.
  const descending = query.descending ?? query.sort == null;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const paging = pageSize === -1 ? sql`` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const where = whereOf(query);
  const order = sql`${direction} nulls last`;
  // A search reads every item's title: its filter runs once, for the count and the page together. Without one,
  // the count and a top-N page each run on the indexes, which is faster than gathering all matches first.
  const result =
    searchWords(query.search).length > 0
      ? await sql<ModelRow<'teacher_products_order'> & { __total: number }>`
        with matched as materialized (
          select o.id, ${sortable[sort]} as sort_key from teacher_products_order o where ${where}
        )
        select (select count(*)::int from matched) as "__total", rows.*
        from (select 1) one
        left join lateral (
          select o.* from matched m join teacher_products_order o on o.id = m.id
          order by m.sort_key ${order}, m.id ${direction} ${paging}
        ) rows on true`.execute(db)
      : await sql<ModelRow<'teacher_products_order'> & { __total: number }>`
        select total.count as "__total", rows.*
        from (select count(*)::int as count from teacher_products_order o where ${where}) total
        left join lateral (
          select o.* from teacher_products_order o where ${where}
          order by ${sortable[sort]} ${order}, o.id ${direction} ${paging}
        ) rows on true`.execute(db);
  const totalCount = result.rows[0]?.__total ?? 0;
  const rows = result.rows.filter((row) => row.id !== null).map(({ __total: _total, ...row }) => toApiObject(row));
  return { items: rows, totalCount };
}

/** An order or quote by id, from the orders or else the archive (marked archived). */
/** An order or quote as the sales screens show it, wherever it is kept. */
export type SalesOrder = (ModelObject<'teacher_products_order'> | ModelObject<'archived_teacher_products_order'>) & {
  archived: boolean;
};

export async function anyOrderById(db: Database, id: string): Promise<SalesOrder | null> {
  const live = await findRow(db, orderModel, id, sql<boolean>`true`);
  if (live) return { ...toApiObject(live), archived: false };
  const archived = await findRow(db, archivedOrderModel, id, sql<boolean>`true`);
  return archived ? { ...toApiObject(archived), archived: true } : null;
}

/** Whether the teacher has a quote in QUOTING (other than `exceptOrderId`). */
export async function teacherHasQuote(
  db: Database,
  teacherprofileID: string,
  exceptOrderId: string | null = null,
): Promise<boolean> {
  const result = await sql<{ found: boolean }>`select exists (
      select 1 from teacher_products_order
      where ${sql.ref('teacherprofileID')} = ${teacherprofileID} and ${sql.ref('orderStatus')} = 'QUOTING' and _deleted = false
        and id is distinct from ${exceptOrderId}
    ) as found`.execute(db);
  return result.rows[0]?.found;
}
