/**
 * What the shop offers (001 section 5, "Shop visibility"): published items (a publish date before now and at
 * least one thumbnail), products only when sold online (eCommerceProduct). Library views also show owned
 * subscription products. SQL over the table's own columns, so it fits any statement on one of the two tables.
 */
import { sql, type RawBuilder } from 'kysely';
import { anonymous, published } from '../access/rules.ts';

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
