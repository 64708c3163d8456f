/** Browsing the shop and the library, product content for owners, legacy subscription library. */
import type { FeatureModule } from '../feature.ts';
import { registerFileReadRule } from '../files/access.ts';
import { shopResolvers } from './shop.resolvers.ts';
import { mayReadContentFile } from './shop.service.ts';

export const shopFeature: FeatureModule = {
  name: 'shop',
  resolvers: shopResolvers,
  access: {
    shopItems: 'public',
    boughtProductIds: 'signedIn',
    productContent: 'signedIn',
    addSubscriptionProduct: 'signedIn',
  },
  registerHooks() {
    // Product content files: their owners (bought or subscribed) and admins.
    registerFileReadRule('ProductsContent/', (app, viewer, key) => mayReadContentFile(app.db, viewer, key));
  },
};
