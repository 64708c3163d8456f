/** GraphQL documents of the admin product bundles screen (002 §2 "Product bundles screen"). */
import { graphql } from '../../gql';

export const AdminBundleFieldsFragmentDoc = graphql(`
  fragment AdminBundleFields on ProductBundle {
    id
    title
    description
    price
    discountPercentage
    thumbnails
    tags
    publishDate
    featured
    categoryId
    products
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
    category {
      id
      name
    }
  }
`);

export const AdminProductBundlesDocument = graphql(`
  query AdminProductBundles(
    $filter: AdminProductBundlesFilter
    $sort: [AdminProductBundleSort!]
    $page: Int
    $limit: Int
  ) {
    adminProductBundles(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      total
      items {
        ...AdminBundleFields
      }
    }
  }
`);

export const AdminProductBundleDocument = graphql(`
  query AdminProductBundle($id: ID!) {
    getProductBundle(id: $id) {
      ...AdminBundleFields
    }
  }
`);

/** Products to choose from for a bundle: found by title words, a page at a time (questions tell which to leave out). */
export const BundleProductOptionsDocument = graphql(`
  query BundleProductOptions($filter: AdminProductsFilter, $limit: Int) {
    adminProducts(filter: $filter, limit: $limit, sort: [{ field: title, direction: ASC }]) {
      total
      items {
        product {
          id
          title
          price
          questions {
            label
          }
        }
      }
    }
  }
`);

export const CreateProductBundleDocument = graphql(`
  mutation CreateProductBundle($input: CreateProductBundleInput!) {
    createProductBundle(input: $input) {
      ...AdminBundleFields
    }
  }
`);

export const UpdateProductBundleDocument = graphql(`
  mutation UpdateProductBundle($input: UpdateProductBundleInput!) {
    updateProductBundle(input: $input) {
      ...AdminBundleFields
    }
  }
`);

export const DeleteProductBundleDocument = graphql(`
  mutation DeleteProductBundle($input: DeleteProductBundleInput!) {
    deleteProductBundle(input: $input) {
      id
      _version
      _deleted
    }
  }
`);

export const DuplicateProductBundleDocument = graphql(`
  mutation DuplicateProductBundle($id: ID!) {
    duplicateProductBundle(id: $id) {
      ...AdminBundleFields
    }
  }
`);

export const BulkUpdateProductBundlesDocument = graphql(`
  mutation BulkUpdateProductBundles($input: BulkUpdateProductBundlesInput!) {
    bulkUpdateProductBundles(input: $input) {
      changed {
        ...AdminBundleFields
      }
      unchanged
    }
  }
`);
