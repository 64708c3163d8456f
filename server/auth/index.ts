import type { FeatureModule } from '../feature.ts';
import { accountLinkJobs } from './account-links.ts';
import { authResolvers } from './auth.resolvers.ts';

export const authFeature: FeatureModule = {
  name: 'auth',
  resolvers: authResolvers,
  access: {
    me: 'public',
    signUp: 'public',
    signIn: 'public',
    refreshSession: 'public',
    signOut: 'public',
    setPasswordWithToken: 'public',
    requestLoginLink: 'public',
    signInWithLink: 'public',
    requestPasswordReset: 'public',
    sendEmailVerification: 'signedIn',
    verifyEmail: 'public',
  },
  jobs: accountLinkJobs,
};
