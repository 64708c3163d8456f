import { graphql } from '../../gql';

graphql(`
  fragment CouponFields on Coupon {
    id
    couponCode
    enabled
    startDate
    endDate
    discount {
      type
      value
    }
    restrictTo {
      type
      value
    }
    _version
  }
`);

export const AdminCouponsDocument = graphql(`
  query AdminCoupons($filter: ModelCouponFilterInput, $sort: [ModelSortInput!], $limit: Int, $nextToken: String) {
    listCoupons(filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      items {
        ...CouponFields
      }
      nextToken
    }
  }
`);

export const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CreateCouponInput!) {
    createCoupon(input: $input) {
      ...CouponFields
    }
  }
`);

export const UpdateCouponDocument = graphql(`
  mutation UpdateCoupon($input: UpdateCouponInput!) {
    updateCoupon(input: $input) {
      ...CouponFields
    }
  }
`);

export const DeleteCouponDocument = graphql(`
  mutation DeleteCoupon($input: DeleteCouponInput!) {
    deleteCoupon(input: $input) {
      ...CouponFields
    }
  }
`);

export const CouponDocument = graphql(`
  query Coupon($id: ID!) {
    getCoupon(id: $id) {
      ...CouponFields
    }
  }
`);
