import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Tooltip, Typography } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import type { OrderViewFragment } from '../../gql/graphql';
import { formatMoney } from '../../shop/money';
import { useNotices } from '../../ui/notices';
import { useDocumentDownload } from '../../shop/orders/documentLinks';
import { formatOrderDate } from '../../shop/orders/orderDates';
import { MyOrderDocumentsDocument } from './operations';

/** A cart (not checked out) or a quote being made has no documents yet. */
const cartStatuses = new Set(['PENDING', 'QUOTING']);

interface DocumentRowProps {
  name: string;
  details: string;
  amount?: string;
  busy: boolean;
  online: boolean;
  onDownload(): void;
}

function DocumentRow({ name, details, amount, busy, online, onDownload }: DocumentRowProps) {
  const { t } = useTranslation('shop');
  return (
    <li>
      <FilePdfOutlined aria-hidden />
      <span className="shop-order-document-name">
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary">{details}</Typography.Text>
      </span>
      {amount && <span className="shop-order-product-price">{amount}</span>}
      <Tooltip title={online ? undefined : t('offline.needsConnection')}>
        <Button
          size="small"
          aria-label={t('documents.downloadOf', { document: name })}
          loading={busy}
          disabled={!online}
          onClick={onDownload}
        >
          {t('documents.download')}
        </Button>
      </Tooltip>
    </li>
  );
}

/**
 * Her order's documents (issue 27; VAT Act s20, s21): the order confirmation (pro-forma, not a tax invoice) of any
 * checked-out order, and each tax invoice and credit note as issued, with its number, each downloaded as PDF from a
 * link asked for at the click (links work for a few minutes).
 */
export function OrderDocuments({ order }: { order: OrderViewFragment }) {
  const { t } = useTranslation('shop');
  const online = useOnline();
  const { message } = useNotices();
  const headingId = useId();
  const { busy, download } = useDocumentDownload(order.id, () => message.error(t('documents.failed')));
  const checkedOut = Boolean(order.orderID) && !cartStatuses.has(order.orderStatus);
  const listed = useQuery(MyOrderDocumentsDocument, { variables: { id: order.id }, skip: !checkedOut });
  const documents = listed.data?.getTeacherProductsOrder?.documents ?? [];

  // A payment or an admin's change to the order issues documents: asked again whenever the order changes.
  const { refetch } = listed;
  const versionSeen = useRef(order._version);
  useEffect(() => {
    if (versionSeen.current === order._version) return;
    versionSeen.current = order._version;
    if (checkedOut) void refetch();
  }, [order._version, checkedOut, refetch]);

  if (!checkedOut) return null;

  const confirmation = t('documents.confirmation');
  return (
    <section className="shop-order-documents" aria-labelledby={headingId} data-testid="order-documents">
      <Typography.Title level={5} id={headingId}>
        {t('documents.title')}
      </Typography.Title>
      <ul>
        <DocumentRow
          name={confirmation}
          details={t('documents.confirmationNote')}
          busy={busy === 'confirmation'}
          online={online}
          onDownload={() => void download('confirmation', { confirmation: true })}
        />
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            name={t(`documents.${document.kind}`, { number: document.number })}
            details={[
              t('documents.issued', { date: formatOrderDate(document.issuedAt).slice(0, 10) }),
              document.refersTo ? t('documents.refersTo', { number: document.refersTo }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            amount={formatMoney(document.total)}
            busy={busy === document.id}
            online={online}
            onDownload={() => void download(document.id, { documentId: document.id })}
          />
        ))}
      </ul>
      {listed.error && !listed.data && (
        <Alert type="warning" showIcon title={t('documents.loadFailed')} style={{ marginTop: 8 }} />
      )}
    </section>
  );
}
