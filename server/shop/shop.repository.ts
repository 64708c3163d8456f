/**
 * One page of the shop or a library view in one SQL statement: products and bundles together, filtered by
 * search words, tags, category (with its descendants) and featured, sorted featured first, then newest publish
 * date, then title, descending (001 section 7); the page comes back as JSON text with the fields asked for.
 */
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { executePrepared, type Database } from '../../db/connect.ts';
import { cachedRead } from '../../db/read-cache.ts';
import { searchFieldHas } from '../catalogue/search-sql.ts';
import { searchWords } from '../domain/search.ts';
import { catalogueTables, inLibrary, onSale, type CatalogueKind } from '../catalogue/visibility.ts';
import type { RowShape, ShopShapes } from './shop.selection.ts';

export interface ShopQuery {
  /** Lowercased search words; each must be in searchField. */
  words: string[];
  tagIds: string[];
  categoryId: string | null;
  featuredOnly: boolean;
  kinds: CatalogueKind[];
  /** Library views: ids the caller owns (a subquery). */
  owned: RawBuilder<{ id: string }> | null;
  limit: number;
  offset: number;
}

/** The shop's first page of products and bundles for a search, with no other filter (benches and tests). */
export function searchQuery(search: string | null, limit: number): ShopQuery {
  return {
    words: searchWords(search),
    tagIds: [],
    categoryId: null,
    featuredOnly: false,
    kinds: ['Product', 'ProductBundle'],
    owned: null,
    limit,
    offset: 0,
  };
}

/**
 * The values a page statement binds. Built for a statement compiled once (compiledPage), each is a `Slot`, which
 * the compiled parameters keep in its place, to be swapped for the request's value.
 */
interface PageValues {
  categoryId: unknown;
  tags: unknown;
  /** The end of the page: each table's rows up to it, and one more. */
  pageEnd: unknown;
  offset: unknown;
  limit: unknown;
  limitAndOne: unknown;
}

class Slot {
  constructor(readonly name: keyof PageValues) {}
}

function valuesOf(query: ShopQuery): PageValues {
  return {
    categoryId: query.categoryId,
    tags: JSON.stringify(query.tagIds),
    pageEnd: query.offset + query.limit + 1,
    offset: query.offset,
    limit: query.limit,
    limitAndOne: query.limit + 1,
  };
}

const slots: PageValues = {
  categoryId: new Slot('categoryId'),
  tags: new Slot('tags'),
  pageEnd: new Slot('pageEnd'),
  offset: new Slot('offset'),
  limit: new Slot('limit'),
  limitAndOne: new Slot('limitAndOne'),
};

function branch(kind: CatalogueKind, query: ShopQuery, values: PageValues): RawBuilder<unknown> {
  const where: RawBuilder<boolean>[] = [query.owned ? inLibrary(kind) : onSale(kind)];
  if (query.owned) where.push(sql<boolean>`id in (${query.owned})`);
  for (const word of query.words) where.push(searchFieldHas(sql.ref('searchField'), word));
  if (query.tagIds.length > 0) where.push(sql<boolean>`${sql.ref('tags')} @> ${values.tags}::jsonb`);
  if (query.categoryId) where.push(sql<boolean>`${sql.ref('categoryId')} in (select id from category_tree)`);
  if (query.featuredOnly) where.push(sql<boolean>`${sql.ref('featured')} is true`);
  // Each table gives at most the rows up to the end of the page, in index order (shop_order indexes); the
  // union of the two short lists is then sorted once. Sorting the union itself would read every row.
  return sql`(select ${kind}::text as kind, id, coalesce(featured, false) as featured, ${sql.ref('publishDate')}, title
    from ${sql.table(catalogueTables[kind])} where ${sql.join(where, sql` and `)}
    order by coalesce(featured, false) desc, ${sql.ref('publishDate')} desc, title desc, id desc
    limit ${values.pageEnd})`;
}

const order = (table: string) =>
  sql`${sql.ref(`${table}.featured`)} desc, ${sql.ref(`${table}.publishDate`)} desc, ${sql.ref(`${table}.title`)} desc, ${sql.ref(`${table}.id`)} desc`;

/** A timestamp as the API shows it (toISOString's form), made by the database rather than row by row in JS. */
const isoText = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One row of `alias` as a JSON object of the shape's columns; `first` and `last` add key/value pairs (SQL). */
function jsonObject(
  alias: string,
  shape: RowShape,
  first: RawBuilder<unknown>[] = [],
  last: RawBuilder<unknown>[] = [],
): RawBuilder<unknown> {
  const pairs = shape.columns.map((column) => {
    const value = sql.ref(`${alias}.${column}`);
    return sql`${sql.lit(column)}, ${shape.timestamps.has(column) ? isoText(value) : value}`;
  });
  return sql`json_build_object(${sql.join([...first, ...pairs, ...last])})`;
}

/** The card's category and tags (when asked), each only with the fields asked of it. */
function relationPairs(alias: string, shape: RowShape): RawBuilder<unknown>[] {
  return shape.relations.map(({ name, shape: target }) =>
    name === 'category'
      ? sql`'category', (select ${jsonObject('c', target)} from product_category c
          where c.id = ${sql.ref(`${alias}.categoryId`)} and c._deleted = false)`
      : sql`'productTags', (select coalesce(json_agg(${jsonObject('t', target)} order by x.n), '[]'::json)
          from jsonb_array_elements_text(coalesce(${sql.ref(`${alias}.tags`)}, '[]'::jsonb)) with ordinality as x(id, n)
          join product_tag t on t.id = x.id and t._deleted = false)`,
  );
}

/** A page as the database sends it: the items as JSON text, and whether more follow. */
export interface ShopPageJson {
  /** A JSON array of objects with `__typename` and the fields of the shape of their kind. */
  items: string;
  more: boolean;
}

/** The page statement for `query`, binding `values` (the query's own, or slots: see compiledPage). */
function pageStatement(query: ShopQuery, shapes: ShopShapes, values: PageValues) {
  const categoryTree = query.categoryId
    ? sql`recursive category_tree as (
        select id from product_category where id = ${values.categoryId} and _deleted = false
        union
        select child.id from product_category child join category_tree parent on child.${sql.ref('parentId')} = parent.id
        where child._deleted = false
      ),`
    : sql``;
  const branches = sql.join(
    query.kinds.map((kind) => branch(kind, query, values)),
    sql` union all `,
  );
  const item = (kind: CatalogueKind, alias: string) =>
    jsonObject(alias, shapes[kind], [sql`'__typename', ${sql.lit(kind)}`], relationPairs(alias, shapes[kind]));
  return sql<ShopPageJson>`
    with ${categoryTree} candidates as (
      select * from (${branches}) items order by ${order('items')} limit ${values.limitAndOne} offset ${values.offset}
    ), page as (
      select * from candidates order by ${order('candidates')} limit ${values.limit}
    )
    select (select count(*) from candidates) > ${values.limit} as more,
      coalesce(json_agg(case page.kind when 'Product' then ${item('Product', 'p')} else ${item('ProductBundle', 'b')} end
        order by ${order('page')}), '[]')::text as items
    from page
    left join product p on page.kind = 'Product' and p.id = page.id
    left join product_bundle b on page.kind = 'ProductBundle' and b.id = page.id`;
}

/**
 * Page statements compiled once, per shapes and per the parts of the query that change the text (kinds, filters
 * present): building and compiling the statement cost more node time than the database took to run it. A search
 * (its words shape the text) or a library view (its subquery) is built for each request.
 */
const compiledPages = new WeakMap<ShopShapes, Map<string, CompiledQuery<ShopPageJson>>>();

function compiledPage(db: Database, query: ShopQuery, shapes: ShopShapes): CompiledQuery<ShopPageJson> {
  if (query.words.length > 0 || query.owned) return pageStatement(query, shapes, valuesOf(query)).compile(db);
  const key = `${query.kinds.join()} ${query.tagIds.length > 0} ${Boolean(query.categoryId)} ${query.featuredOnly}`;
  let known = compiledPages.get(shapes);
  if (!known) compiledPages.set(shapes, (known = new Map<string, CompiledQuery<ShopPageJson>>()));
  let template = known.get(key);
  if (!template) known.set(key, (template = pageStatement(query, shapes, slots).compile(db)));
  const values = valuesOf(query);
  return CompiledQuery.raw(
    template.sql,
    template.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter)),
  );
}

/**
 * The page statement: the page's rows are chosen on the sort columns alone, then built as JSON with only the
 * fields asked for (the whole rows were four times the answer). Run as a prepared statement: its text depends
 * only on the query's shape, not on its values.
 */
export async function shopPageJson(db: Database, query: ShopQuery, shapes: ShopShapes): Promise<ShopPageJson> {
  const statement = compiledPage(db, query, shapes);
  // A library view reads the viewer's orders: always from the database.
  const result = query.owned
    ? await executePrepared(db, statement)
    : await cachedRead(db, { tables: shopTables, maxAgeMs: onSaleFreshMs }, statement);
  return result.rows[0];
}

/** What a page of the shop reads: the items, their categories (the filter's tree, the card's) and their tags. */
const shopTables = ['product', 'product_bundle', 'product_category', 'product_tag'] as const;
/**
 * An item goes on sale when its publish date passes ("before now"): on the embedded database, where a page is
 * answered from memory while the catalogue is unchanged (db/table-watch.ts), it shows within this long.
 */
const onSaleFreshMs = 1000;
