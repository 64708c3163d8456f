/** Every domain of the server, once. */
import { authDomain } from './auth/index.ts';
import type { Domain } from './domain.ts';
import { ordersDomain } from './orders/index.ts';
import { shopDomain } from './shop/index.ts';
import { paymentsDomain } from './payments/index.ts';
import { messagingDomain } from './messaging/index.ts';
import { planningDomain } from './planning/index.ts';
import { referenceDomain } from './reference/index.ts';
import { templatesDomain } from './templates/index.ts';
import { catalogueDomain } from './catalogue/index.ts';
import { customersDomain } from './customers/index.ts';
import { couponsDomain } from './coupons/index.ts';
import { filesDomain } from './files/index.ts';

export const domains: Domain[] = [authDomain, ordersDomain, shopDomain, paymentsDomain, planningDomain, referenceDomain, messagingDomain, templatesDomain, catalogueDomain, customersDomain, couponsDomain, filesDomain];
