import { useApolloClient, useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AppCachePersistor } from '../apollo/persist';
import { onSessionExpired } from '../apollo/session';
import { isLanguage, setLanguage } from '../i18n/i18n';
import type { MutationQueue } from '../offline/mutationQueue';
import { isOnline } from '../offline/online';
import { claimSession } from '../session/claimSession';
import { clearLocalSessionToken } from '../session/sessionToken';
import type { AuthState, CurrentUser, SessionPayload } from './authContext';
import { AuthContext } from './authContext';
import { MeDocument, SignInDocument, SignOutDocument } from './operations';
import { clearTokens, getTokens, sessionKey, setTokens, subscribeTokens } from './tokens';

interface AuthProviderProps {
  persistor: AppCachePersistor;
  queue: MutationQueue;
  navigate: (to: string) => void;
  children: ReactNode;
}

const SIGN_OUT_TIMEOUT_MS = 3_000;

/**
 * The signed-in user for the whole app: tokens from localStorage, the user and groups from `me` (restored from the
 * persisted cache first, so a reload while offline still knows who is signed in), sign-in and sign-out.
 */
export function AuthProvider({ persistor, queue, navigate, children }: AuthProviderProps) {
  const client = useApolloClient();
  const session = useSyncExternalStore(subscribeTokens, sessionKey, () => null);
  const signedIn = session !== null;
  const me = useQuery(MeDocument, { skip: !signedIn });
  const user = signedIn ? (me.data?.me ?? me.previousData?.me ?? null) : null;
  const confirmed = signedIn && me.data !== undefined && !me.loading && !me.error;
  const serverSaysAnonymous = signedIn && me.data !== undefined && me.data.me === null && !me.loading;

  const forgetSession = useCallback(async () => {
    clearTokens();
    clearLocalSessionToken();
    await client.clearStore();
  }, [client]);

  // The server no longer knows this session (and refreshing did not help): sign out here, keep offline changes.
  useEffect(
    () =>
      onSessionExpired(() => {
        const wanted = `${location.pathname}${location.search}`;
        void forgetSession().then(() => navigate(`/auth?redirect=${encodeURIComponent(wanted)}`));
      }),
    [forgetSession, navigate],
  );

  useEffect(() => {
    if (serverSaysAnonymous && isOnline()) void forgetSession();
  }, [serverSaysAnonymous, forgetSession]);

  /** Installs a session the server opened (sign-in, sign-up, a mailed sign-in link) and loads who she is. */
  const acceptSession = useCallback(
    async ({ accessToken, refreshToken, user: signedInUser }: SessionPayload): Promise<CurrentUser> => {
      await client.clearStore();
      setTokens({ accessToken, refreshToken });
      client.writeQuery({ query: MeDocument, data: { me: signedInUser } });
      // The sign-in answer may leave the profile out (it is created on first sign-in): `me` has it.
      const current = signedInUser.teacherProfile
        ? signedInUser
        : ((await client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => null))?.data.me ??
          signedInUser);
      const preferred = current.teacherProfile?.translateI18n;
      if (isLanguage(preferred)) setLanguage(preferred);
      await claimSession(client, current.teacherProfile);
      void queue.resume();
      return current;
    },
    [client, queue],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<CurrentUser> => {
      const { data } = await client.mutate({ mutation: SignInDocument, variables: { email, password } });
      if (!data) throw new Error('No answer to sign-in');
      return acceptSession(data.signIn);
    },
    [client, acceptSession],
  );

  const signOut = useCallback(async () => {
    const tokens = getTokens();
    if (tokens && isOnline()) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS));
      const serverSignOut = client
        .mutate({ mutation: SignOutDocument, variables: { refreshToken: tokens.refreshToken } })
        .then(
          () => undefined,
          () => undefined,
        );
      await Promise.race([serverSignOut, timeout]);
    }
    clearTokens();
    clearLocalSessionToken();
    await queue.clear();
    await client.clearStore();
    await persistor.purge();
    navigate('/');
  }, [client, navigate, persistor, queue]);

  const value = useMemo<AuthState>(
    () => ({
      status: !signedIn ? 'anonymous' : user ? 'authenticated' : 'loading',
      user,
      confirmed,
      groups: user?.groups ?? [],
      signIn,
      acceptSession,
      signOut,
    }),
    [signedIn, user, confirmed, signIn, acceptSession, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
