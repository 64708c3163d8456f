import type { Resolvers } from '../generated/graphql.ts';
import { orderTotals } from '../domain/pricing.ts';
import { awaitingCardPayment } from '../payments/card-follow-up.ts';
import { addToCart, applyCoupon, currentCart, removeFromCart } from './cart.service.ts';
import { checkout } from './checkout.service.ts';
import { verifyCoupon } from './coupon.service.ts';
import {
  confirmationLink,
  documentLink,
  documentsField,
  invoiceLink,
  mailsOfOrder,
  orderDocuments,
  resendDocument,
} from './documents.service.ts';
import { parseCoupon, parseItems } from '../domain/order-items.ts';
import { attachProofOfPayment } from './proof.service.ts';
import { shopSettings } from './shop-settings.ts';

export const ordersResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, ctx) => currentCart(ctx),
    verifyCoupon: (_parent, { teacherProfileID, couponCode }, ctx) => verifyCoupon(ctx, teacherProfileID, couponCode),
    bankDetails: () => shopSettings().bank,
    invoiceLink: (_parent, { orderId }, ctx) => invoiceLink(ctx, orderId),
    orderDocuments: (_parent, { orderId }, ctx) => orderDocuments(ctx, orderId),
    orderConfirmationLink: (_parent, { orderId }, ctx) => confirmationLink(ctx, orderId),
    orderMails: (_parent, { orderId }, ctx) => mailsOfOrder(ctx, orderId),
  },
  Mutation: {
    addToCart: (_parent, { input }, ctx) => addToCart(ctx, input),
    removeFromCart: (_parent, { input }, ctx) => removeFromCart(ctx, input),
    checkout: (_parent, { input }, ctx) => checkout(ctx, input),
    applyCoupon: (_parent, { orderId, couponCode }, ctx) => applyCoupon(ctx, orderId, couponCode),
    attachProofOfPayment: (_parent, { orderId, key }, ctx) => attachProofOfPayment(ctx, orderId, key),
    resendOrderDocument: (_parent, { orderId, documentId }, ctx) => resendDocument(ctx, orderId, documentId),
  },
  TeacherProductsOrder: {
    priceBreakdown: (order) => orderTotals(parseItems(order.orderProducts), parseCoupon(order.coupon)),
    awaitingCardPayment: (order, _args, ctx) => awaitingCardPayment(ctx, order),
    documents: (order, _args, ctx) => documentsField(ctx, order),
  },
  OrderDocument: {
    issuedAt: (document) => document.issuedAt.toISOString(),
    total: (document) => Number(document.cents) / 100,
    vat: (document) => Number(document.vatCents) / 100,
    lines: (document) => document.lines.map((line) => ({ description: line.description, amount: line.cents / 100 })),
    link: (document, _args, ctx) => documentLink(ctx, document),
  },
  OrderProduct: {
    product: (item, _args, ctx) => ctx.loaders.byId('Product', item.bundle ? null : item.id),
    productBundle: (item, _args, ctx) => ctx.loaders.byId('ProductBundle', item.bundle === false ? null : item.id),
  },
};
