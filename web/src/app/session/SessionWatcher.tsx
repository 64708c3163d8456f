import { useApolloClient, useSubscription } from '@apollo/client';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAppData } from '../../core/appData';
import { useAuth } from '../../core/auth/authContext';
import { MeDocument } from '../../core/auth/operations';
import { OnUpdateTeacherProfileDocument } from '../../core/profile/operations';
import { useOnline } from '../../core/offline/useOnline';
import { claimSession } from '../../core/session/claimSession';
import { claimInProgress, localSessionToken, subscribeSessionToken } from '../../core/session/sessionToken';

const SessionWarningDialog = lazy(() => import('./SessionWarningDialog'));

/**
 * Single session (000 s4, 002 s4): the profile's session token is kept live by `me` and the
 * onUpdateTeacherProfile subscription; when it is not this window's token, the warning offers 'Use Here' or 'Close'.
 * The warning waits while this window's waiting changes are being sent, a conflict included: her work reaches the
 * server, and her choice is made, before she is asked to use this window or close it (Close signs out, which clears
 * the offline queue). docs/decisions.md, "Two devices, one teacher".
 */
export function SessionWatcher() {
  const client = useApolloClient();
  const { user, confirmed, signOut } = useAuth();
  const online = useOnline();
  const { queue } = useAppData();
  const conflictOpen = useSyncExternalStore(
    queue.subscribe,
    () => queue.currentConflict() !== null,
    () => false,
  );
  const changesWaiting = useSyncExternalStore(
    queue.subscribe,
    () => queue.pendingCount() > 0,
    () => false,
  );
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

  // Only against the server's word: the saved data restored at start-up, or a `me` answer that was on its way
  // while this window's claim was written, may hold an older token. A differing token is asked of the server once
  // more, and the warning shows only when the server still names it.
  const differs = Boolean(profile && online && confirmed && !unfinishedClaim && remote && local && remote !== local);
  const [serverToken, setServerToken] = useState<string | null>(null);
  useEffect(() => {
    if (!differs || remote === serverToken) return;
    let current = true;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current) setServerToken(data.me?.teacherProfile?.sessionToken ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, differs, remote, serverToken]);
  const openElsewhere = differs && remote === serverToken && !conflictOpen && !changesWaiting;
  if (!openElsewhere && !claiming) return null;

  const claimHere = async () => {
    setClaiming(true);
    try {
      await claimSession(client, profile);
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        open={openElsewhere}
        busy={claiming}
        onUseHere={() => void claimHere()}
        onClose={() => void signOut()}
      />
    </Suspense>
  );
}
