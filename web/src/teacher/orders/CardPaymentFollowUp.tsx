import { useApolloClient, useMutation } from '@apollo/client';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import type { OrderViewFragment } from '../../gql/graphql';
import { submitPaymentForm } from '../../shop/cart/cardPayment';
import { CheckoutDocument } from '../../shop/orderOperations';

/** How the card provider sent her back: ?payment=done or ?payment=cancelled on the order's address. */
export type CardReturn = 'done' | 'cancelled' | null;

function shippingOf(order: OrderViewFragment) {
  const details = order.orderShippingDetails;
  if (!details || !(order.orderProducts ?? []).some((item) => item.physical)) return null;
  const { address1, address2, city, province, postalCode, country, phoneNumber } = details;
  return { address1, address2, city, province, postalCode, country, phoneNumber };
}

/**
 * After a card checkout (issue 10, point 9): the order shows "being confirmed" until Payfast's notification makes
 * it PAID (live, through the order subscription); a cancelled or failed payment can be tried again or paid by EFT.
 * While a payment may still be on its way, both ask first: the server keeps every try, so a late payment of an
 * earlier one still counts, but paying twice would charge her twice.
 */
export function CardPaymentFollowUp({ order, returned }: { order: OrderViewFragment; returned: CardReturn }) {
  const { t } = useTranslation('shop');
  const client = useApolloClient();
  const online = useOnline();
  const [checkout, { loading }] = useMutation(CheckoutDocument);
  const [failure, setFailure] = useState<string | null>(null);
  // A payment confirmed while she watches (or that she came back from) is acknowledged.
  const [watched, setWatched] = useState(false);
  if (order.awaitingCardPayment && !watched) setWatched(true);

  if (order.orderStatus === 'PAID' && (returned || watched))
    return <Alert type="success" showIcon title={t('paying.paid')} data-testid="card-follow-up" />;
  const byCard = order.orderStatus === 'PENDING' && order.orderPaymentMethod === 'Payfast' && Boolean(order.orderID);
  if (!byCard) return null;
  const confirming = order.awaitingCardPayment && returned !== 'cancelled';

  const pay = async (paymentMethod: 'Payfast' | 'EFT') => {
    setFailure(null);
    try {
      const { data } = await checkout({
        variables: {
          input: { orderId: order.id, _version: order._version, paymentMethod, shippingDetails: shippingOf(order) },
        },
      });
      const result = data?.checkout;
      if (result?.payment) {
        submitPaymentForm(result.payment);
        return;
      }
      await client.refetchQueries({ include: ['Cart', 'MyOrders'] });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFailure(fields.length > 0 ? fields.flatMap((field) => field.errors).join(' ') : messageOf(error));
    }
  };
  const choose = (paymentMethod: 'Payfast' | 'EFT') => {
    if (!confirming) return void pay(paymentMethod);
    Modal.confirm({
      title: t('paying.confirmRetryTitle'),
      content: t(paymentMethod === 'EFT' ? 'paying.confirmEft' : 'paying.confirmRetry'),
      okText: t(paymentMethod === 'EFT' ? 'paying.switchEft' : 'paying.retryCard'),
      cancelText: t('common.close'),
      onOk: () => pay(paymentMethod),
    });
  };

  return (
    <Alert
      data-testid="card-follow-up"
      type={confirming ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      title={
        confirming
          ? t(returned === 'done' ? 'paying.returned' : 'paying.confirming')
          : t(returned === 'cancelled' ? 'paying.cancelled' : 'paying.failed')
      }
      description={
        <>
          {confirming && <p>{t('paying.confirmingHint')}</p>}
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} />}
          <Space wrap>
            <Button onClick={() => choose('Payfast')} loading={loading} disabled={!online}>
              {t('paying.retryCard')}
            </Button>
            <Button onClick={() => choose('EFT')} loading={loading} disabled={!online}>
              {t('paying.switchEft')}
            </Button>
            {!online && <Typography.Text type="secondary">{t('offline.needsConnection')}</Typography.Text>}
          </Space>
        </>
      }
    />
  );
}
