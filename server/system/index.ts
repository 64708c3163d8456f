/** The System screen's query (issue 29) and each server's heartbeat (heartbeat.ts, started by server/app.ts). */
import type { FeatureModule } from '../feature.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { systemStatus } from './system-status.service.ts';

const resolvers: Resolvers = {
  Query: {
    systemStatus: (_parent, _args, ctx) => systemStatus(ctx.app),
  },
};

export const systemFeature: FeatureModule = {
  name: 'system',
  resolvers,
  access: {
    systemStatus: ['superadmin'],
  },
};
