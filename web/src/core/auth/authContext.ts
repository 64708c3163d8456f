import { createContext, useContext } from 'react';
import type { MeQuery } from '../../gql/graphql';

export type CurrentUser = NonNullable<MeQuery['me']>;
export type TeacherProfileRecord = NonNullable<CurrentUser['teacherProfile']>;

export interface AuthState {
  /** 'loading': signed in, but the user and groups are not known yet. */
  status: 'anonymous' | 'loading' | 'authenticated';
  user: CurrentUser | null;
  /** The user has been loaded from the server since the page opened (not only restored from the saved data). */
  confirmed: boolean;
  groups: readonly string[];
  signIn(email: string, password: string): Promise<CurrentUser>;
  /** Clears tokens, the saved data and the offline queue, then goes to /. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an AuthProvider');
  return state;
}
