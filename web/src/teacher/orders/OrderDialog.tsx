import { useQuery } from '@apollo/client';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../app/errors';
import { OrderView } from '../../shop/orders/OrderView';
import { LinkButton } from '../../ui/LinkButton';
import { OrderDetailDocument } from './operations';

/** /app/productorders/{orderId}: one order, read-only (also where a non-card checkout lands). */
export function OrderDialog({ orderId, onClose }: { orderId: string; onClose(): void }) {
  const { t } = useTranslation('shop');
  const { data, loading, error } = useQuery(OrderDetailDocument, { variables: { id: orderId } });
  const order = data?.getTeacherProductsOrder ?? null;

  return (
    <Modal
      open
      onCancel={onClose}
      width={760}
      title={order?.orderID ? t('orders.dialogTitle', { id: order.orderID }) : t('orders.dialogTitleNoId')}
      footer={[
        order?.orderStatus === 'PAID' && (
          <LinkButton key="library" to="/app/bought-products">
            {t('orders.openLibrary')}
          </LinkButton>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      {order ? (
        <OrderView order={order} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Alert type="warning" showIcon title={error ? messageOf(error) : t('orders.notFound')} />
      )}
    </Modal>
  );
}
