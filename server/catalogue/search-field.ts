/**
 * The searchField of products and bundles, kept by the server: built on every write from the item's title,
 * description, tag names and category name, and rebuilt for the items concerned when a tag or category is
 * renamed or deleted.
 */
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import { catalogueSearchField } from '../domain/catalogue-rules.ts';
import type { ModelRow } from '../models/declaration.ts';
import { toApiObject } from '../models/repository.ts';
import { namesById, patchRows, type CatalogueTable } from './catalogue.repository.ts';

export interface SearchableItem {
  title?: unknown;
  description?: unknown;
  tags?: unknown;
  categoryId?: unknown;
}

const idList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** searchFields of many items with two lookups (tag names, category names) in all. */
export async function searchFieldsOf(db: Database, items: readonly SearchableItem[]): Promise<string[]> {
  const tags = await namesById(
    db,
    'product_tag',
    items.flatMap((entry) => idList(entry.tags)),
  );
  const categories = await namesById(
    db,
    'product_category',
    items.flatMap((entry) => (typeof entry.categoryId === 'string' ? [entry.categoryId] : [])),
  );
  return items.map((entry) =>
    catalogueSearchField({
      title: typeof entry.title === 'string' ? entry.title : null,
      description: entry.description,
      tagNames: idList(entry.tags).flatMap((id) => (tags.has(id) ? [tags.get(id) ?? ''] : [])),
      categoryName: typeof entry.categoryId === 'string' ? (categories.get(entry.categoryId) ?? null) : null,
    }),
  );
}

export async function searchFieldOf(db: Database, item: SearchableItem): Promise<string> {
  const [field] = await searchFieldsOf(db, [item]);
  return field;
}

const modelOf: Record<CatalogueTable, string> = { product: 'Product', product_bundle: 'ProductBundle' };

/** Rebuilds the searchField of the live products and bundles carrying the tag or in the category. */
export async function refreshSearchFields(
  ctx: RequestContext,
  concerning: { tagId: string } | { categoryId: string },
): Promise<void> {
  for (const table of ['product', 'product_bundle'] as const) {
    const condition =
      'tagId' in concerning
        ? sql<boolean>`tags @> ${JSON.stringify([concerning.tagId])}::jsonb`
        : sql<boolean>`${sql.ref('categoryId')} = ${concerning.categoryId}`;
    const changed = await inTransaction(ctx.db, async (trx) => {
      const rows = (
        await sql<
          Pick<ModelRow<CatalogueTable>, 'id' | 'title' | 'description' | 'tags' | 'categoryId' | 'searchField'>
        >`select id, title, description, tags, ${sql.ref('categoryId')}, ${sql.ref('searchField')} from ${sql.table(table)}
          where ${sql.ref('_deleted')} = false and ${condition} for update`.execute(trx)
      ).rows;
      const fields = await searchFieldsOf(trx, rows);
      const patches = rows.flatMap((row, index) =>
        row.searchField === fields[index] ? [] : [{ id: row.id, values: { searchField: fields[index] } }],
      );
      return patchRows(trx, table, patches);
    });
    for (const row of changed) ctx.app.changes.publish(modelOf[table], 'update', toApiObject(row));
  }
}
