/** The card provider: its payment form (used by checkout) and its server notifications. */
import type { Domain } from '../domain.ts';
import { payfastNotifyRoute } from './itn.ts';

export const paymentsDomain: Domain = {
  name: 'payments',
  routes: [payfastNotifyRoute],
};
