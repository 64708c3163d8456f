/** Messages between the operator and teachers: announcements read, communications, support and contact forms. */
import type { FeatureModule } from '../feature.ts';
import type { Resolvers } from '../generated/graphql.ts';
import type { RequestContext } from '../context.ts';
import { registerAnnouncementHooks } from './announcement.hooks.ts';
import { markAnnouncementRead, teachersShownTo } from './announcements.service.ts';
import { registerCommunicationHooks } from './communications.hooks.ts';
import { publishedForMyChannels } from './communications.visibility.ts';
import { sendContactForm, sendSupportRequest, type SupportDesk } from './support.service.ts';
import { addressedAndUnread } from './visibility.ts';

const supportEmail = process.env.SUPPORT_EMAIL || 'support@localhost';

function desk(ctx: RequestContext): SupportDesk {
  return {
    post: async (message) => {
      await ctx.app.jobs.enqueue(ctx.app.db, 'mail', message);
    },
    supportEmail,
    botCheck: ctx.app.botCheck,
    db: ctx.app.db,
  };
}

const resolvers: Resolvers = {
  Announcement: {
    sendTo: (announcement, _args, ctx) => teachersShownTo(ctx.viewer, announcement.sendTo),
    readBy: (announcement, _args, ctx) => teachersShownTo(ctx.viewer, announcement.readBy),
  },
  Query: {
    botChallenge: (_parent, _args, ctx) => ctx.app.botCheck.challenge?.() ?? null,
  },
  Mutation: {
    markAnnouncementRead: (_parent, { id }, ctx) => markAnnouncementRead(ctx, id),
    submitSupportRequest: async (_parent, { input }, ctx) => {
      await sendSupportRequest(desk(ctx), input, ctx.ip, ctx.viewer.email);
      return { success: true };
    },
    submitContactForm: async (_parent, { input }, ctx) => {
      await sendContactForm(desk(ctx), input, ctx.ip);
      return { success: true };
    },
  },
};

export const messagingFeature: FeatureModule = {
  name: 'messaging',
  resolvers,
  registerHooks: () => {
    registerAnnouncementHooks();
    registerCommunicationHooks();
  },
  access: {
    markAnnouncementRead: ['teacher'],
    submitSupportRequest: 'signedIn',
    submitContactForm: 'public',
    botChallenge: 'public',
  },
  visibility: { addressedAndUnread, publishedForMyChannels },
};
