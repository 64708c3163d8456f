import type { RequestContext } from '../context.ts';
import type { AuthPayload, Resolvers } from '../generated/graphql.ts';
import { toApiObject } from '../models/repository.ts';
import { findTeacherProfile, me, refreshSession, signIn, signOut, signUp } from './auth.service.ts';
import { setPasswordWithToken } from './set-password.service.ts';
import {
  requestLoginLink,
  requestPasswordReset,
  sendEmailVerification,
  signInWithLink,
  verifyEmail,
} from './account-recovery.service.ts';

/** A request that signs someone in came signed out: the account it opened goes on its log line. */
async function noted(ctx: RequestContext, signingIn: Promise<AuthPayload>): Promise<AuthPayload> {
  const payload = await signingIn;
  ctx.request.userId = payload.user.id;
  return payload;
}

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => me(ctx.db, ctx.viewer),
  },
  Mutation: {
    signUp: (_parent, { input }, ctx) => noted(ctx, signUp(ctx.app, input, ctx.ip)),
    signIn: (_parent, { email, password }, ctx) => noted(ctx, signIn(ctx.app, email, password, ctx.ip)),
    refreshSession: (_parent, { refreshToken }, ctx) => noted(ctx, refreshSession(ctx.app, refreshToken)),
    signOut: (_parent, { refreshToken }, ctx) => signOut(ctx.app, refreshToken, ctx.viewer),
    setPasswordWithToken: (_parent, { token, password }, ctx) => setPasswordWithToken(ctx.app, token, password, ctx.ip),
    requestLoginLink: (_parent, { input }, ctx) => requestLoginLink(ctx.app, input, ctx.ip),
    signInWithLink: (_parent, { token }, ctx) => noted(ctx, signInWithLink(ctx.app, token, ctx.ip)),
    requestPasswordReset: (_parent, { input }, ctx) => requestPasswordReset(ctx.app, input, ctx.ip),
    sendEmailVerification: (_parent, _args, ctx) => sendEmailVerification(ctx.app, ctx.viewer, ctx.ip),
    verifyEmail: (_parent, { token }, ctx) => verifyEmail(ctx.app, token, ctx.ip),
  },
  User: {
    // A user object is only ever the caller's own (me, sign-in, refresh), so its profile is theirs to read.
    teacherProfile: async (user, _args, ctx) => {
      if ('teacherProfile' in user) return user.teacherProfile ?? null;
      const profile = await findTeacherProfile(ctx.db, user.id);
      return profile ? toApiObject(profile) : null;
    },
  },
};
