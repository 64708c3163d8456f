/** Thin resolvers of the catalogue's own fields: parse, call one service, return. */
import type { Resolvers } from '../generated/graphql.ts';
import { cachedAsksCategoryIdAndName } from './admin-selection.ts';
import { adminList } from './catalogue.repository.ts';
import { bulkUpdate } from './bulk.service.ts';
import { checkProductContent } from './content-check.service.ts';
import { duplicateProduct, duplicateProductBundle } from './duplicate.service.ts';
import { createTags } from './tags.service.ts';

export const catalogueResolvers: Resolvers = {
  Query: {
    adminProducts: async (_parent, args, ctx, info) => {
      const storedCategory = cachedAsksCategoryIdAndName(info);
      const { rows, total, totalAtLeast } = await adminList(ctx.db, 'product', args, { storedCategory });
      return { items: rows.map(({ item, files, videos }) => ({ product: item, files, videos })), total, totalAtLeast };
    },
    adminProductBundles: async (_parent, args, ctx) => {
      const { rows, total } = await adminList(ctx.db, 'product_bundle', args);
      return { items: rows.map(({ item }) => item), total };
    },
    checkProductContent: (_parent, { productIds }, ctx) => checkProductContent(ctx, productIds),
  },
  Mutation: {
    bulkUpdateProducts: (_parent, { input }, ctx) => bulkUpdate(ctx, 'product', input),
    bulkUpdateProductBundles: (_parent, { input }, ctx) => bulkUpdate(ctx, 'product_bundle', input),
    duplicateProduct: (_parent, { id, newId }, ctx) => duplicateProduct(ctx, id, newId),
    duplicateProductBundle: (_parent, { id, newId }, ctx) => duplicateProductBundle(ctx, id, newId),
    createTags: (_parent, { names }, ctx) => createTags(ctx, names),
  },
};
