import { graphql } from '../../gql';

export const MyOrdersDocument = graphql(`
  query MyOrders($filter: ModelTeacherProductsOrderFilterInput, $limit: Int, $nextToken: String, $sort: [ModelSortInput!]) {
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
