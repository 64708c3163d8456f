import { useQuery } from '@apollo/client';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { channelsListedOn, communicationChannels } from '../../../../server/domain/communication-rules.ts';
import { useChannelLabel } from '../../communications/channelLabel';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useWindowWidth } from '../../ui/useWindowWidth';
import { CommunicationCard } from './CommunicationCard';
import { pageSizeOfGrid } from './CommunicationsRefresh';
import { TeacherCommunicationsDocument } from './operations';
import './communications.css';

/** Columns of the grid (001 section 2): 3, 2 below about 1000 px, 1 below about 600 px. */
function columnsFor(width: number): number {
  if (width < 600) return 1;
  return width < 1000 ? 2 : 3;
}

/** Cards dealt into the columns in turn, so the newest read left to right along the top. */
function dealt<Item>(items: readonly Item[], columns: number): Item[][] {
  return Array.from({ length: columns }, (_, column) => items.filter((_, index) => index % columns === column));
}

/**
 * /app/communications/{channel} (001 sections 2, 6): the communications the server lets the teacher read (published,
 * to ALL, General or a grade of her package) as a masonry grid, newest first. The saved list shows at once, also
 * offline, also when never opened online (core/sync); the sync engine's change events have the list read again.
 */
export default function CommunicationsPage() {
  const { t } = useTranslation('communications');
  const channelLabel = useChannelLabel();
  const online = useOnline();
  const columns = columnsFor(useWindowWidth());
  const { channel: param } = useParams();
  const channel = param && (communicationChannels as readonly string[]).includes(param) ? param : null;
  const filter = channel ? { or: channelsListedOn(channel).map((one) => ({ sendTo: { contains: one } })) } : null;
  const query = useQuery(TeacherCommunicationsDocument, { variables: { filter, limit: pageSizeOfGrid } });

  const connection = query.data?.listCommunications;
  const items = (connection?.items ?? []).filter((item) => !item._deleted);
  const nextToken = connection?.nextToken ?? null;
  const more = () =>
    void query
      .fetchMore({
        variables: { nextToken },
        updateQuery: (previous, { fetchMoreResult }) => ({
          listCommunications: {
            ...fetchMoreResult.listCommunications,
            items: [...previous.listCommunications.items, ...fetchMoreResult.listCommunications.items],
          },
        }),
      })
      .catch(() => undefined);

  return (
    <section className="page-section" data-testid="communications-page">
      <Typography.Title level={2}>
        {channel ? t('teacher.channelTitle', { channel: channelLabel(channel) }) : t('teacher.title')}
      </Typography.Title>
      {query.error && items.length === 0 && online && (
        <Alert type="error" showIcon title={messageOf(query.error)} style={{ marginBottom: 12 }} />
      )}
      {query.loading && items.length === 0 ? (
        <Spin description={t('teacher.loading')}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : items.length === 0 ? (
        <Empty description={t('teacher.empty')} />
      ) : (
        <div className="communications-grid">
          {dealt(items, columns).map((column, index) => (
            <div className="communications-column" key={index}>
              {column.map((communication) => (
                <CommunicationCard key={communication.id} communication={communication} />
              ))}
            </div>
          ))}
        </div>
      )}
      {nextToken && (
        <div className="communications-more">
          <Button onClick={more} disabled={!online}>
            {t('teacher.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
