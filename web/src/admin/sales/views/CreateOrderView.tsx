import { useMutation, useQuery } from '@apollo/client';
import { Modal, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../ui/notices';
import { OrderDialog } from '../components/OrderDialog';
import { CreateSalesOrderDocument, SalesTeacherShippingDocument } from '../operations';
import { createInput, newValues } from '../orderForm';
import type { Customer, SalesKind } from '../salesRoute';

interface CreateOrderViewProps {
  kind: SalesKind;
  customer: Customer;
  online: boolean;
  onCreated(orderId: string): void;
  onClose(): void;
}

/** New Order / New Quote for the teacher of the route (002 §2): her stored shipping details start the form. */
export function CreateOrderView({ kind, customer, online, onCreated, onClose }: CreateOrderViewProps) {
  const { t } = useTranslation('adminSales');
  const { message } = useNotices();
  const texts = kind === 'ORDER' ? 'orders' : 'quotes';
  const profile = useQuery(SalesTeacherShippingDocument, { variables: { id: customer.teacherProfileId } });
  const [create] = useMutation(CreateSalesOrderDocument);
  const loaded = profile.data !== undefined || profile.error !== undefined;
  const shipping = profile.data?.getTeacherProfile?.productsOrderShippingDetails ?? null;
  const initialValues = useMemo(() => newValues(kind, shipping), [kind, shipping]);

  if (!loaded)
    return (
      <Modal open width={500} title={t(`${texts}.newTitle`)} onCancel={onClose} footer={null}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Modal>
    );

  return (
    <OrderDialog
      kind={kind}
      mode="create"
      order={null}
      teacherProfileId={customer.teacherProfileId}
      initialValues={initialValues}
      online={online}
      onClose={onClose}
      onSubmit={async (values) => {
        const { data } = await create({ variables: { input: createInput(kind, customer.teacherProfileId, values) } });
        message.success(t(`${texts}.created`), 3);
        if (data) onCreated(data.createTeacherProductsOrder.id);
      }}
    />
  );
}
