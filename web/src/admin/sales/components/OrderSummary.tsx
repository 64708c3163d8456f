import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { couponValueText } from '../../../../../server/domain/pricing';
import type { SalesOrderDetailFragment } from '../../../gql/graphql';
import { ownerName, type SalesKind } from '../salesRoute';
import { formatOrderDate } from '../../../shop/orders/orderDates';

/** The head of the order dialog: date, order id, the teacher, the coupon (if any) and the archive mark. */
export function OrderSummary({ kind, order }: { kind: SalesKind; order: SalesOrderDetailFragment }) {
  const { t } = useTranslation('adminSales');
  return (
    <Descriptions column={1} size="small" bordered className="sales-summary">
      <Descriptions.Item label={t('dialog.date')}>{formatOrderDate(order.orderDateTime)}</Descriptions.Item>
      <Descriptions.Item label={t(kind === 'ORDER' ? 'orders.idLabel' : 'quotes.idLabel')}>
        <span data-testid="sales-order-id">{order.orderID ?? '—'}</span>
        {order.archived && (
          <Tag color="default" style={{ marginLeft: 8 }} data-testid="archived-mark">
            {t('dialog.archived')}
          </Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('columns.user')}>{ownerName(order.owner)}</Descriptions.Item>
      {order.coupon?.couponCode && (
        <Descriptions.Item label={t('dialog.coupon')}>
          {order.coupon.couponCode} ({couponValueText(order.coupon.discount)})
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
