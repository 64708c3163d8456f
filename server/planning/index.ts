/** The teacher's planning (001 sections 2-6): profile, schedule, classes, calendar activities and the iCal feed. */
import type { FeatureModule } from '../feature.ts';
import { calendarFeedRoute } from './calendar-feed.service.ts';
import { registerPlanningHooks } from './planning.hooks.ts';
import { planningResolvers } from './planning.resolvers.ts';

export const planningFeature: FeatureModule = {
  name: 'planning',
  resolvers: planningResolvers,
  // Activities are owner records (000 section 6): any signed-in user plans on their own profile.
  access: {
    activityScheduleWarning: 'signedIn',
    createRepeatingActivity: 'signedIn',
    updateActivitySeries: 'signedIn',
    deleteActivitySeries: 'signedIn',
    calendarFeedUrl: 'signedIn',
    resetCalendarFeedUrl: 'signedIn',
  },
  registerHooks: registerPlanningHooks,
  routes: [calendarFeedRoute],
};
