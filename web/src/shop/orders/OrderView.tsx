import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from './orderDates';
import { Link } from 'react-router';
import { awaitsEftPayment } from '../../../../server/domain/order-rules';
import { couponValueText } from '../../../../server/domain/pricing';
import type { OrderViewFragment } from '../../gql/graphql';
import { answerText } from '../cart/CartItems';
import { PriceBreakdown } from '../cart/PriceBreakdown';
import { cardPrice, formatMoney } from '../money';
import { BankDetails } from './BankDetails';
import { methodKey, statusColours, statusKey } from './orderLabels';
import '../shop.css';

/**
 * One order, read-only (001 "Product orders screen"): date, order id, coupon, status, payment method, products
 * (links to the shop), the server's price breakdown, bank details while an EFT order awaits payment (a paid or
 * cancelled one asks for no money), answers of physical items, shipping.
 */
export function OrderView({ order }: { order: OrderViewFragment }) {
  const { t } = useTranslation('shop');
  const status = statusKey(order.orderStatus);
  const method = methodKey(order.orderPaymentMethod);
  const shipping = order.orderShippingDetails;
  const items = order.orderProducts ?? [];
  const physical = items.filter(
    (item) => item.physical && (item.questions ?? []).some((question) => answerText(question.value) !== ''),
  );

  return (
    <div className="shop-order" data-testid="order-view">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t('orders.orderId')}>
          <span data-testid="order-id">{order.orderID ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.date')}>{formatOrderDate(order.orderDateTime) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.status')}>
          <Tag color={statusColours[order.orderStatus] ?? 'default'} data-testid="order-status">
            {status ? t(status) : order.orderStatus}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.paymentMethod')}>
          {method ? t(method) : (order.orderPaymentMethod ?? '—')}
        </Descriptions.Item>
        {order.coupon?.couponCode && (
          <Descriptions.Item label={t('orders.coupon')} span={2}>
            {order.coupon.couponCode} ({couponValueText(order.coupon.discount)})
          </Descriptions.Item>
        )}
      </Descriptions>

      <Typography.Title level={5}>{t('orders.products')}</Typography.Title>
      <ul className="shop-order-products">
        {items.map((item) => {
          const price = cardPrice(item);
          return (
            <li key={item.productId}>
              <Link to={`/app/products/${encodeURIComponent(item.productId)}`}>{item.title}</Link>
              <Space size={4} className="shop-order-product-tags">
                {item.bundle && <Tag>{t('card.bundle')}</Tag>}
                {item.physical && <Tag color="blue">{t('product.physical')}</Tag>}
              </Space>
              <span className="shop-order-product-price">{price ? formatMoney(price.now) : t('card.free')}</span>
            </li>
          );
        })}
      </ul>

      <PriceBreakdown totals={order.priceBreakdown} coupon={order.coupon} />

      {awaitsEftPayment(order) && order.orderID && <BankDetails reference={order.orderID} />}

      {physical.length > 0 && (
        <>
          <Typography.Title level={5}>{t('orders.answers')}</Typography.Title>
          {physical.map((item) => (
            <Descriptions
              key={item.productId}
              title={item.title}
              column={1}
              size="small"
              className="shop-order-answers"
            >
              {(item.questions ?? []).map((question, index) => (
                <Descriptions.Item key={index} label={question.label}>
                  {answerText(question.value) || '—'}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ))}
        </>
      )}

      {shipping && (
        <>
          <Typography.Title level={5}>{t('orders.shipping')}</Typography.Title>
          <address className="shop-order-address">
            {[
              shipping.address1,
              shipping.address2,
              shipping.city,
              shipping.province,
              shipping.postalCode,
              shipping.country,
            ]
              .filter(Boolean)
              .join(', ')}
            <br />
            {shipping.phoneNumber}
          </address>
        </>
      )}
    </div>
  );
}
