import { useApolloClient, useSubscription } from '@apollo/client';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/authContext';
import { OnUpdateTeacherProfileDocument } from '../profile/operations';
import { useOnline } from '../offline/useOnline';
import { claimSession } from './claimSession';
import { claimInProgress, localSessionToken, subscribeSessionToken } from './sessionToken';

const SessionWarningDialog = lazy(() => import('./SessionWarningDialog'));

/**
 * Single session (000 s4, 002 s4): the profile's session token is kept live by `me` and the
 * onUpdateTeacherProfile subscription; when it is not this window's token, the warning offers 'Use Here' or 'Close'.
 */
export function SessionWatcher() {
  const client = useApolloClient();
  const { user, confirmed, signOut } = useAuth();
  const online = useOnline();
  const profile = user?.teacherProfile ?? null;
  const local = useSyncExternalStore(subscribeSessionToken, localSessionToken, () => null);
  const unfinishedClaim = useSyncExternalStore(subscribeSessionToken, claimInProgress, () => false);
  const [claiming, setClaiming] = useState(false);

  useSubscription(OnUpdateTeacherProfileDocument, { skip: !profile });

  const remote = profile?.sessionToken ?? null;

  // A profile without a token yet, or a claim a reload interrupted, gets this window's token (once per page).
  const claimed = useRef(false);
  const needsClaim = !remote || (unfinishedClaim && remote !== local);
  useEffect(() => {
    if (!profile || !needsClaim || !online || !confirmed || claiming || claimed.current) return;
    claimed.current = true;
    void claimSession(client, profile);
  }, [client, profile, needsClaim, online, confirmed, claiming]);

  // Only against the server's word: the saved data restored at start-up may predate this window's own claim.
  const openElsewhere = Boolean(profile && online && confirmed && !unfinishedClaim && remote && local && remote !== local);
  if (!openElsewhere && !claiming) return null;

  const useHere = async () => {
    setClaiming(true);
    try {
      await claimSession(client, profile);
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Suspense fallback={null}>
      <SessionWarningDialog open={openElsewhere} busy={claiming} onUseHere={() => void useHere()} onClose={() => void signOut()} />
    </Suspense>
  );
}
