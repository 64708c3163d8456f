/**
 * What the public and the shop see of the catalogue (000 section 6; 001 section 5, "Shop visibility"): published
 * items (a publish date before now and at least one thumbnail), products only when sold online (eCommerceProduct)
 * or by subscription. Library views also show owned subscription products. SQL over the table's own columns, so
 * it fits any statement on one of the two tables; the access table uses the first two (catalogue/index.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import { anonymous, type Predicate } from '../access/rules.ts';

const now = sql<Date>`now()`;

export const published: Predicate = () =>
  sql<boolean>`(${sql.ref('publishDate')} is not null and ${sql.ref('publishDate')} <= ${now} and jsonb_array_length(coalesce(${sql.ref('thumbnails')}, '[]'::jsonb)) > 0)`;

export const publishedProduct: Predicate = (viewer) =>
  sql<boolean>`(${published(viewer)} and (${sql.ref('eCommerceProduct')} is true or ${sql.ref('subscriptionProduct')} is true))`;

export type CatalogueKind = 'Product' | 'ProductBundle';

export const catalogueTables: Record<CatalogueKind, 'product' | 'product_bundle'> = {
  Product: 'product',
  ProductBundle: 'product_bundle',
};

const live = () => sql<boolean>`(${sql.ref('_deleted')} = false and ${published(anonymous)})`;

/** Items a teacher may buy now. */
export function onSale(kind: CatalogueKind): RawBuilder<boolean> {
  return kind === 'Product' ? sql<boolean>`(${live()} and ${sql.ref('eCommerceProduct')} is true)` : live();
}

/** Items a library view may list (ownership is checked separately). */
export function inLibrary(kind: CatalogueKind): RawBuilder<boolean> {
  return kind === 'Product'
    ? sql<boolean>`(${live()} and (${sql.ref('eCommerceProduct')} is true or ${sql.ref('subscriptionProduct')} is true))`
    : live();
}
