/**
 * One page of the shop or a library view in one SQL statement: products and bundles together, filtered by
 * search words, tags, category (with its descendants) and featured, sorted featured first, then newest publish
 * date, then title, descending (001 section 7); the page's rows come back whole, as jsonb.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { Row } from '../models/repository.ts';
import { searchFieldHas } from '../catalogue/search-sql.ts';
import { catalogueTables, inLibrary, onSale, type CatalogueKind } from '../catalogue/visibility.ts';

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

export interface ShopRow {
  kind: CatalogueKind;
  row: Row;
}

function branch(kind: CatalogueKind, query: ShopQuery): RawBuilder<unknown> {
  const where: RawBuilder<boolean>[] = [query.owned ? inLibrary(kind) : onSale(kind)];
  if (query.owned) where.push(sql<boolean>`id in (${query.owned})`);
  for (const word of query.words) where.push(searchFieldHas(sql.ref('searchField'), word));
  if (query.tagIds.length > 0) where.push(sql<boolean>`${sql.ref('tags')} @> ${JSON.stringify(query.tagIds)}::jsonb`);
  if (query.categoryId) where.push(sql<boolean>`${sql.ref('categoryId')} in (select id from category_tree)`);
  if (query.featuredOnly) where.push(sql<boolean>`${sql.ref('featured')} is true`);
  // Each table gives at most the rows up to the end of the page, in index order (shop_order indexes); the
  // union of the two short lists is then sorted once. Sorting the union itself would read every row.
  return sql`(select ${kind}::text as kind, id, coalesce(featured, false) as featured, ${sql.ref('publishDate')}, title
    from ${sql.table(catalogueTables[kind])} where ${sql.join(where, sql` and `)}
    order by coalesce(featured, false) desc, ${sql.ref('publishDate')} desc, title desc, id desc
    limit ${query.offset + query.limit})`;
}

const order = (table: string) =>
  sql`${sql.ref(`${table}.featured`)} desc, ${sql.ref(`${table}.publishDate`)} desc, ${sql.ref(`${table}.title`)} desc, ${sql.ref(`${table}.id`)} desc`;

export async function shopPage(db: Database, query: ShopQuery): Promise<ShopRow[]> {
  const categoryTree = query.categoryId
    ? sql`recursive category_tree as (
        select id from product_category where id = ${query.categoryId} and _deleted = false
        union
        select child.id from product_category child join category_tree parent on child.${sql.ref('parentId')} = parent.id
        where child._deleted = false
      ),`
    : sql``;
  const branches = sql.join(
    query.kinds.map((kind) => branch(kind, query)),
    sql` union all `,
  );
  const result = await sql<{ kind: CatalogueKind; row: Row }>`
    with ${categoryTree} page as (
      select * from (${branches}) items order by ${order('items')} limit ${query.limit} offset ${query.offset}
    )
    select page.kind, case page.kind when 'Product' then to_jsonb(p) else to_jsonb(b) end
      -- The card's category and tags come in the same statement (both are public: see the access table).
      || jsonb_build_object(
        'category', (select to_jsonb(c) from product_category c
          where c.id = coalesce(p.${sql.ref('categoryId')}, b.${sql.ref('categoryId')}) and c._deleted = false),
        'productTags', (select coalesce(jsonb_agg(to_jsonb(t) order by x.n), '[]'::jsonb)
          from jsonb_array_elements_text(coalesce(p.tags, b.tags, '[]'::jsonb)) with ordinality as x(id, n)
          join product_tag t on t.id = x.id and t._deleted = false)
      ) as row
    from page
    left join product p on page.kind = 'Product' and p.id = page.id
    left join product_bundle b on page.kind = 'ProductBundle' and b.id = page.id
    order by ${order('page')}`.execute(db);
  return result.rows.map(({ kind, row }) => ({ kind, row: fromJsonbRow(row) }));
}

const timestampColumns = ['createdAt', 'updatedAt', 'publishDate'];

/** A row read through to_jsonb as the generic layer shows rows: timestamps as ISO text in UTC. */
function fromJsonbRow(row: Row): Row {
  const object: Row = { ...row };
  for (const column of timestampColumns) {
    const value = object[column];
    if (typeof value === 'string') object[column] = new Date(value).toISOString();
  }
  return object;
}
