/**
 * File storage as a feature: the upload, download and removal routes (routes.ts) and the signed links that let a
 * browser load a private file without headers (links.ts). The storage itself is made by factory.ts; read rules
 * per folder are registered in access.ts, upload folders in folders.ts.
 */
import type { FeatureModule } from '../feature.ts';
import { fileLinks } from './links.ts';
import { fileRoutes } from './routes.ts';

export const filesFeature: FeatureModule = {
  name: 'files',
  resolvers: {
    Query: {
      fileLinks: (_parent, { keys }, ctx) => fileLinks(ctx.app, ctx.viewer, keys),
    },
  },
  access: { fileLinks: 'signedIn' },
  routes: fileRoutes,
};
