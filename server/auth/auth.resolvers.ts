import type { Resolvers } from '../generated/graphql.ts';
import { toApiObject } from '../models/repository.ts';
import { findTeacherProfile, me, refreshSession, signIn, signOut, signUp } from './auth.service.ts';
import { setPasswordWithToken } from './set-password.service.ts';

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => me(ctx.db, ctx.viewer),
  },
  Mutation: {
    signUp: (_parent, { input }, ctx) => signUp(ctx.app, input, ctx.ip),
    signIn: (_parent, { email, password }, ctx) => signIn(ctx.app, email, password, ctx.ip),
    refreshSession: (_parent, { refreshToken }, ctx) => refreshSession(ctx.app, refreshToken),
    signOut: (_parent, { refreshToken }, ctx) => signOut(ctx.app, refreshToken, ctx.viewer),
    setPasswordWithToken: (_parent, { token, password }, ctx) => setPasswordWithToken(ctx.app, token, password, ctx.ip),
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
