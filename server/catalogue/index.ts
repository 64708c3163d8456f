/**
 * The admin catalogue (002 products and product bundles screens): validation and derived fields of products,
 * bundles, tags, categories and product content (catalogue.hooks.ts), what follows their writes
 * (side-effects.ts), and the admin tables, bulk edit, duplicate, content check and tag chips (catalogue.graphql).
 */
import type { OperationAccess } from '../access/operations.ts';
import type { Domain } from '../domain.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { registerCatalogueHooks } from './catalogue.hooks.ts';
import { catalogueResolvers } from './catalogue.resolvers.ts';
import { registerCatalogueSideEffects } from './side-effects.ts';

const admin: OperationAccess = ['admin'];

export const catalogueDomain: Domain = {
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
  registerHooks() {
    registerCatalogueHooks();
    registerCatalogueSideEffects();
  },
};
