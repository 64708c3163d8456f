import type { ShopProductQuery } from '../../gql/graphql';

export type ProductDetail = NonNullable<ShopProductQuery['getProduct']> & { __typename?: 'Product' };
export type BundleDetail = NonNullable<ShopProductQuery['getProductBundle']> & { __typename?: 'ProductBundle' };

/** A product or a bundle as the product dialog shows it. */
export type ShopDetail = { kind: 'product'; item: ProductDetail } | { kind: 'bundle'; item: BundleDetail };

export function detailOf(data: ShopProductQuery | undefined): ShopDetail | null {
  if (data?.getProduct) return { kind: 'product', item: data.getProduct };
  if (data?.getProductBundle) return { kind: 'bundle', item: data.getProductBundle };
  return null;
}
