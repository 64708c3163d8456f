import { useApolloClient } from '@apollo/client';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { useAppData } from '../../core/appData';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { MergedChange } from '../../core/offline/mutationQueue';

const ConflictDialog = lazy(() => import('./ConflictDialog'));

type MergedFieldsView = ComponentType<{ merged: MergedChange }>;
/** A merged change to tell, with its field list's view (null when that file could not be loaded). */
type MergedNote = { merged: MergedChange; Fields: MergedFieldsView | null };
let mergedFields: Promise<MergedFieldsView | null> | null = null;

/**
 * The merged note's field list (a file of its own, with the planning and templates texts its labels need), loaded
 * before the note shows, so that the note appears, and is read out, whole. Offline before the file was ever
 * cached, the note shows its title alone (and the next merge tries again).
 */
function loadMergedFields(): Promise<MergedFieldsView | null> {
  mergedFields ??= import('./conflict/MergedFields').then(
    (module) => module.default,
    () => {
      mergedFields = null;
      return null;
    },
  );
  return mergedFields;
}

const SERVER_PROBLEM_KEY = 'server-problem';

const MERGED_NOTE_SECONDS = 15;

/**
 * What the offline queue needs from the teacher: a choice when the server holds a newer version of a record they
 * changed in the same fields, word of a newer version merged with theirs without asking, word when a change made
 * offline was refused (the screens then reload the server's data), and word while the server answers a waiting
 * change with an error (the change is kept and sent again; not "offline").
 */
export function QueueNotices() {
  const { queue } = useAppData();
  const client = useApolloClient();
  const { notification } = useNotices();
  const { t } = useTranslation();
  const conflict = useSyncExternalStore(queue.subscribe, queue.currentConflict, () => null);
  const problem = useSyncExternalStore(queue.subscribe, queue.serverProblem, () => null);

  useEffect(() => {
    if (!problem) return;
    notification.warning({
      key: SERVER_PROBLEM_KEY,
      title: t('offline.serverProblemTitle', { status: problem.status }),
      description: <RetryCountdown retryAt={problem.retryAt} />,
      duration: 0,
      placement: 'bottomLeft',
      role: 'status',
      props: { 'data-testid': 'server-problem' },
    });
    return () => notification.destroy(SERVER_PROBLEM_KEY);
  }, [problem, notification, t]);

  useEffect(
    () =>
      queue.onRejected(({ errors, cacheId }) => {
        notification.error({
          title: t('offline.rejectedTitle'),
          description: errors.map((error) => translateServerMessage(error.message)).join(' '),
          duration: 0,
        });
        // The record still shows the refused values (with a _version the server never had): drop it and reload.
        if (cacheId) client.cache.evict({ id: cacheId });
        client.cache.gc();
        void client.refetchQueries({ include: 'active' });
      }),
    [queue, client, notification, t],
  );

  // Merged changes are told in a note that never lies over the conflict dialog: held while one is open, and a
  // note still showing when one opens is taken away and shown again after her choice.
  const [merges, setMerges] = useState<MergedNote[]>([]);
  const shown = useRef(new Map<string, MergedNote>());
  useEffect(
    () =>
      queue.onMerged((merged) => {
        void loadMergedFields().then((Fields) => setMerges((waiting) => [...waiting, { merged, Fields }]));
      }),
    [queue],
  );
  useEffect(() => {
    if (conflict) {
      const hidden = [...shown.current.entries()];
      if (hidden.length === 0) return;
      shown.current.clear();
      for (const [key] of hidden) notification.destroy(key);
      setMerges((waiting) => [...hidden.map(([, note]) => note), ...waiting]);
      return;
    }
    if (merges.length === 0) return;
    for (const note of merges) {
      const { merged, Fields } = note;
      const key = `merged-${merged.entry.id}`;
      shown.current.set(key, note);
      notification.success({
        key,
        title: merged.changedBySelf ? t('conflict.mergedOwnDeviceTitle') : t('conflict.mergedTitle'),
        description: Fields ? <Fields merged={merged} /> : null,
        duration: MERGED_NOTE_SECONDS,
        // At the foot of the screen: at the top, on a phone it lay over the whole header (menu, language, profile)
        // for its 15 seconds.
        placement: 'bottomRight',
        role: 'status',
        props: { 'data-testid': 'merged-note' },
        onClose: () => shown.current.delete(key),
      });
    }
    setMerges([]);
  }, [conflict, merges, notification, t]);

  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog conflict={conflict} onChoose={(choice) => queue.resolveConflict(choice)} />
    </Suspense>
  );
}

/** "… will be sent again in N s", counting down to the queue's next attempt. */
function RetryCountdown({ retryAt }: { retryAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.ceil((retryAt - now) / 1_000);
  return <>{seconds > 0 ? t('offline.serverProblemRetry', { seconds }) : t('offline.serverProblemRetryNow')}</>;
}
