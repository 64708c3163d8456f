import { ApolloError, useApolloClient, useMutation } from '@apollo/client';
import { Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import type { SalesOrderRowFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shop/money';
import { methodKey } from '../../../shop/orders/orderLabels';
import { useNotices } from '../../../ui/notices';
import { UpdateSalesOrderDocument } from '../operations';
import { formatOrderDate } from '../../../shop/orders/orderDates';
import { ownerName } from '../salesRoute';
import { ProofOfPayment } from './ProofOfPayment';

const isConflict = (error: unknown) =>
  error instanceof ApolloError && error.graphQLErrors.some((problem) => problem.extensions?.code === 'CONFLICT');

interface MarkPaidDialogProps {
  order: SalesOrderRowFragment;
  online: boolean;
  onClose(): void;
}

/**
 * 'Mark paid' from the Orders list (issue 27): the order at a glance with the teacher's proof of payment when she
 * uploaded one; confirming marks it PAID at the version the list showed (the generic update, so the server's rules
 * and its invoice follow). Someone else's change meanwhile is the dialog's conflict message, with the list reloaded.
 */
export function MarkPaidDialog({ order, online, onClose }: MarkPaidDialogProps) {
  const { t } = useTranslation('adminSales');
  const { t: tShop } = useTranslation('shop');
  const { message } = useNotices();
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UpdateSalesOrderDocument, {
    refetchQueries: ['SalesOrders', 'OrderHistory', 'OrderDocuments', 'OrderMails'],
  });
  const id = order.orderID ?? order.id;
  const method = methodKey(order.orderPaymentMethod);

  const confirm = async () => {
    setSaving(true);
    try {
      await update({ variables: { input: { id: order.id, _version: order._version, orderStatus: 'PAID' } } });
      message.success(t('markPaid.done', { id }), 5);
      onClose();
    } catch (error) {
      if (isConflict(error)) {
        message.error(t('dialog.conflict'), 8);
        void client.refetchQueries({ include: ['SalesOrders'] });
        onClose();
      } else message.error(messageOf(error), 6);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={480}
      title={t('markPaid.title', { id })}
      okText={t('markPaid.confirm')}
      cancelText={t('markPaid.cancel')}
      okButtonProps={{ disabled: !online, loading: saving }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="mark-paid-dialog">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('dialog.date')}>{formatOrderDate(order.orderDateTime)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.user')}>{ownerName(order.owner)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.paymentMethod')}>
            {method ? tShop(method) : (order.orderPaymentMethod ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.total')}>{formatMoney(order.orderTotal)}</Descriptions.Item>
        </Descriptions>
        {order.proofOfPayment ? (
          <ProofOfPayment fileKey={order.proofOfPayment} orderId={id} />
        ) : (
          <Typography.Paragraph type="secondary" className="sales-dialog-section">
            {t('markPaid.noProof')}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph className="sales-dialog-section">{t('markPaid.text')}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
