/**
 * The card provider: its payment form (used by checkout) and its server notifications, which settle orders
 * through the `PayableOrders` port (payable-orders.ts) that server/features.ts hands in.
 */
import type { FeatureModule } from '../feature.ts';
import { payfastNotifyRoute } from './itn.ts';
import type { PayableOrders } from './payable-orders.ts';

export function paymentsFeature(orders: PayableOrders): FeatureModule {
  return { name: 'payments', routes: [payfastNotifyRoute(orders)] };
}
