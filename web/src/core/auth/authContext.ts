import { createContext, useContext } from 'react';
import type { MeQuery } from '../../gql/graphql';

export type CurrentUser = NonNullable<MeQuery['me']>;
export type TeacherProfileRecord = NonNullable<CurrentUser['teacherProfile']>;

/** What signIn, signUp and signInWithLink answer: the tokens and the user. */
export interface SessionPayload {
  accessToken: string;
  refreshToken: string;
  user: CurrentUser;
}

export interface AuthState {
  /** 'loading': signed in, but the user and groups are not known yet. */
  status: 'anonymous' | 'loading' | 'authenticated';
  user: CurrentUser | null;
  /** The user has been loaded from the server since the page opened (not only restored from the saved data). */
  confirmed: boolean;
  groups: readonly string[];
  signIn(email: string, password: string): Promise<CurrentUser>;
  /** Starts the session a sign-up or a mailed sign-in link opened. */
  acceptSession(payload: SessionPayload): Promise<CurrentUser>;
  /** Clears tokens, the saved data and the offline queue, then goes to /. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider');
  return state;
}
