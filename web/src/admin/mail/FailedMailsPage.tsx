import { useMutation, useQuery } from '@apollo/client';
import { Alert, Button, Card, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { FailedMailsDocument, ResendMailDocument, type FailedMailRow } from './operations';

/** Rows fetched a page at a time from the server (paged in SQL, latest try first); the table pages and sorts them. */
const fetchSize = 100;

const kinds = ['mail', 'invoice', 'account-link'] as const;
const isKind = (kind: string): kind is (typeof kinds)[number] => (kinds as readonly string[]).includes(kind);

function useResendMail() {
  return useMutation(ResendMailDocument, {
    // A mail sent again leaves the list: its row is taken out of the cache, and the list reads without it.
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'FailedMail', id: data.resendMail.id }) });
      cache.gc();
    },
  });
}

function SendAgainButton({ row, offlineReason }: { row: FailedMailRow; offlineReason?: string }) {
  const { t } = useTranslation();
  const { message } = useNotices();
  const [resend, { loading }] = useResendMail();
  const send = async () => {
    try {
      await resend({ variables: { id: row.id } });
      message.success(t('failedMails.sent'));
    } catch (error) {
      message.error(messageOf(error));
    }
  };
  return (
    <Tooltip title={offlineReason}>
      <Button size="small" disabled={offlineReason !== undefined} loading={loading} onClick={() => void send()}>
        {t('failedMails.sendAgain')}
      </Button>
    </Tooltip>
  );
}

/**
 * /admin/mail (issue 25): mail whose every try failed, for an admin to send again once the cause is fixed. Sending
 * again needs the server, so offline the buttons say so and send nothing.
 */
export default function FailedMailsPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const offlineReason = online ? undefined : t('failedMails.offline');
  const failed = useQuery(FailedMailsDocument, { variables: { limit: fetchSize } });
  const page = failed.data?.failedMails;

  const loadMore = () =>
    failed.fetchMore({
      variables: { nextToken: page?.nextToken },
      updateQuery: (previous, { fetchMoreResult }) => ({
        failedMails: {
          ...fetchMoreResult.failedMails,
          items: [...previous.failedMails.items, ...fetchMoreResult.failedMails.items],
        },
      }),
    });

  const text = (value: string | null | undefined) => value ?? t('failedMails.unknown');
  const columns: TableColumnsType<FailedMailRow> = [
    {
      key: 'lastAttemptAt',
      title: t('failedMails.lastAttemptAt'),
      dataIndex: 'lastAttemptAt',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.lastAttemptAt.localeCompare(b.lastAttemptAt),
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'to',
      title: t('failedMails.to'),
      dataIndex: 'to',
      sorter: (a, b) => text(a.to).localeCompare(text(b.to)),
      render: text,
    },
    {
      key: 'subject',
      title: t('failedMails.subject'),
      dataIndex: 'subject',
      sorter: (a, b) => text(a.subject).localeCompare(text(b.subject)),
      render: text,
    },
    {
      key: 'kind',
      title: t('failedMails.kind'),
      dataIndex: 'kind',
      sorter: (a, b) => a.kind.localeCompare(b.kind),
      render: (kind: string) => (isKind(kind) ? t(`failedMails.kinds.${kind}`) : kind),
    },
    {
      key: 'attempts',
      title: t('failedMails.attempts'),
      dataIndex: 'attempts',
      align: 'right',
      sorter: (a, b) => a.attempts - b.attempts,
    },
    { key: 'lastError', title: t('failedMails.lastError'), dataIndex: 'lastError', ellipsis: true },
    {
      key: 'actions',
      title: '',
      render: (_value, row) => <SendAgainButton row={row} offlineReason={offlineReason} />,
    },
  ];

  return (
    <section className="page-section">
      <Typography.Title level={2}>{t('failedMails.title')}</Typography.Title>
      <Card>
        <Typography.Paragraph>{t('failedMails.intro')}</Typography.Paragraph>
        {failed.error && <Alert type="error" showIcon title={messageOf(failed.error)} style={{ marginBottom: 12 }} />}
        <Table<FailedMailRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.items ?? []}
          loading={failed.loading}
          locale={{ emptyText: t('failedMails.none') }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
          scroll={{ x: true }}
        />
        {page?.nextToken && (
          <Button style={{ marginTop: 12 }} disabled={!online} onClick={() => void loadMore()}>
            {t('failedMails.loadMore')}
          </Button>
        )}
      </Card>
    </section>
  );
}
