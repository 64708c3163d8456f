/**
 * SQL of the catalogue beyond the generic model layer: rows by id with a lock, many rows patched in one
 * statement, names of tags and categories, and the admin tables' filtered, sorted and paged lists.
 */
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { collated } from '../../db/collation.ts';
import type { Database } from '../../db/connect.ts';
import { cachedRead } from '../../db/read-cache.ts';
import { apiError } from '../errors.ts';
import type { ModelObject, ModelRow } from '../models/declaration.ts';
import { bindSlots, Slot, toApiObject, type Row } from '../models/repository.ts';
import { searchWords } from '../domain/search.ts';
import { searchFieldHas } from './search-sql.ts';

export type CatalogueTable = 'product' | 'product_bundle';

/** Column types of the columns bulk writes touch, for jsonb_to_recordset. */
const columnTypes: Record<string, string> = {
  featured: 'boolean',
  publishDate: 'timestamptz',
  price: 'double precision',
  discountPercentage: 'double precision',
  physical: 'boolean',
  subscriptionProduct: 'boolean',
  eCommerceProduct: 'boolean',
  searchField: 'text',
};

export interface RowPatch {
  id: string;
  /** Columns of `columnTypes` only. */
  values: Row;
}

/** Live rows of the table with these ids, locked for the rest of the transaction. */
export async function lockLiveRows<Table extends CatalogueTable>(
  db: Database,
  table: Table,
  ids: readonly string[],
): Promise<ModelRow<Table>[]> {
  if (ids.length === 0) return [];
  const result = await sql<ModelRow<Table>>`select * from ${sql.table(table)}
    where ${sql.ref('id')} = any(${[...ids]}::text[]) and ${sql.ref('_deleted')} = false for update`.execute(db);
  return result.rows;
}

/**
 * Writes each row's own values in one statement (every patch sets the same columns), bumping `_version`,
 * `updatedAt` and `_lastChangedAt` as every write does. Returns the updated rows.
 */
export async function patchRows<Table extends CatalogueTable>(
  db: Database,
  table: Table,
  patches: readonly RowPatch[],
): Promise<ModelRow<Table>[]> {
  if (patches.length === 0) return [];
  const columns = Object.keys(patches[0].values);
  for (const column of columns) if (!columnTypes[column]) throw new Error(`patchRows cannot write ${column}`);
  const records = patches.map(({ id, values }) => ({ ...values, id }));
  const definition = sql.join([
    sql`id text`,
    ...columns.map((column) => sql`${sql.ref(column)} ${sql.raw(columnTypes[column])}`),
  ]);
  const assignments = sql.join([
    ...columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`),
    sql`${sql.ref('_version')} = t.${sql.ref('_version')} + 1`,
    sql`${sql.ref('updatedAt')} = now()`,
    sql`${sql.ref('_lastChangedAt')} = ${Date.now()}`,
  ]);
  const result = await sql<ModelRow<Table>>`update ${sql.table(table)} as t set ${assignments}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${definition})
    where t.id = v.id returning t.*`.execute(db);
  return result.rows;
}

/** Names of live tags and categories by id. */
export async function namesById(
  db: Database,
  table: 'product_tag' | 'product_category',
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .where('_deleted', '=', false)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name ?? '']));
}

// The admin tables ---------------------------------------------------------------------------------------------

export interface AdminListFilter {
  search?: string | null;
  tagIds?: readonly string[] | null;
  categoryIds?: readonly string[] | null;
  physical?: boolean | null;
  subscriptionProduct?: boolean | null;
  eCommerceProduct?: boolean | null;
  ids?: readonly string[] | null;
}

export interface AdminListSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface AdminListQuery {
  filter?: AdminListFilter | null;
  sort?: readonly AdminListSort[] | null;
  page?: number | null;
  limit?: number | null;
}

export interface AdminListPage<Table extends CatalogueTable> {
  rows: { item: ModelObject<Table>; files: number; videos: number }[];
  total: number;
  /** True when `total` is a lower bound: counting stopped there and more rows match. */
  totalAtLeast: boolean;
}

const defaultLimit = 10;
const maxLimit = 1000;

/**
 * The products table counts its matches up to this many, or to the end of the page asked for if further: past it the
 * total is "10,000+" (issue 28), so that a page of 100,000 products does not count them all.
 */
export const countedTotal = 10_000;

const item = (column: string) => sql`i.${sql.ref(column)}`;
const flag = (column: string) => sql`coalesce(i.${sql.ref(column)}, false)`;

type SortKey = { expression: RawBuilder<unknown>; needs?: 'category'; notNull?: true };

/**
 * Sortable columns: the expression, what it needs joined, and whether it can be null. The products table has an
 * index for each column's ORDER BY, written exactly as here (migrations 2026-11-28T0300_admin_product_order and
 * 2026-11-28T0400_admin_product_derived_sorts): a nullable column's empty values come last both ways (an index each
 * way), a column that is never null is read backwards for the other direction. The id breaks ties in the direction
 * of the last key, as a backward scan gives. The category's name and the content's files and videos are stored on
 * the product, kept by triggers (that migration): the name of its live category (none: last both ways), the file
 * keys and video urls of its live content records.
 */
const sortable: Record<string, SortKey> = {
  title: { expression: collated(item('title')) },
  featured: { expression: flag('featured'), notNull: true },
  price: { expression: item('price') },
  discountPercentage: { expression: item('discountPercentage') },
  category: { expression: collated(item('_categoryName')) },
  publishDate: { expression: item('publishDate') },
  updatedAt: { expression: item('updatedAt'), notNull: true },
  physical: { expression: flag('physical'), notNull: true },
  eCommerceProduct: { expression: flag('eCommerceProduct'), notNull: true },
  subscriptionProduct: { expression: flag('subscriptionProduct'), notNull: true },
  files: { expression: item('_contentFiles'), notNull: true },
  videos: { expression: item('_contentVideos'), notNull: true },
};

/** Bundles (dozens) store no category name: they join their category and sort its name, a live one's as products. */
const bundleSortable: Record<string, SortKey> = {
  ...sortable,
  category: { expression: collated(sql`category.name`), needs: 'category' },
};

const productOnly = new Set(['physical', 'eCommerceProduct', 'subscriptionProduct', 'files', 'videos']);

/**
 * The values an admin list statement binds. Built for a statement compiled once (compiledAdminList), each is a
 * `Slot` (server/models/repository.ts), swapped for the request's value by bindSlots.
 */
const adminValueNames = ['tags', 'categoryIds', 'ids', 'limit', 'offset', 'countLimit'] as const;
type AdminValues = Record<(typeof adminValueNames)[number], unknown>;
const adminSlots = Object.fromEntries(adminValueNames.map((name, index) => [name, new Slot(index)])) as AdminValues;

/** The filter's conditions, "not deleted" first (alone when nothing is filtered). */
function conditionsOf(
  filter: AdminListFilter | null | undefined,
  table: CatalogueTable,
  values: AdminValues,
): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`i.${sql.ref('_deleted')} = false`];
  // A row without a searchField matches no word, as the empty text it used to be read as.
  for (const word of searchWords(filter?.search))
    conditions.push(searchFieldHas(sql`i.${sql.ref('searchField')}`, word));
  if (filter?.tagIds && filter.tagIds.length > 0) conditions.push(sql<boolean>`i.tags @> ${values.tags}::jsonb`);
  if (filter?.categoryIds && filter.categoryIds.length > 0) {
    conditions.push(sql<boolean>`i.${sql.ref('categoryId')} = any(${values.categoryIds}::text[])`);
  }
  if (filter?.ids) conditions.push(sql<boolean>`i.id = any(${values.ids}::text[])`);
  if (table === 'product') {
    for (const column of productFlags) {
      if (filter?.[column] === true) conditions.push(sql<boolean>`i.${sql.ref(column)} is true`);
    }
  }
  return conditions;
}

const productFlags = ['physical', 'subscriptionProduct', 'eCommerceProduct'] as const;

/**
 * Folds the live products' kept differences into one row (the server runs this hourly): rows only this
 * transaction sees go, and their sum comes back as one, so a writer beside it keeps its own row and the sum holds.
 */
export async function compactLiveCount(db: Database): Promise<void> {
  await sql`with gone as (delete from product_live_count returning delta)
    insert into product_live_count (delta) select sum(delta) from gone having count(*) > 0`.execute(db);
}

/** A query checked: its page, size, sort (the default when none) and count cap. */
interface CheckedQuery {
  filter: AdminListFilter | null | undefined;
  sort: readonly AdminListSort[];
  limit: number;
  page: number;
  countCap: number | null;
}

function checked(table: CatalogueTable, query: AdminListQuery): CheckedQuery {
  const limit = query.limit ?? defaultLimit;
  if (!Number.isInteger(limit) || (limit < 1 && limit !== -1) || limit > maxLimit) {
    throw apiError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${maxLimit}, or -1 for all.`);
  }
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw apiError('BAD_USER_INPUT', 'page must be a whole number from 1.');
  const sort = query.sort && query.sort.length > 0 ? query.sort : [{ field: 'title', direction: 'DESC' as const }];
  const keyOf = table === 'product' ? sortable : bundleSortable;
  for (const { field } of sort) {
    if (!Object.hasOwn(keyOf, field) || (table !== 'product' && productOnly.has(field)))
      throw apiError('BAD_USER_INPUT', `Cannot sort by ${field}.`);
  }
  return { filter: query.filter, sort, limit, page, countCap: adminCountCap(table, limit, page) };
}

function valuesOf(query: CheckedQuery): AdminValues {
  const filter = query.filter;
  return {
    tags: JSON.stringify([...new Set(filter?.tagIds ?? [])]),
    categoryIds: [...(filter?.categoryIds ?? [])],
    ids: [...(filter?.ids ?? [])],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countLimit: query.countCap === null ? null : query.countCap + 1,
  };
}

/**
 * One page of the admin table in ONE statement: the total of matching rows, the page of them (read in order from
 * the column's index, or sorted with a top-N sort, not a sort of every match) and the page's rows with their
 * content counts. A row comes back even for an empty page, to carry the total. The products table counts at most
 * `countedTotal` matches (or to the end of the page, if further) and one more, to know that there are more.
 */
/** A row of the statement: the page's row (none for an empty page), the total, the row's files and videos. */
type AdminRow<Table extends CatalogueTable> = ModelRow<Table> & {
  __total: number;
  __files: number | null;
  __videos: number | null;
};

function statementOf<Table extends CatalogueTable>(table: Table, query: CheckedQuery, values: AdminValues) {
  const { sort, limit, countCap } = query;
  const keyOf = table === 'product' ? sortable : bundleSortable;
  const needs = new Set(sort.map(({ field }) => keyOf[field].needs));
  const keys = sort.map(({ field }, index) => sql`${keyOf[field].expression} as ${sql.ref(`s${index}`)}`);
  const order = (prefix: string, withKeys: boolean) =>
    sql.join([
      ...sort.map(({ field, direction }, index) => {
        const key = withKeys ? sql.ref(`${prefix}.s${index}`) : keyOf[field].expression;
        // Never null: no NULLS clause, so that descending is the ascending index read backwards.
        const nulls = keyOf[field].notNull ? '' : ' nulls last';
        return sql`${key} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')}${sql.raw(nulls)}`;
      }),
      sql`${sql.ref(`${prefix}.id`)} ${sql.raw(sort[sort.length - 1].direction === 'ASC' ? 'asc' : 'desc')}`,
    ]);
  const categoryJoin = needs.has('category')
    ? sql`left join product_category category on category.id = i.${sql.ref('categoryId')} and category._deleted = false`
    : sql``;
  // A product's files and videos as stored (the sort's own values); a bundle has none.
  const counts =
    table === 'product'
      ? sql`i.${sql.ref('_contentFiles')} as "__files", i.${sql.ref('_contentVideos')} as "__videos"`
      : sql`0 as "__files", 0 as "__videos"`;
  const paging = limit === -1 ? sql`` : sql`limit ${values.limit} offset ${values.offset}`;
  const conditions = conditionsOf(query.filter, table, values);
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`;
  const counted =
    countCap === null
      ? sql`select 1 from ${sql.table(table)} i where ${where}`
      : sql`select 1 from ${sql.table(table)} i where ${where} limit ${values.countLimit}`;
  // Every live product, the default view: the number kept as it changes (migration 2026-11-29T0200), not counted.
  const live = sql`select coalesce(sum(delta), 0) from product_live_count`;
  const total =
    table === 'product' && conditions.length === 1
      ? sql`select ${countCap === null ? live : sql`least((${live}), ${values.countLimit})`}::int as count`
      : sql`select count(*)::int as count from (${counted}) counted`;

  return sql<AdminRow<Table>>`
    select total.count as "__total", rows.*
    from (${total}) total
    left join lateral (
      select i.*, ${sql.join(sort.map((_, index) => sql`page.${sql.ref(`s${index}`)}`))}, ${counts}
      from (
        select i.id, ${sql.join(keys)} from ${sql.table(table)} i ${categoryJoin}
        where ${where} order by ${order('i', false)} ${paging}
      ) page
      join ${sql.table(table)} i on i.id = page.id
    ) rows on true
    order by ${order('rows', true)}`;
}

/** The admin list's statement with the query's values in it (plans in tests). */
export function adminListStatement<Table extends CatalogueTable>(table: Table, query: AdminListQuery) {
  const checkedQuery = checked(table, query);
  return statementOf(table, checkedQuery, valuesOf(checkedQuery));
}

/** Compiled admin list statements, least recently used dropped first: shapes come from requests. */
const compiledAdminLists = new LRUCache<string, CompiledQuery>({ max: 200 });

/**
 * The admin list's statement compiled once per shape (the table, the filters present, the sort, whether it pages
 * and counts to a cap), as the model lists' (compiledPage) and the shop's: building and compiling it with Kysely
 * cost about half a millisecond of node time per request (issue 28). A search (its words shape the text) is built
 * for each request.
 */
function compiledAdminList<Table extends CatalogueTable>(
  db: Database,
  table: Table,
  query: CheckedQuery,
): CompiledQuery<AdminRow<Table>> {
  const values = valuesOf(query);
  const { filter } = query;
  if (searchWords(filter?.search).length > 0) return statementOf(table, query, values).compile(db);
  const key = [
    table,
    JSON.stringify(query.sort.map(({ field, direction }) => [field, direction])),
    Boolean(filter?.tagIds && filter.tagIds.length > 0),
    Boolean(filter?.categoryIds && filter.categoryIds.length > 0),
    Boolean(filter?.ids),
    productFlags.map((column) => filter?.[column] === true).join(),
    query.limit === -1,
    query.countCap === null,
  ].join('\n');
  let template: CompiledQuery<AdminRow<Table>> | undefined = compiledAdminLists.get(key);
  if (!template) {
    template = statementOf(table, query, adminSlots).compile(db);
    compiledAdminLists.set(key, template);
  }
  return bindSlots(
    template,
    adminValueNames.map((name) => values[name]),
  );
}

export interface AdminListOptions {
  /**
   * Answer a product's category from its stored `_categoryName` (its live category's name) instead of loading the
   * category: only when the operation asks no more of it than its id and name (admin-selection.ts).
   */
  storedCategory?: boolean;
}

export async function adminList<Table extends CatalogueTable>(
  db: Database,
  table: Table,
  query: AdminListQuery,
  options: AdminListOptions = {},
): Promise<AdminListPage<Table>> {
  const checkedQuery = checked(table, query);
  // Products read only their own table (a category's name and the content's counts are stored on the product);
  // bundles also join their categories. No clock: a kept page is good until those tables change.
  const tables = table === 'product' ? (['product'] as const) : (['product_bundle', 'product_category'] as const);
  const result = await cachedRead(db, { tables, maxAgeMs: 60_000 }, compiledAdminList(db, table, checkedQuery));

  const counted = result.rows[0]?.__total ?? 0;
  const { countCap } = checkedQuery;
  const totalAtLeast = countCap !== null && counted > countCap;
  const total = totalAtLeast ? countCap : counted;
  const rows = result.rows
    .filter((row) => row.id !== null)
    .map(({ __total: _total, __files, __videos, ...row }) => {
      // The page's sort keys (s0, s1, ...) came along with the row's columns.
      const itemRow: Row = {};
      for (const [column, value] of Object.entries(row)) if (!/^s\d+$/.test(column)) itemRow[column] = value;
      if (options.storedCategory) {
        const { categoryId, _categoryName: name } = itemRow;
        // No stored name: no category, a deleted or unknown one, or one without a name; the loader tells which.
        if (typeof categoryId === 'string' && categoryId !== '' && typeof name === 'string')
          itemRow.category = { id: categoryId, name };
      }
      return { item: toApiObject(itemRow as ModelRow<Table>), files: __files ?? 0, videos: __videos ?? 0 };
    });
  return { rows, total, totalAtLeast };
}

/**
 * How many matches the products table counts: `countedTotal`, or to the end of the page asked for if further, so
 * that the page after it is known to exist. Every one when all rows are asked for (limit -1); bundles, few, always.
 */
function adminCountCap(table: CatalogueTable, limit: number, page: number): number | null {
  if (table !== 'product' || limit === -1) return null;
  return Math.max(countedTotal, page * limit);
}
