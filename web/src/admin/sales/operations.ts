/** GraphQL documents of the Sales screens (002 §2 "Orders screen", "Quotes screen"; contract server/orders/sales.graphql). */
import { graphql } from '../../gql';

graphql(`
  fragment SalesOrderRow on TeacherProductsOrder {
    id
    _version
    orderID
    orderDateTime
    owner
    teacherprofileID
    orderStatus
    orderPaymentMethod
    orderTotal
    productsCount
    hasPhysical
    hasQuestions
    proofOfPayment
    archived
  }
`);

graphql(`
  fragment SalesOrderDetail on TeacherProductsOrder {
    ...SalesOrderRow
    orderVAT
    updatedAt
    orderProducts {
      productId: id
      title
      price
      discountPercentage
      physical
      bundle
      questions {
        type
        label
        hint
        placeholder
        required
        items
        value
      }
    }
    ...OrderFigures
  }
`);

export const SalesOrdersDocument = graphql(`
  query SalesOrders(
    $filter: SalesOrdersFilter!
    $sort: SalesOrderSort
    $descending: Boolean
    $page: Int
    $pageSize: Int
  ) {
    salesOrders(filter: $filter, sort: $sort, descending: $descending, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...SalesOrderRow
      }
    }
  }
`);

export const SalesOrderDocument = graphql(`
  query SalesOrder($id: ID!) {
    salesOrder(id: $id) {
      ...SalesOrderDetail
    }
  }
`);

export const OrderHistoryDocument = graphql(`
  query OrderHistory($orderId: ID!) {
    orderHistory(orderId: $orderId) {
      id
      at
      actor
      actorKind
      source
      changes {
        field
        from
        to
      }
    }
  }
`);

/** Whether a coupon applies for the order's teacher now (the create dialog's Verify; the server checks it again). */
export const SalesVerifyCouponDocument = graphql(`
  query SalesVerifyCoupon($teacherProfileID: ID!, $couponCode: String!) {
    verifyCoupon(teacherProfileID: $teacherProfileID, couponCode: $couponCode) {
      validCoupon {
        couponCode
        discount {
          type
          value
        }
      }
      error
    }
  }
`);

export const TeacherHasQuoteDocument = graphql(`
  query TeacherHasQuote($teacherprofileID: ID!) {
    teacherHasQuote(teacherprofileID: $teacherprofileID)
  }
`);

/** The teacher's stored shipping details: a new order with physical products starts from them. */
export const SalesTeacherShippingDocument = graphql(`
  query SalesTeacherShipping($id: ID!) {
    getTeacherProfile(id: $id) {
      id
      productsOrderShippingDetails {
        address1
        address2
        city
        province
        postalCode
        country
        phoneNumber
      }
    }
  }
`);

/** Products and bundles to choose from, found by title words (each page small: the picker searches as one types). */
export const SalesItemOptionsDocument = graphql(`
  query SalesItemOptions($search: String, $limit: Int) {
    adminProducts(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {
      items {
        product {
          id
          title
          price
          discountPercentage
          physical
          updatedAt
          questions {
            type
            label
            hint
            placeholder
            required
            items
            value
          }
        }
      }
    }
    adminProductBundles(filter: { search: $search }, limit: $limit, sort: [{ field: title, direction: ASC }]) {
      items {
        id
        title
        price
        discountPercentage
        updatedAt
      }
    }
  }
`);

export const CreateSalesOrderDocument = graphql(`
  mutation CreateSalesOrder($input: CreateTeacherProductsOrderInput!) {
    createTeacherProductsOrder(input: $input) {
      ...SalesOrderDetail
    }
  }
`);

export const UpdateSalesOrderDocument = graphql(`
  mutation UpdateSalesOrder($input: UpdateTeacherProductsOrderInput!) {
    updateTeacherProductsOrder(input: $input) {
      ...SalesOrderDetail
    }
  }
`);

/** An order's tax invoices and credit notes as issued (server/orders/documents.graphql), oldest first. */
export const OrderDocumentsDocument = graphql(`
  query OrderDocuments($orderId: ID!) {
    orderDocuments(orderId: $orderId) {
      id
      orderId
      kind
      number
      refersTo
      issuedAt
      total
      vat
      link
    }
  }
`);

/** Every e-mail about the order, newest first: the mail log of its history. */
export const OrderMailsDocument = graphql(`
  query OrderMails($orderId: ID!) {
    orderMails(orderId: $orderId) {
      id
      queuedAt
      kind
      number
      to
      subject
      status
      sentAt
      error
      attempts
    }
  }
`);

/** Mails a document of the order again; without documentId its newest invoice, else its order confirmation. */
export const ResendOrderDocumentDocument = graphql(`
  mutation ResendOrderDocument($orderId: ID!, $documentId: ID) {
    resendOrderDocument(orderId: $orderId, documentId: $documentId) {
      id
      queuedAt
      kind
      number
      to
      status
    }
  }
`);
