import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../core/auth/authContext';
import { useOnline } from '../../core/offline/useOnline';
import { LinkedText } from './LinkedText';
import { MarkAnnouncementReadDocument, OnCreateAnnouncementDocument, UnreadAnnouncementsDocument } from './operations';

/**
 * The first unread announcement addressed to the teacher (or to ALL), with Read (001 sections 2, 4): reading it
 * adds the teacher to readBy on the server, and the next unread one, if any, takes its place.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation('planning');
  const { user } = useAuth();
  const online = useOnline();
  const hasProfile = Boolean(user?.teacherProfile);
  const query = useQuery(UnreadAnnouncementsDocument, { skip: !hasProfile });
  useSubscription(OnCreateAnnouncementDocument, {
    skip: !hasProfile || !online,
    onData: () => void query.refetch().catch(() => undefined),
  });
  const [markRead, marking] = useMutation(MarkAnnouncementReadDocument);
  const first = query.data?.listAnnouncements.items[0];
  if (!first) return null;

  const read = () =>
    markRead({
      variables: { id: first.id },
      update: (cache) =>
        cache.updateQuery({ query: UnreadAnnouncementsDocument }, (data) =>
          data
            ? {
                listAnnouncements: {
                  ...data.listAnnouncements,
                  items: data.listAnnouncements.items.filter((item) => item.id !== first.id),
                },
              }
            : data,
        ),
    }).catch((error: unknown) => console.error(error));

  return (
    <Alert
      className="no-print"
      type="info"
      showIcon
      banner
      role="status"
      data-testid="announcement-banner"
      title={first.title ?? undefined}
      description={first.message ? <LinkedText text={first.message} /> : undefined}
      action={
        <Button size="small" type="primary" onClick={() => void read()} loading={marking.loading} disabled={!online}>
          {t('announcements.read')}
        </Button>
      }
    />
  );
}
