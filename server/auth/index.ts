import type { Domain } from '../domain.ts';
import { authResolvers } from './auth.resolvers.ts';

export const authDomain: Domain = {
  name: 'auth',
  resolvers: authResolvers,
  access: { me: 'public', signUp: 'public', signIn: 'public', refreshSession: 'public', signOut: 'public', setPasswordWithToken: 'public' },
};
