/** GraphQL documents of the admin products screen (002 §2 "Products screen"), the catalogue's tags and categories. */
import { graphql } from '../../gql';

export const AdminProductFieldsFragmentDoc = graphql(`
  fragment AdminProductFields on Product {
    id
    type
    title
    description
    price
    discountPercentage
    thumbnails
    tags
    publishDate
    featured
    categoryId
    eCommerceProduct
    subscriptionProduct
    physical
    questions {
      type
      label
      hint
      placeholder
      required
      items
      value
    }
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

graphql(`
  fragment ProductContentFields on ProductContent {
    id
    productId
    fileKeys
    urls
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

graphql(`
  fragment ProductTagFields on ProductTag {
    id
    name
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

graphql(`
  fragment ProductCategoryFields on ProductCategory {
    id
    name
    slug
    grade
    parentId
    createdAt
    updatedAt
    _version
    _deleted
    _lastChangedAt
  }
`);

export const AdminProductsDocument = graphql(`
  query AdminProducts($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {
    adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      total
      totalAtLeast
      items {
        files
        videos
        product {
          ...AdminProductFields
        }
      }
    }
  }
`);

/** Ids only, a page at a time: what Check Content walks through. */
export const AdminProductIdsDocument = graphql(`
  query AdminProductIds($page: Int!, $limit: Int!) {
    adminProducts(page: $page, limit: $limit) {
      total
      totalAtLeast
      items {
        product {
          id
        }
      }
    }
  }
`);

export const AdminProductDocument = graphql(`
  query AdminProduct($id: ID!) {
    getProduct(id: $id) {
      ...AdminProductFields
    }
    listProductContents(filter: { productId: { eq: $id } }, limit: 10) {
      items {
        ...ProductContentFields
      }
    }
  }
`);

export const CatalogueTaxonomyDocument = graphql(`
  query CatalogueTaxonomy {
    listProductTags(limit: 1000, sort: [{ field: "name", direction: DESC }]) {
      items {
        ...ProductTagFields
      }
    }
    listProductCategories(limit: 1000, sort: [{ field: "name", direction: DESC }]) {
      items {
        ...ProductCategoryFields
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const DeleteProductDocument = graphql(`
  mutation DeleteProduct($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      id
      _version
      _deleted
    }
  }
`);

export const DuplicateProductDocument = graphql(`
  mutation DuplicateProduct($id: ID!) {
    duplicateProduct(id: $id) {
      ...AdminProductFields
    }
  }
`);

export const CreateProductContentDocument = graphql(`
  mutation CreateProductContent($input: CreateProductContentInput!) {
    createProductContent(input: $input) {
      ...ProductContentFields
    }
  }
`);

export const UpdateProductContentDocument = graphql(`
  mutation UpdateProductContent($input: UpdateProductContentInput!) {
    updateProductContent(input: $input) {
      ...ProductContentFields
    }
  }
`);

export const BulkUpdateProductsDocument = graphql(`
  mutation BulkUpdateProducts($input: BulkUpdateProductsInput!) {
    bulkUpdateProducts(input: $input) {
      changed {
        ...AdminProductFields
      }
      unchanged
    }
  }
`);

export const CheckProductContentDocument = graphql(`
  query CheckProductContent($productIds: [ID!]!) {
    checkProductContent(productIds: $productIds) {
      productId
      title
      missingFiles
    }
  }
`);

export const CreateTagsDocument = graphql(`
  mutation CreateTags($names: [String!]!) {
    createTags(names: $names) {
      ...ProductTagFields
    }
  }
`);

export const CreateProductTagDocument = graphql(`
  mutation CreateProductTag($input: CreateProductTagInput!) {
    createProductTag(input: $input) {
      ...ProductTagFields
    }
  }
`);

export const UpdateProductTagDocument = graphql(`
  mutation UpdateProductTag($input: UpdateProductTagInput!) {
    updateProductTag(input: $input) {
      ...ProductTagFields
    }
  }
`);

export const DeleteProductTagDocument = graphql(`
  mutation DeleteProductTag($input: DeleteProductTagInput!) {
    deleteProductTag(input: $input) {
      id
      _version
      _deleted
    }
  }
`);

export const CreateProductCategoryDocument = graphql(`
  mutation CreateProductCategory($input: CreateProductCategoryInput!) {
    createProductCategory(input: $input) {
      ...ProductCategoryFields
    }
  }
`);

export const UpdateProductCategoryDocument = graphql(`
  mutation UpdateProductCategory($input: UpdateProductCategoryInput!) {
    updateProductCategory(input: $input) {
      ...ProductCategoryFields
    }
  }
`);

export const DeleteProductCategoryDocument = graphql(`
  mutation DeleteProductCategory($input: DeleteProductCategoryInput!) {
    deleteProductCategory(input: $input) {
      id
      _version
      _deleted
    }
  }
`);
