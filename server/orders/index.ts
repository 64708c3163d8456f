/** The cart, coupon check, checkout and order follow-ups (tax invoice, proof of payment, live updates), and the Sales back office. */
import type { FeatureModule } from '../feature.ts';
import { documentJobs, documentRoute } from './documents.service.ts';
import { registerOrderHooks } from './order.hooks.ts';
import { ordersResolvers } from './orders.resolvers.ts';
import { registerProofFolder } from './proof.service.ts';
import { salesResolvers } from './sales.resolvers.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** Resolver maps of the shop's order side and the Sales back office, merged type by type. */
function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map))
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged;
}

export const ordersFeature: FeatureModule = {
  name: 'orders',
  resolvers: mergeResolvers(ordersResolvers, salesResolvers),
  access: {
    cart: 'signedIn',
    verifyCoupon: 'signedIn',
    bankDetails: 'signedIn',
    addToCart: 'signedIn',
    removeFromCart: 'signedIn',
    checkout: 'signedIn',
    applyCoupon: 'signedIn',
    attachProofOfPayment: 'signedIn',
    invoiceLink: 'signedIn',
    salesOrders: ['admin'],
    salesOrder: ['admin'],
    orderHistory: ['admin'],
    teacherHasQuote: ['admin'],
    orderDocuments: 'signedIn',
    orderConfirmationLink: 'signedIn',
    orderMails: ['admin'],
    resendOrderDocument: ['admin'],
  },
  registerHooks() {
    registerOrderHooks();
    registerProofFolder();
  },
  routes: [documentRoute],
  jobs: documentJobs,
};

/** What card payments settle orders through (wired in server/features.ts). */
export { payableOrders } from './payable-orders.ts';
