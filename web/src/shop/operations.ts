import { graphql } from '../gql';

// The shop's catalogue documents (browse, product, content, library), shared by the public site and the teacher app.

export const ShopProductCardFragment = graphql(`
  fragment ShopProductCard on Product {
    id
    title
    price
    discountPercentage
    thumbnails
    featured
    physical
    categoryId
    tags
    eCommerceProduct
    subscriptionProduct
    publishDate
    updatedAt
    _version
  }
`);

export const ShopBundleCardFragment = graphql(`
  fragment ShopBundleCard on ProductBundle {
    id
    title
    price
    discountPercentage
    thumbnails
    featured
    categoryId
    tags
    products
    publishDate
    updatedAt
    _version
  }
`);

export const ShopItemsDocument = graphql(`
  query ShopItems($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {
    shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        __typename
        ...ShopProductCard
        ...ShopBundleCard
      }
      nextToken
    }
  }
`);

export const ShopCatalogueDocument = graphql(`
  query ShopCatalogue {
    listProductCategories(limit: 1000) {
      items {
        id
        name
        parentId
        grade
        _version
      }
    }
    listProductTags(limit: 1000) {
      items {
        id
        name
        _version
      }
    }
  }
`);

export const ShopProductDocument = graphql(`
  query ShopProduct($id: ID!) {
    getProduct(id: $id) {
      ...ShopProductCard
      description
      questions {
        type
        label
        hint
        placeholder
        required
        items
      }
    }
    getProductBundle(id: $id) {
      ...ShopBundleCard
      description
      bundleProducts {
        id
        title
        _version
      }
    }
  }
`);

export const BoughtProductIdsDocument = graphql(`
  query BoughtProductIds {
    boughtProductIds
  }
`);

export const ShopProfileDocument = graphql(`
  query ShopProfile($id: ID!) {
    getTeacherProfile(id: $id) {
      id
      _version
      updatedAt
      productsOrderShippingDetails {
        address1
        address2
        city
        province
        postalCode
        country
        phoneNumber
      }
      productSubscriptions {
        productId
        timeStamp
        grade
      }
    }
  }
`);

export const ProductContentDocument = graphql(`
  query ProductContent($productID: ID!) {
    productContent(productID: $productID) {
      data {
        files {
          fileName
          fileUrl
        }
        urls
      }
      error
    }
  }
`);

export const AddSubscriptionProductDocument = graphql(`
  mutation AddSubscriptionProduct($productId: ID!) {
    addSubscriptionProduct(productId: $productId) {
      id
      _version
      updatedAt
      productSubscriptions {
        productId
        timeStamp
        grade
      }
    }
  }
`);
