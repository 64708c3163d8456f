import { useQuery } from '@apollo/client';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { SystemStatusDocument } from './operations';
import {
  BuildSection,
  DatabaseSection,
  ErrorsSection,
  formatTime,
  JobsSection,
  ProcessesSection,
  StorageSection,
} from './SystemSections';
import { usePageVisible } from './usePageVisible';
import './system.css';

/** How often the figures are asked for again while the screen is open and shown. */
const pollEveryMs = 5000;

/**
 * /admin/system (issue 29), superadmins only: the installation's state in one query (systemStatus), asked again
 * every 5 s while the tab is shown and the server reachable. Offline the last answer stays, marked as such.
 */
export default function SystemPage() {
  const { t } = useTranslation('system');
  const online = useOnline();
  const visible = usePageVisible();
  const { data, error, loading } = useQuery(SystemStatusDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    pollInterval: online && visible ? pollEveryMs : 0,
  });
  const status = data?.systemStatus;

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {!online && (
        <Alert type="warning" showIcon title={t('offline')} data-testid="system-offline" style={{ marginBottom: 16 }} />
      )}
      {error && online && <Alert type="error" showIcon title={messageOf(error)} style={{ marginBottom: 16 }} />}
      {!status && loading && <Skeleton active />}
      {status && (
        <div className="system-sections">
          <Typography.Text type="secondary" aria-live="off">
            {t('checkedAt', { time: formatTime(status.checkedAt) })}
          </Typography.Text>
          <BuildSection status={status} />
          <ProcessesSection status={status} />
          <DatabaseSection status={status} />
          <StorageSection status={status} />
          <JobsSection status={status} />
          <ErrorsSection status={status} />
        </div>
      )}
    </section>
  );
}
