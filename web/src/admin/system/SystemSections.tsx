/** The System screen's parts, each a titled section of figures: presentational, from the one query's answer. */
import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions, Table, Tag, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { durationParts, formatBytes } from './format';
import type { ErrorRow, ProcessRow, SystemStatusView } from './operations';

const columns = { xs: 1, sm: 2, lg: 3 } as const;

/** A cell that keeps its text on one line (times, ids, codes): on a narrow screen the table scrolls instead. */
const oneLine = () => ({ className: 'system-one-line' });

export function formatTime(value: string): string {
  return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
}

function useFormats() {
  const { t, i18n } = useTranslation('system');
  return {
    bytes: (bytes: number) => formatBytes(bytes, i18n.language),
    duration: (seconds: number) =>
      Object.entries(durationParts(seconds))
        .map(([unit, count]) => t(`units.${unit as 'days' | 'hours' | 'minutes' | 'seconds'}`, { count }))
        .join(' '),
  };
}

/** A section with a heading of its own, so that a screen reader can list and jump to each. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="system-section" data-testid={`system-${id}`}>
      <section aria-labelledby={`system-${id}-title`}>
        <Typography.Title level={3} id={`system-${id}-title`} className="system-section-title">
          {title}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}

/** A state in words and an icon, the colour only a third cue. */
function StateTag({ good, yes, no }: { good: boolean; yes: string; no: string }) {
  return good ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {yes}
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleOutlined />}>
      {no}
    </Tag>
  );
}

export function BuildSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const format = useFormats();
  const items: DescriptionsProps['items'] = [
    { key: 'version', label: t('build.version'), children: status.version },
    {
      key: 'commit',
      label: t('build.commit'),
      children: status.commit ? <Typography.Text code>{status.commit.slice(0, 12)}</Typography.Text> : t('unknown'),
    },
    { key: 'uptime', label: t('build.uptime'), children: format.duration(status.uptimeSeconds) },
    { key: 'sessions', label: t('build.sessions'), children: status.liveSessions },
    {
      key: 'backup',
      label: t('build.lastBackup'),
      children: status.lastBackupAt ? formatTime(status.lastBackupAt) : t('build.noBackup'),
    },
  ];
  return (
    <Section id="build" title={t('build.title')}>
      <Descriptions bordered size="small" column={columns} items={items} />
    </Section>
  );
}

export function ProcessesSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const secondsSince = (time: string) => Math.max(0, Math.round(dayjs(status.checkedAt).diff(dayjs(time)) / 1000));
  const tableColumns: TableColumnsType<ProcessRow> = [
    {
      key: 'host',
      title: t('processes.host'),
      render: (_value, row) => (
        <>
          {row.host}{' '}
          {row.current && (
            <Tag color="blue" data-testid="system-current-process">
              {t('processes.current')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'pid', title: t('processes.pid'), dataIndex: 'pid', align: 'right' },
    { key: 'version', title: t('processes.version'), dataIndex: 'version' },
    { key: 'startedAt', title: t('processes.startedAt'), dataIndex: 'startedAt', render: formatTime, onCell: oneLine },
    {
      key: 'lastHeartbeatAt',
      title: t('processes.lastHeartbeat'),
      dataIndex: 'lastHeartbeatAt',
      onCell: oneLine,
      render: (value: string) => t('processes.secondsAgo', { count: secondsSince(value) }),
    },
    {
      key: 'state',
      title: t('processes.state'),
      render: (_value, row) => (
        <StateTag good={row.responding} yes={t('processes.responding')} no={t('processes.notResponding')} />
      ),
    },
  ];
  return (
    <Section id="processes" title={t('processes.title')}>
      <Table<ProcessRow>
        rowKey="id"
        size="small"
        caption={<span className="system-caption">{t('processes.caption')}</span>}
        columns={tableColumns}
        dataSource={status.processes}
        pagination={false}
        scroll={{ x: true }}
      />
    </Section>
  );
}

export function DatabaseSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const format = useFormats();
  const { kind, sizeBytes, pendingMigrations } = status.database;
  const items: DescriptionsProps['items'] = [
    {
      key: 'kind',
      label: t('database.kind'),
      children: kind === 'embedded' || kind === 'postgres' ? t(`database.kinds.${kind}`) : kind,
    },
    { key: 'size', label: t('database.size'), children: format.bytes(sizeBytes) },
    {
      key: 'pending',
      label: t('database.pendingMigrations'),
      children:
        pendingMigrations.length === 0 ? (
          t('none')
        ) : (
          <Tag color="warning" icon={<ExclamationCircleOutlined />}>
            {pendingMigrations.join(', ')}
          </Tag>
        ),
    },
  ];
  return (
    <Section id="database" title={t('database.title')}>
      <Descriptions bordered size="small" column={columns} items={items} />
    </Section>
  );
}

export function StorageSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const format = useFormats();
  const { kind, usedBytes, writable } = status.storage;
  const items: DescriptionsProps['items'] = [
    {
      key: 'kind',
      label: t('storage.kind'),
      children: kind === 'local' || kind === 's3' ? t(`storage.kinds.${kind}`) : kind,
    },
    { key: 'used', label: t('storage.used'), children: format.bytes(usedBytes) },
    {
      key: 'writable',
      label: t('storage.writable'),
      children: <StateTag good={writable} yes={t('storage.writableYes')} no={t('storage.writableNo')} />,
    },
  ];
  return (
    <Section id="storage" title={t('storage.title')}>
      <Descriptions bordered size="small" column={columns} items={items} />
    </Section>
  );
}

export function JobsSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const { queued, active, failed, undeliveredMail } = status.jobs;
  const items: DescriptionsProps['items'] = [
    { key: 'queued', label: t('jobs.queued'), children: queued },
    { key: 'active', label: t('jobs.active'), children: active },
    { key: 'failed', label: t('jobs.failed'), children: failed },
    {
      key: 'mail',
      label: t('jobs.undeliveredMail'),
      children: (
        <>
          {undeliveredMail} {undeliveredMail > 0 && <Link to="/admin/mail">{t('jobs.openMail')}</Link>}
        </>
      ),
    },
  ];
  return (
    <Section id="jobs" title={t('jobs.title')}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
    </Section>
  );
}

export function ErrorsSection({ status }: { status: SystemStatusView }) {
  const { t } = useTranslation('system');
  const tableColumns: TableColumnsType<ErrorRow> = [
    { key: 'time', title: t('errors.time'), dataIndex: 'time', render: formatTime, onCell: oneLine },
    {
      key: 'requestId',
      title: t('errors.requestId'),
      dataIndex: 'requestId',
      onCell: oneLine,
      // An error outside a request (a heartbeat, a job) has none.
      render: (value: string | null) =>
        value ? <Typography.Text copyable={{ text: value }}>{value}</Typography.Text> : t('none'),
    },
    {
      key: 'code',
      title: t('errors.code'),
      dataIndex: 'code',
      onCell: oneLine,
      render: (value: string | null) => value ?? '',
    },
    { key: 'message', title: t('errors.message'), dataIndex: 'message', className: 'system-message' },
    { key: 'host', title: t('errors.host'), dataIndex: 'host', onCell: oneLine },
  ];
  return (
    <Section id="errors" title={t('errors.title')}>
      <Table<ErrorRow>
        rowKey={(row) => `${row.processId}-${row.time}-${row.message}`}
        size="small"
        caption={<span className="system-caption">{t('errors.caption')}</span>}
        columns={tableColumns}
        dataSource={status.recentErrors}
        locale={{ emptyText: t('errors.none') }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
    </Section>
  );
}
