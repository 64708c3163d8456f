/**
 * File storage as a domain: the upload, download and removal routes (routes.ts) and the signed links that let a
 * browser load a private file without headers (links.ts). The storage itself is made by factory.ts; read rules
 * per folder are registered in access.ts, upload folders in folders.ts.
 */
import type { Domain } from '../domain.ts';
import { fileLinks } from './links.ts';
import { fileRoutes } from './routes.ts';

export const filesDomain: Domain = {
  name: 'files',
  resolvers: {
    Query: {
      fileLinks: (_parent, { keys }, ctx) => fileLinks(ctx.app, ctx.viewer, keys),
    },
  },
  access: { fileLinks: 'signedIn' },
  routes: fileRoutes,
};
