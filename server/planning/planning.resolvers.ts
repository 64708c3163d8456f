import type { Resolvers } from '../generated/graphql.ts';
import { createRepeatingActivity, deleteActivitySeries, updateActivitySeries } from './activity-series.service.ts';
import { calendarFeedUrl, resetCalendarFeedUrl } from './calendar-feed.service.ts';
import { activityScheduleWarning } from './schedule-warning.service.ts';

export const planningResolvers: Resolvers = {
  Query: {
    activityScheduleWarning: (_parent, args, ctx) => activityScheduleWarning(ctx, args),
  },
  Mutation: {
    createRepeatingActivity: (_parent, { input }, ctx) => createRepeatingActivity(ctx, input),
    updateActivitySeries: (_parent, { repeatID, changes }, ctx) => updateActivitySeries(ctx, repeatID, changes),
    deleteActivitySeries: (_parent, { repeatID }, ctx) => deleteActivitySeries(ctx, repeatID),
    calendarFeedUrl: (_parent, _args, ctx) => calendarFeedUrl(ctx),
    resetCalendarFeedUrl: (_parent, _args, ctx) => resetCalendarFeedUrl(ctx),
  },
};
