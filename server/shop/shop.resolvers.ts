import type { Resolvers } from '../generated/graphql.ts';
import { addSubscriptionProduct, boughtProductIds, productContent, shopItems } from './shop.service.ts';
import { responsePathAsArray } from 'graphql';
import { cachedItemsAsStored, cachedShopShapes } from './shop.selection.ts';

export const shopResolvers: Resolvers = {
  Query: {
    shopItems: (_parent, args, ctx, info) =>
      shopItems(ctx, args, {
        shapes: cachedShopShapes(info.fieldNodes, info.fragments),
        itemsPath: cachedItemsAsStored(info.fieldNodes, info.fragments)
          ? [...responsePathAsArray(info.path), 'items']
          : null,
      }),
    boughtProductIds: (_parent, _args, ctx) => boughtProductIds(ctx),
    productContent: (_parent, { productID }, ctx) => productContent(ctx, productID),
  },
  Mutation: {
    addSubscriptionProduct: (_parent, { productId }, ctx) => addSubscriptionProduct(ctx, productId),
  },
  ShopItem: {
    __resolveType: (item) =>
      (item as { __typename?: string }).__typename === 'ProductBundle' ? 'ProductBundle' : 'Product',
  },
};
