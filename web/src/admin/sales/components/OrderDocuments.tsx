import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import type { OrderDocumentsQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shop/money';
import { useNotices } from '../../../ui/notices';
import { useDocumentDownload } from '../../../shop/orders/documentLinks';
import { OrderDocumentsDocument } from '../operations';
import { formatOrderDate } from '../../../shop/orders/orderDates';
import { ownerName } from '../salesRoute';
import { useDocumentWords } from './useDocumentWords';
import { useResendDocument } from './useResendDocument';

type OrderDocument = OrderDocumentsQuery['orderDocuments'][number];

interface OrderDocumentsProps {
  order: { id: string; orderID?: string | null; owner?: string | null };
  online: boolean;
}

/**
 * The order's documents (issue 27): its order confirmation (pro-forma, rendered from the order as it is), then every
 * tax invoice and credit note as issued, oldest first, each to download and to mail to the teacher again. Links are
 * asked for afresh on each download: they work for a few minutes only.
 */
export function OrderDocuments({ order, online }: OrderDocumentsProps) {
  const { t } = useTranslation('adminSales');
  const { message } = useNotices();
  const documentName = useDocumentWords();
  const { resend, resending } = useResendDocument();
  const { busy: opening, download } = useDocumentDownload(order.id, (error) => {
    message.error(
      error instanceof Error && error.message === 'no link' ? t('documents.notOpened') : messageOf(error),
      6,
    );
  });
  const documents = useQuery(OrderDocumentsDocument, {
    variables: { orderId: order.id },
    fetchPolicy: 'cache-and-network',
  });
  const issued = documents.data?.orderDocuments;
  const hasInvoice = issued?.some((document) => document.kind === 'INVOICE') ?? false;
  const number = order.orderID ?? '';
  const teacher = ownerName(order.owner);

  const actions = (key: string, name: string, onOpen: () => void, onResend: (() => void) | null) => (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={opening === key}
        disabled={!online}
        aria-label={t('documents.downloadItem', { document: name })}
        onClick={onOpen}
      >
        {t('documents.download')}
      </Button>
      {onResend && (
        <Button
          size="small"
          icon={<MailOutlined />}
          loading={resending === key}
          disabled={!online}
          aria-label={t('documents.resendItem', { document: name })}
          onClick={onResend}
        >
          {t('documents.resend')}
        </Button>
      )}
    </Space>
  );

  const confirmationName = `${documentName('ORDER_CONFIRMATION')} ${number}`;
  const row = (document: OrderDocument) => {
    const name = `${documentName(document.kind)} ${document.number}`;
    return (
      <li key={document.id} className="sales-document" data-testid="order-document">
        <div>
          <Tag color={document.kind === 'CREDIT_NOTE' ? 'orange' : 'green'}>{documentName(document.kind)}</Tag>
          <Typography.Text strong>{document.number}</Typography.Text>
          {document.refersTo && (
            <Typography.Text type="secondary">
              {' '}
              {t('documents.refersTo', { number: document.refersTo })}
            </Typography.Text>
          )}
        </div>
        <div className="sales-document-figures">
          <span>{t('documents.issued', { date: formatOrderDate(document.issuedAt) })}</span>
          <span className="nowrap">
            {document.kind === 'CREDIT_NOTE' ? `− ${formatMoney(document.total)}` : formatMoney(document.total)}
          </span>
        </div>
        {actions(
          document.id,
          name,
          () => void download(document.id, { documentId: document.id }),
          () => void resend(order.id, document.id, teacher),
        )}
      </li>
    );
  };

  return (
    <section className="sales-dialog-section" data-testid="order-documents" aria-label={t('documents.title')}>
      <Typography.Title level={5}>{t('documents.title')}</Typography.Title>
      <ul className="sales-documents">
        <li className="sales-document" data-testid="order-confirmation">
          <div>
            <Tag>{documentName('ORDER_CONFIRMATION')}</Tag>
            <Typography.Text strong>{number}</Typography.Text>
            <Typography.Text type="secondary"> {t('documents.proForma')}</Typography.Text>
          </div>
          {actions(
            order.id,
            confirmationName,
            () => void download(order.id, { confirmation: true }),
            // Once invoiced, the invoice is what she is sent; the confirmation stays to download.
            issued && !hasInvoice ? () => void resend(order.id, null, teacher) : null,
          )}
        </li>
        {issued?.map(row)}
      </ul>
      {documents.error && !issued && <Alert type="error" showIcon title={messageOf(documents.error)} />}
      {!issued && documents.loading && <Skeleton active paragraph={{ rows: 1 }} />}
      {issued && !hasInvoice && <Typography.Text type="secondary">{t('documents.noInvoice')}</Typography.Text>}
    </section>
  );
}
