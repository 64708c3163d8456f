/**
 * The shop page as the web app asks for it (products and bundles, visibility rules applied by the server), shared
 * by the load runs (index.ts), the thin pass-through (server.ts) and the outside baselines (outside.ts).
 */
const cardFields =
  'id title price discountPercentage thumbnails featured publishDate category { id name } productTags { id name }';

/** With __typename, as the web app asks it (ShopItemsDocument): the page statement always sends it. */
export const pageQuery = `query ShopItems($filter: ShopItemsFilter) {
  shopItems(limit: 50, filter: $filter) {
    items { __typename ... on Product { ${cardFields} } ... on ProductBundle { ${cardFields} } }
    nextToken
  }
}`;

export const pageSize = 50;
