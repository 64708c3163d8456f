import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { removeFromSyncedStore } from '../../core/sync/storePolicies';
import { LinkedText } from '../../ui/LinkedText';
import { useNotices } from '../../ui/notices';
import { MarkAnnouncementReadDocument, UnreadAnnouncementsDocument } from './operations';

/** Drops one announcement from what the banner shows: the unread list, and the synced store it is read from. */
function dropUnread(cache: ApolloCache<unknown>, id: string) {
  removeFromSyncedStore(cache, 'Announcement', id);
  cache.updateQuery({ query: UnreadAnnouncementsDocument }, (data) =>
    data
      ? {
          listAnnouncements: {
            ...data.listAnnouncements,
            items: data.listAnnouncements.items.filter((item) => item.id !== id),
          },
        }
      : data,
  );
}

/**
 * Asks the server which announcements are unread, and takes out of the synced store those it no longer lists. Read
 * on another device, or here just before a reload that came before the cache was saved, an announcement would
 * otherwise come back from the store: the server's sync sends only what she may still read, so it never says that
 * one is gone.
 */
async function reconcileUnread(client: ApolloClient<unknown>): Promise<void> {
  // Only those held before asking: one that arrives while the answer is on its way is newer than the answer.
  const held = Object.values(client.cache.extract() as Record<string, { __typename?: string; id?: string }>)
    .filter((record) => record.__typename === 'Announcement' && record.id)
    .map((record) => String(record.id));
  const { data } = await client.query({ query: UnreadAnnouncementsDocument, fetchPolicy: 'network-only' });
  const page = data.listAnnouncements;
  if (page.nextToken) return;
  const unread = new Set(page.items.map((item) => item.id));
  for (const id of held) if (!unread.has(id)) removeFromSyncedStore(client.cache, 'Announcement', id);
}

/**
 * The first unread announcement addressed to the teacher (or to ALL), with Read (001 sections 2, 4): reading it
 * adds the teacher to readBy on the server, and the next unread one, if any, takes its place. New, edited and
 * withdrawn announcements arrive live through the sync engine (core/sync), which has the list read again.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation('announcements');
  const { message } = useNotices();
  const { user } = useAuth();
  const online = useOnline();
  const hasProfile = Boolean(user?.teacherProfile);
  const query = useQuery(UnreadAnnouncementsDocument, { skip: !hasProfile });
  const client = useApolloClient();
  useEffect(() => {
    if (!hasProfile || !online) return;
    reconcileUnread(client).catch((error: unknown) => console.warn('Unread announcements not checked', error));
  }, [client, hasProfile, online]);
  const [markRead, marking] = useMutation(MarkAnnouncementReadDocument);
  const first = query.data?.listAnnouncements.items.find((item) => !item._deleted);
  if (!first) return null;

  const read = async () => {
    try {
      await markRead({ variables: { id: first.id }, update: (cache) => dropUnread(cache, first.id) });
    } catch (error) {
      // Deleted or no longer sent to her since it showed: it leaves the banner, and she is told why.
      dropUnread(query.client.cache, first.id);
      message.warning(messageOf(error));
    }
  };

  return (
    <Alert
      className="no-print"
      type="info"
      showIcon
      banner
      role="status"
      aria-label={t('banner.label')}
      data-testid="announcement-banner"
      title={first.title ?? undefined}
      description={first.message ? <LinkedText text={first.message} /> : undefined}
      action={
        <Button size="small" type="primary" onClick={() => void read()} loading={marking.loading} disabled={!online}>
          {t('banner.read')}
        </Button>
      }
    />
  );
}
