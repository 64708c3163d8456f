import { graphql } from '../gql';

// The cart, checkout and order documents. OrderProduct items are selected with `productId: id` so that the cache
// keeps each order's items inside the order: the same product in the cart and in an old order must not share one
// cache entry (answers and the unAvailable flag differ per order).

export const CartDocument = graphql(`
  query Cart {
    cart {
      ...CartOrder
    }
  }
`);

export const CartOrderFragment = graphql(`
  fragment CartOrder on TeacherProductsOrder {
    id
    _version
    orderStatus
    awaitingCardPayment
    teacherprofileID
    orderTotal
    orderVAT
    updatedAt
    orderProducts {
      productId: id
      title
      price
      discountPercentage
      physical
      bundle
      unAvailable
      questions {
        type
        label
        value
      }
    }
    coupon {
      couponCode
      discount {
        type
        value
      }
    }
  }
`);

/** What an order costs and where it goes, as the teacher's order view and the admin's order dialog both show it. */
export const OrderFiguresFragment = graphql(`
  fragment OrderFigures on TeacherProductsOrder {
    coupon {
      couponCode
      discount {
        type
        value
      }
    }
    orderShippingDetails {
      address1
      address2
      city
      province
      postalCode
      country
      phoneNumber
    }
    priceBreakdown {
      downloadableTotal
      couponDiscount
      downloadableAfterCoupon
      physicalTotal
      shipping
      subtotal
      total
      totalExclVat
      vat
      free
    }
  }
`);

export const OrderViewFragment = graphql(`
  fragment OrderView on TeacherProductsOrder {
    id
    _version
    orderID
    orderDateTime
    orderStatus
    orderPaymentMethod
    awaitingCardPayment
    proofOfPayment
    orderTotal
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
        value
      }
    }
    ...OrderFigures
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartOrder
    }
  }
`);

export const RemoveFromCartDocument = graphql(`
  mutation RemoveFromCart($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) {
      ...CartOrder
    }
  }
`);

export const CheckoutDocument = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        ...OrderView
      }
      payment {
        url
        fields {
          name
          value
        }
      }
    }
  }
`);

export const BankDetailsDocument = graphql(`
  query BankDetails {
    bankDetails {
      accountHolder
      accountNumber
      accountType
      bank
      branchCode
      proofOfPaymentEmail
    }
  }
`);

export const SaveShippingDetailsDocument = graphql(`
  mutation SaveShippingDetails($input: UpdateTeacherProfileInput!) {
    updateTeacherProfile(input: $input) {
      id
      _version
      updatedAt
      _lastChangedAt
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

export const OrderUpdatesDocument = graphql(`
  subscription OrderUpdates {
    onUpdateTeacherProductsOrder {
      id
      _version
      orderStatus
      orderPaymentMethod
      proofOfPayment
      orderTotal
      orderVAT
      updatedAt
    }
  }
`);

export const OrderCreatedDocument = graphql(`
  subscription OrderCreated {
    onCreateTeacherProductsOrder {
      id
      _version
      orderStatus
      updatedAt
    }
  }
`);

export const ApplyCouponDocument = graphql(`
  mutation ApplyCoupon($orderId: ID!, $couponCode: String!) {
    applyCoupon(orderId: $orderId, couponCode: $couponCode) {
      order {
        ...CartOrder
      }
      error
    }
  }
`);
