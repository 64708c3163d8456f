import { useQuery } from '@apollo/client';
import { Alert, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import { OrderMailsDocument } from '../operations';
import { formatOrderDate } from '../../../shop/orders/orderDates';
import { useDocumentWords } from './useDocumentWords';

/** How often a log with a mail still queued is read again, until none is. */
const queuedPollMs = 3000;

const statusColours: Record<string, string> = { SENT: 'green', QUEUED: 'blue', FAILED: 'red' };
const statusKeys = { SENT: 'mails.SENT', QUEUED: 'mails.QUEUED', FAILED: 'mails.FAILED' } as const;
const knownStatus = (status: string): status is keyof typeof statusKeys => status in statusKeys;

/**
 * The order's mail log in its history (issue 27), newest first: when, what (kind and number), to whom (the address
 * the server names, else the teacher's), and whether it was sent, is queued (with its tries) or failed (with the
 * error). A queued mail is followed until it is sent.
 */
export function OrderMailLog({ orderId, teacher }: { orderId: string; teacher: string }) {
  const { t } = useTranslation('adminSales');
  const documentName = useDocumentWords();
  const mails = useQuery(OrderMailsDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const log = mails.data?.orderMails;
  const queued = log?.some((mail) => mail.status === 'QUEUED') ?? false;
  const { startPolling, stopPolling } = mails;
  useEffect(() => {
    if (!queued) return;
    startPolling(queuedPollMs);
    return stopPolling;
  }, [queued, startPolling, stopPolling]);

  return (
    <div className="sales-mail-log" data-testid="order-mails">
      <Typography.Title level={5}>{t('mails.title')}</Typography.Title>
      {mails.error && !log && <Alert type="error" showIcon title={messageOf(mails.error)} />}
      {!log && mails.loading && <Skeleton active paragraph={{ rows: 1 }} />}
      {log && log.length === 0 && <Typography.Text type="secondary">{t('mails.empty')}</Typography.Text>}
      {log && log.length > 0 && (
        <ul className="sales-mails">
          {log.map((mail) => (
            <li key={mail.id} data-testid="order-mail">
              <Typography.Text strong>{formatOrderDate(mail.queuedAt)}</Typography.Text>{' '}
              {t('mails.entry', {
                document: documentName(mail.kind),
                number: mail.number,
                to: mail.to || teacher || t('mails.theTeacher'),
              })}{' '}
              <Tag color={statusColours[mail.status] ?? 'default'}>
                {knownStatus(mail.status) ? t(statusKeys[mail.status]) : mail.status}
              </Tag>
              {mail.status === 'SENT' && mail.sentAt && (
                <Typography.Text type="secondary">{formatOrderDate(mail.sentAt)}</Typography.Text>
              )}
              {mail.status === 'QUEUED' && mail.attempts > 0 && (
                <Typography.Text type="secondary">{t('mails.attempts', { count: mail.attempts })}</Typography.Text>
              )}
              {mail.status === 'FAILED' && (
                <Typography.Text type="danger" className="sales-mail-error">
                  {mail.error ?? t('mails.noError')}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
