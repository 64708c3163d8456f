import { FilePdfOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import type { OrderViewFragment } from '../../gql/graphql';
import { useNotices } from '../../ui/notices';
import { InvoiceLinkDocument } from './operations';

const cartStatuses = new Set(['PENDING', 'QUOTING']);

/** Downloads the order's tax invoice (PDF) from a short-lived signed address: no token in any address. */
export function InvoiceButton({ order }: { order: OrderViewFragment }) {
  const { t } = useTranslation('shop');
  const client = useApolloClient();
  const online = useOnline();
  const { message } = useNotices();
  const [busy, setBusy] = useState(false);
  if (!order.orderID || cartStatuses.has(order.orderStatus)) return null;

  const open = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({
        query: InvoiceLinkDocument,
        variables: { orderId: order.id },
        fetchPolicy: 'network-only',
      });
      const anchor = document.createElement('a');
      anchor.href = data.invoiceLink;
      anchor.download = '';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch {
      void message.error(t('invoice.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={online ? undefined : t('offline.needsConnection')}>
      <Button icon={<FilePdfOutlined />} onClick={() => void open()} loading={busy} disabled={!online}>
        {t('invoice.download')}
      </Button>
    </Tooltip>
  );
}
