/**
 * The admin catalogue (002 products and product bundles screens): validation and derived fields of products,
 * bundles, tags, categories and product content (catalogue.hooks.ts), what follows their writes
 * (side-effects.ts), the admin tables, bulk edit, duplicate, content check and tag chips (catalogue.graphql), and
 * what the public and the shop see of it (visibility.ts).
 */
import type { OperationAccess } from '../access/operations.ts';
import type { FeatureModule } from '../feature.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { registerCatalogueHooks } from './catalogue.hooks.ts';
import { catalogueResolvers } from './catalogue.resolvers.ts';
import { registerCatalogueSideEffects } from './side-effects.ts';
import { published, publishedProduct } from './visibility.ts';

const admin: OperationAccess = ['admin'];

export const catalogueFeature: FeatureModule = {
  name: 'catalogue',
  resolvers: {
    Query: { ...catalogueResolvers.Query },
    Mutation: { ...catalogueResolvers.Mutation },
  } satisfies Resolvers,
  access: {
    adminProducts: admin,
    adminProductBundles: admin,
    checkProductContent: admin,
    bulkUpdateProducts: admin,
    bulkUpdateProductBundles: admin,
    duplicateProduct: admin,
    duplicateProductBundle: admin,
    createTags: admin,
  },
  visibility: { publishedProduct, publishedBundle: published },
  registerHooks() {
    registerCatalogueHooks();
    registerCatalogueSideEffects();
  },
};
