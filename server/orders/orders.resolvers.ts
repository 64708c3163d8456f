import type { Resolvers } from '../generated/graphql.ts';
import { orderTotals } from '../domain/pricing.ts';
import { addToCart, currentCart, removeFromCart } from './cart.service.ts';
import { checkout } from './checkout.service.ts';
import { verifyCoupon } from './coupon.service.ts';
import { parseCoupon, parseItems } from './order-items.ts';
import { shopSettings } from './shop-settings.ts';

export const ordersResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, ctx) => currentCart(ctx),
    verifyCoupon: (_parent, { teacherProfileID, couponCode }, ctx) => verifyCoupon(ctx, teacherProfileID, couponCode),
    bankDetails: () => shopSettings().bank,
  },
  Mutation: {
    addToCart: (_parent, { input }, ctx) => addToCart(ctx, input),
    removeFromCart: (_parent, { input }, ctx) => removeFromCart(ctx, input),
    checkout: (_parent, { input }, ctx) => checkout(ctx, input),
  },
  TeacherProductsOrder: {
    priceBreakdown: (order) => orderTotals(parseItems(order.orderProducts), parseCoupon(order.coupon)),
  },
  OrderProduct: {
    product: (item, _args, ctx) => ctx.loaders.byId('Product', item.bundle ? null : item.id),
    productBundle: (item, _args, ctx) => ctx.loaders.byId('ProductBundle', item.bundle === false ? null : item.id),
  },
};
