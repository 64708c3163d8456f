/** Bulk imports of users, orders and product images (issue 13): HTTP routes for admins; the CLI is scripts/import.ts. */
import type { FeatureModule } from '../feature.ts';
import { importRoutes } from './routes.ts';

export const importsFeature: FeatureModule = {
  name: 'imports',
  routes: importRoutes,
};
