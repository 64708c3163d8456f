/** The cart, coupon check, checkout and order follow-ups (invoice, live updates). */
import type { Domain } from '../domain.ts';
import { registerOrderHooks } from './order.hooks.ts';
import { ordersResolvers } from './orders.resolvers.ts';

export const ordersDomain: Domain = {
  name: 'orders',
  resolvers: ordersResolvers,
  access: {
    cart: 'signedIn',
    verifyCoupon: 'signedIn',
    bankDetails: 'signedIn',
    addToCart: 'signedIn',
    removeFromCart: 'signedIn',
    checkout: 'signedIn',
  },
  registerHooks: registerOrderHooks,
};
