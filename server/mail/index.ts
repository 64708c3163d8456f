/** Outgoing mail: the queued 'mail' job, and failed mail for admins to see and send again (issue 25). */
import type { FeatureModule } from '../feature.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { failedMails, resendMail } from './failed-mail.service.ts';
import { mailJobs } from './mail-jobs.ts';

const resolvers: Resolvers = {
  Query: {
    failedMails: (_parent, args, ctx) => failedMails(ctx.app, args),
  },
  Mutation: {
    resendMail: (_parent, { id }, ctx) => resendMail(ctx.app, id),
  },
};

export const mailFeature: FeatureModule = {
  name: 'mail',
  resolvers,
  access: {
    failedMails: ['admin'],
    resendMail: ['admin'],
  },
  jobs: mailJobs,
};
