/** Reporting (002 section 2): revenue, teacher profiles and legacy subscriptions, for the reporting group only; CSV export of
 * each report's table at GET /reports/{name}.csv (csv.ts). */
import type { FeatureModule } from '../feature.ts';
import { reportRoutes } from './csv.ts';
import { revenueReport, subscriptionReport, teacherReport } from './reports.repository.ts';

export const reportingFeature: FeatureModule = {
  name: 'reporting',
  resolvers: {
    Query: {
      revenueReport: (_parent, { from, to, groupBy }, ctx) => revenueReport(ctx.db, { from, to }, groupBy),
      teacherReport: (_parent, { from, to }, ctx) => teacherReport(ctx.db, { from, to }),
      subscriptionReport: (_parent, _args, ctx) => subscriptionReport(ctx.db),
    },
  },
  routes: reportRoutes,
  access: { revenueReport: ['reporting'], teacherReport: ['reporting'], subscriptionReport: ['reporting'] },
};
