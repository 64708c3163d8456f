import { useQuery } from '@apollo/client';
import { Alert, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import { OrderHistoryDocument } from '../operations';
import { formatOrderDate } from '../../../shop/orders/orderDates';
import { methodKey, statusKey } from '../../../shop/orders/orderLabels';
import { changeText, type HistoryWords } from './historyText';
import { OrderMailLog } from './OrderMailLog';

const fieldKeys = {
  created: 'history.fields.created',
  orderStatus: 'history.fields.orderStatus',
  orderPaymentMethod: 'history.fields.orderPaymentMethod',
  orderProducts: 'history.fields.orderProducts',
  orderTotal: 'history.fields.orderTotal',
  orderVAT: 'history.fields.orderVAT',
  orderShippingDetails: 'history.fields.orderShippingDetails',
  coupon: 'history.fields.coupon',
  proofOfPayment: 'history.fields.proofOfPayment',
  archived: 'history.fields.archived',
  invoice: 'history.fields.invoice',
  creditNote: 'history.fields.creditNote',
} as const;

const sourceKeys = {
  cart: 'history.sources.cart',
  checkout: 'history.sources.checkout',
  admin: 'history.sources.admin',
  payment: 'history.sources.payment',
  proof: 'history.sources.proof',
  archive: 'history.sources.archive',
} as const;

const known = <K extends string>(keys: Record<K, string>, name: string): name is K => name in keys;

/**
 * Who changed what on the order, when (issue 10 point 7), oldest first, in words; then, with `mails` (an order not
 * archived), the e-mails about it, newest first (issue 27).
 */
export function OrderHistoryTimeline({
  orderId,
  teacher,
  mails,
}: {
  orderId: string;
  teacher: string;
  mails: boolean;
}) {
  const { t } = useTranslation('adminSales');
  const { t: tShop } = useTranslation('shop');
  const history = useQuery(OrderHistoryDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const events = history.data?.orderHistory;
  const words: HistoryWords = {
    none: t('history.none'),
    products: (count) => t('history.products', { count }),
    field: (name) => (known(fieldKeys, name) ? t(fieldKeys[name]) : name),
    status: (status) => {
      const key = statusKey(status);
      return key ? tShop(key) : status;
    },
    method: (method) => {
      const key = methodKey(method);
      return key ? tShop(key) : method;
    },
    change: (field, from, to) => t('history.change', { field, from, to }),
    set: (field, to) => t('history.set', { field, to }),
    cleared: (field, from) => t('history.cleared', { field, from }),
    issued: (field, number) => t('history.issued', { field, number }),
  };
  const source = (name: string) => (known(sourceKeys, name) ? t(sourceKeys[name]) : name);

  return (
    <section className="sales-dialog-section" data-testid="order-history">
      <Typography.Title level={5}>{t('dialog.history')}</Typography.Title>
      {history.error && !events && <Alert type="error" showIcon title={messageOf(history.error)} />}
      {!events && history.loading && <Skeleton active paragraph={{ rows: 2 }} />}
      {events && events.length === 0 && <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>}
      {events && events.length > 0 && (
        <Timeline
          className="sales-history"
          items={events.map((event) => ({
            key: event.id,
            content: (
              <div data-testid="history-event">
                <Typography.Text strong>{formatOrderDate(event.at)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t('history.entry', { actor: event.actor, source: source(event.source) })}
                </Typography.Text>
                <ul className="sales-history-changes">
                  {event.changes.map((change, index) => (
                    <li key={index}>{changeText(change, words)}</li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      )}
      {mails && <OrderMailLog orderId={orderId} teacher={teacher} />}
    </section>
  );
}
