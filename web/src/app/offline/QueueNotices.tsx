import { useApolloClient } from '@apollo/client';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { useAppData } from '../../core/appData';
import { translateServerMessage } from '../../core/i18n/i18n';

const ConflictDialog = lazy(() => import('./ConflictDialog'));

/**
 * What the offline queue needs from the teacher: a choice when the server holds a newer version of a record they
 * changed, and word when a change made offline was refused (the screens then reload the server's data).
 */
export function QueueNotices() {
  const { queue } = useAppData();
  const client = useApolloClient();
  const { notification } = useNotices();
  const { t } = useTranslation();
  const conflict = useSyncExternalStore(queue.subscribe, queue.currentConflict, () => null);

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

  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog conflict={conflict} onChoose={(choice) => queue.resolveConflict(choice)} />
    </Suspense>
  );
}
