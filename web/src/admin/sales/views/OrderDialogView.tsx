import { useMutation, useQuery } from '@apollo/client';
import { Alert, Modal, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import { useNotices } from '../../../ui/notices';
import { OrderDialog } from '../components/OrderDialog';
import { SalesOrderDocument, UpdateSalesOrderDocument } from '../operations';
import { canEdit } from '../orderActions';
import { updateInput, valuesOf } from '../orderForm';
import type { DialogMode, SalesKind } from '../salesRoute';

interface OrderDialogViewProps {
  kind: SalesKind;
  orderId: string;
  mode: DialogMode;
  online: boolean;
  onEdit(): void;
  /** After a save: back to view mode, where the history shows the change. */
  onSaved(): void;
  onClose(): void;
}

/** Any order or quote by id, an archived one included (`salesOrder`), in view or edit mode. */
export function OrderDialogView({ kind, orderId, mode, online, onEdit, onSaved, onClose }: OrderDialogViewProps) {
  const { t } = useTranslation('adminSales');
  const { message } = useNotices();
  const texts = kind === 'ORDER' ? 'orders' : 'quotes';
  const { data, loading, error } = useQuery(SalesOrderDocument, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateSalesOrderDocument, {
    refetchQueries: ['SalesOrders', 'OrderHistory', 'TeacherHasQuote', 'OrderDocuments', 'OrderMails'],
  });
  const order = data?.salesOrder ?? null;
  // The form opens with the order as it is when the dialog (or a mode) opens; a later version reopens it.
  const initialValues = useMemo(() => (order ? valuesOf(order) : null), [order]);
  // A cart is the teacher's: an address asking to edit one shows it.
  const editing = mode === 'edit' && order !== null && canEdit(kind, order);

  if (!order || !initialValues) {
    return (
      <Modal open width={500} title={t(`${texts}.dialogTitle`, { id: '' })} onCancel={onClose} footer={null}>
        {loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Alert
            type={error ? 'error' : 'warning'}
            showIcon
            title={error ? messageOf(error) : t(`${texts}.notFound`)}
          />
        )}
      </Modal>
    );
  }

  return (
    <OrderDialog
      key={`${order.id}:${order._version}:${editing ? 'edit' : 'view'}`}
      kind={kind}
      mode={editing ? 'edit' : 'view'}
      order={order}
      teacherProfileId={order.teacherprofileID}
      initialValues={initialValues}
      online={online}
      onEdit={onEdit}
      onClose={onClose}
      onSubmit={async (values) => {
        await update({ variables: { input: updateInput(order, initialValues, values) } });
        message.success(t('dialog.saved'), 3);
        onSaved();
      }}
    />
  );
}
