import { graphql } from '../../gql';

export const MyOrdersDocument = graphql(`
  query MyOrders(
    $filter: ModelTeacherProductsOrderFilterInput
    $limit: Int
    $nextToken: String
    $sort: [ModelSortInput!]
  ) {
    listTeacherProductsOrders(filter: $filter, limit: $limit, nextToken: $nextToken, sort: $sort) {
      items {
        id
        _version
        orderID
        orderDateTime
        orderStatus
        orderPaymentMethod
        orderTotal
        updatedAt
        orderProducts {
          productId: id
        }
      }
      nextToken
    }
  }
`);

export const OrderDetailDocument = graphql(`
  query OrderDetail($id: ID!) {
    getTeacherProductsOrder(id: $id) {
      ...OrderView
    }
  }
`);

export const AttachProofDocument = graphql(`
  mutation AttachProofOfPayment($orderId: ID!, $key: String!) {
    attachProofOfPayment(orderId: $orderId, key: $key) {
      id
      _version
      proofOfPayment
      updatedAt
    }
  }
`);

/** Her order's tax invoices and credit notes (issue 27): asked apart from the order, again when the order changes. */
export const MyOrderDocumentsDocument = graphql(`
  query MyOrderDocuments($id: ID!) {
    getTeacherProductsOrder(id: $id) {
      id
      documents {
        id
        kind
        number
        refersTo
        issuedAt
        total
      }
    }
  }
`);
