import { useQuery } from '@apollo/client';
import { Alert, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { OrderView } from '../../shop/orders/OrderView';
import { InfoDialog } from '../../ui/InfoDialog';
import { LinkButton } from '../../ui/LinkButton';
import { useUrlState } from '../../ui/urlState';
import { CardPaymentFollowUp, type CardReturn } from './CardPaymentFollowUp';
import { OrderDetailDocument } from './operations';
import { OrderDocuments } from './OrderDocuments';
import { ProofOfPayment } from './ProofOfPayment';

/**
 * /app/productorders/{orderId}: one order, read-only (where every checkout lands; the card provider sends her back
 * with ?payment=done or ?payment=cancelled), with what she can still do: follow up a card payment, add a proof of
 * payment to an EFT order awaiting payment, download its order confirmation and its tax invoices and credit notes.
 */
export function OrderDialog({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const { t } = useTranslation('shop');
  const payment = useUrlState().get('payment');
  const returned: CardReturn = payment === 'done' || payment === 'cancelled' ? payment : null;
  const { data, loading, error, startPolling, stopPolling } = useQuery(OrderDetailDocument, {
    variables: { id: orderId },
  });
  const order = data?.getTeacherProductsOrder ?? null;
  const awaiting = order?.awaitingCardPayment === true;
  // The order subscription brings the payment live; a notification that lands while the socket reconnects would be
  // missed, so a card payment being confirmed is also asked for now and then.
  useEffect(() => {
    if (!awaiting) return undefined;
    startPolling(15_000);
    return stopPolling;
  }, [awaiting, startPolling, stopPolling]);

  return (
    <InfoDialog
      open
      onClose={onClose}
      width={760}
      title={order?.orderID ? t('orders.dialogTitle', { id: order.orderID }) : t('orders.dialogTitleNoId')}
      closeType="primary"
      actions={
        order?.orderStatus === 'PAID' && <LinkButton to="/app/bought-products">{t('orders.openLibrary')}</LinkButton>
      }
    >
      {order ? (
        <>
          <CardPaymentFollowUp order={order} returned={returned} />
          <OrderView order={order} />
          <OrderDocuments order={order} />
          <ProofOfPayment order={order} />
        </>
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Alert type="warning" showIcon title={error ? messageOf(error) : t('orders.notFound')} />
      )}
    </InfoDialog>
  );
}
