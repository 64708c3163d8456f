/** The public website's server side: the preview of shared product and category links (Open Graph tags). */
import type { FeatureModule } from '../feature.ts';
import { sharePreviewRoutes } from './share-preview.ts';

export const siteFeature: FeatureModule = { name: 'site', routes: sharePreviewRoutes };
