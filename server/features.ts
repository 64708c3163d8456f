/**
 * The composition root: every feature of the server, once, wired to the ports it needs of the others (payments
 * settles card notifications through orders' `PayableOrders`). server/schema.ts installs their hooks, access and
 * visibility; server/app.ts serves their routes.
 */
import { authFeature } from './auth/index.ts';
import { catalogueFeature } from './catalogue/index.ts';
import { couponsFeature } from './coupons/index.ts';
import { customersFeature } from './customers/index.ts';
import type { FeatureModule } from './feature.ts';
import { filesFeature } from './files/index.ts';
import { importsFeature } from './imports/index.ts';
import { mailFeature } from './mail/index.ts';
import { messagingFeature } from './messaging/index.ts';
import { ordersFeature, payableOrders } from './orders/index.ts';
import { paymentsFeature } from './payments/index.ts';
import { planningFeature } from './planning/index.ts';
import { referenceFeature } from './reference/index.ts';
import { reportingFeature } from './reporting/index.ts';
import { shopFeature } from './shop/index.ts';
import { siteFeature } from './site/index.ts';
import { systemFeature } from './system/index.ts';
import { templatesFeature } from './templates/index.ts';

export const features: readonly FeatureModule[] = [
  authFeature,
  ordersFeature,
  shopFeature,
  paymentsFeature(payableOrders),
  planningFeature,
  referenceFeature,
  messagingFeature,
  templatesFeature,
  catalogueFeature,
  customersFeature,
  couponsFeature,
  filesFeature,
  reportingFeature,
  importsFeature,
  siteFeature,
  mailFeature,
  systemFeature,
];
