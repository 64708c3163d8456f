import { Alert, Button, Form, Modal, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '../../../core/errors';
import type { SalesOrderDetailFragment } from '../../../gql/graphql';
import { PriceBreakdown } from '../../../shop/cart/PriceBreakdown';
import { methodKey, statusColours, statusKey } from '../../../shop/orders/orderLabels';
import { BankDetails } from '../../../shop/orders/BankDetails';
import { useNotices } from '../../../ui/notices';
import {
  editableFields,
  formPathOf,
  hasPhysical,
  isChanged,
  methodAfter,
  methodOfNew,
  paidChange,
  problemsOf,
  ruleKind,
  totalsOf,
  type DialogMode,
  type SalesFormValues,
} from '../orderForm';
import { quotePaymentMethods, statusesOf } from '../../../../../server/domain/order-rules';
import { canEdit as mayEdit, hasConfirmation } from '../orderActions';
import { ownerName, type SalesKind } from '../salesRoute';
import { AnswerFields } from './AnswerFields';
import { confirmPaidChange } from './confirmPaidChange';
import { CouponVerifyField } from './CouponVerifyField';
import { ItemsList } from './ItemsList';
import { ItemsPicker } from './ItemsPicker';
import { OrderDocuments } from './OrderDocuments';
import { OrderHistoryTimeline } from './OrderHistoryTimeline';
import { OrderSummary } from './OrderSummary';
import { problemRule } from './problemRule';
import { ProofOfPayment } from './ProofOfPayment';
import { ShippingFields } from './ShippingFields';

interface OrderDialogProps {
  kind: SalesKind;
  mode: DialogMode;
  /** The stored order; null while creating. */
  order: SalesOrderDetailFragment | null;
  teacherProfileId: string;
  initialValues: SalesFormValues;
  online: boolean;
  /** Saves or creates; a failure is thrown (field messages go under their fields). */
  onSubmit(values: SalesFormValues): Promise<void>;
  /** Switches the view to editing, when the order may be edited. */
  onEdit?(): void;
  onClose(): void;
}

/**
 * The order or quote dialog (002 §2 "Order dialog", "Create-order dialog"; max 500px): what may change follows the
 * status (§4), the figures follow the shared pricing module as products change (the server stores its own), the
 * history and the proof of payment come with a stored order.
 */
export function OrderDialog({
  kind,
  mode,
  order,
  teacherProfileId,
  initialValues,
  online,
  onSubmit,
  onEdit,
  onClose,
}: OrderDialogProps) {
  const { t } = useTranslation('adminSales');
  const { t: tShop } = useTranslation('shop');
  const { message } = useNotices();
  const [modal, modalHolder] = Modal.useModal();
  const [form] = Form.useForm<SalesFormValues>();
  const watched = Form.useWatch([], { form, preserve: true }) as SalesFormValues | undefined;
  const values: SalesFormValues = watched?.items ? watched : initialValues;
  const [verifying, setVerifying] = useState(false);
  const [saving, setSaving] = useState(false);
  const texts = kind === 'ORDER' ? 'orders' : 'quotes';

  const editable = editableFields(kind, mode, order);
  // A quote leaving QUOTING is EFT whatever is chosen (002 §4): the method is chosen only while it stays QUOTING.
  const methodEditable = editable.paymentMethod && (mode === 'create' || values.orderStatus === 'QUOTING');
  const changed =
    mode === 'create' ? values.items.length > 0 || values.coupon !== null : isChanged(initialValues, values);
  const valid = Object.keys(problemsOf(values)).length === 0;
  const itemsChanged = mode === 'create' || JSON.stringify(values.items) !== JSON.stringify(initialValues.items);
  const totals = useMemo(
    () => (itemsChanged || !order ? totalsOf(values) : order.priceBreakdown),
    [itemsChanged, order, values],
  );
  const reference = order?.orderID ?? null;
  // Paid and cancelled orders need no payment instructions.
  const awaitingPayment = !['PAID', 'CANCELLED'].includes(values.orderStatus);
  const id = reference ?? order?.id ?? '';
  const title =
    mode === 'create'
      ? t(`${texts}.newTitle`)
      : t(mode === 'edit' ? `${texts}.editTitle` : `${texts}.dialogTitle`, { id });
  const canEdit = mode === 'view' && onEdit && order && mayEdit(kind, order);

  const close = () => {
    if (!changed || mode === 'view') return onClose();
    modal.confirm({
      title: t('dialog.discardTitle'),
      content: t('dialog.discardText'),
      okText: t('dialog.discard'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  // The rules of 002 §4 as the admin changes things (the server applies them again).
  const followRules = () => {
    const all = form.getFieldsValue(true) as SalesFormValues;
    const method = mode === 'create' ? methodOfNew(kind, all) : methodAfter(kind, initialValues, all);
    if (method !== all.orderPaymentMethod) form.setFieldValue('orderPaymentMethod', method);
  };
  const onValuesChange = (change: Partial<SalesFormValues>) => {
    if ('orderStatus' in change || 'items' in change) followRules();
  };

  const statusLabel = (status: string) => {
    const key = statusKey(status);
    return key ? tShop(key) : status;
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      message.error(t('dialog.fixErrors'), 6);
      return;
    }
    const next = form.getFieldsValue(true) as SalesFormValues;
    const change = order && mode === 'edit' ? paidChange(order.orderStatus, initialValues, next) : null;
    if (!(await confirmPaidChange(modal, t, change, { id, status: statusLabel(next.orderStatus) }))) return;
    setSaving(true);
    try {
      await onSubmit(form.getFieldsValue(true) as SalesFormValues);
    } catch (error) {
      const fields = fieldErrorsOf(error).flatMap(({ name, errors }) => {
        const path = formPathOf(name);
        return path ? [{ name: path, errors }] : [];
      });
      if (fields.length > 0) form.setFields(fields);
      message.error(fields.length > 0 ? t('dialog.fixErrors') : messageOf(error), 6);
    } finally {
      setSaving(false);
    }
  };

  const methodLabel = (method: string | null) => {
    const key = methodKey(method);
    return key ? tShop(key) : (method ?? t('dialog.noPaymentMethod'));
  };
  const selectable = statusesOf[ruleKind(kind)];
  const statuses = selectable.includes(initialValues.orderStatus)
    ? selectable
    : [initialValues.orderStatus, ...selectable];

  return (
    <Modal
      open
      width={500}
      title={title}
      onCancel={close}
      mask={{ closable: mode === 'view' }}
      destroyOnHidden
      footer={
        <Space>
          {canEdit && (
            <Button onClick={onEdit} disabled={!online}>
              {t('dialog.edit')}
            </Button>
          )}
          <Button onClick={close}>{t('dialog.close')}</Button>
          {mode === 'edit' && (
            <Button
              type="primary"
              onClick={() => void submit()}
              disabled={!online || !valid || !changed || saving}
              loading={saving}
            >
              {t('dialog.save')}
            </Button>
          )}
          {mode === 'create' && (
            <Button
              type="primary"
              onClick={() => void submit()}
              disabled={!online || !valid || verifying || saving}
              loading={saving}
            >
              {t('dialog.create')}
            </Button>
          )}
        </Space>
      }
    >
      {modalHolder}
      <div data-testid="sales-order-dialog">
        {mode !== 'view' && !online && (
          <Alert type="warning" showIcon title={t('dialog.offline')} style={{ marginBottom: 12 }} />
        )}
        {order?.archived && (
          <Alert type="info" showIcon title={t('dialog.archivedNote')} style={{ marginBottom: 12 }} />
        )}
        {order && <OrderSummary kind={kind} order={order} />}
        <Form<SalesFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={onValuesChange}
          requiredMark
          name={`sales-${mode}`}
        >
          <Form.Item label={t('dialog.status')} name="orderStatus" hidden={mode === 'create'}>
            {editable.status ? (
              <Select
                options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            ) : (
              <StatusText label={statusLabel(values.orderStatus)} status={values.orderStatus} />
            )}
          </Form.Item>
          <Form.Item
            label={t('dialog.paymentMethod')}
            name="orderPaymentMethod"
            rules={[problemRule(form, 'orderPaymentMethod')]}
          >
            {methodEditable ? (
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('dialog.noPaymentMethod')}
                options={quotePaymentMethods.map((method) => ({ value: method, label: methodLabel(method) }))}
              />
            ) : (
              <PlainText text={methodLabel(values.orderPaymentMethod)} testId="sales-payment-method" />
            )}
          </Form.Item>
          <Form.Item
            label={t('dialog.products')}
            name="items"
            rules={[problemRule(form, 'items')]}
            required={editable.products}
          >
            {editable.products ? <ItemsPicker /> : <ItemsList items={values.items} links={kind === 'QUOTE'} />}
          </Form.Item>
          {editable.coupon && (
            <CouponVerifyField
              teacherProfileId={teacherProfileId}
              applied={values.coupon}
              onApplied={(coupon) => {
                form.setFieldValue('coupon', coupon);
                followRules();
              }}
              onVerifying={setVerifying}
              disabled={saving || !online}
            />
          )}
          <PriceBreakdown totals={totals} coupon={values.coupon} />
          {values.orderPaymentMethod === 'EFT' && reference && awaitingPayment && (
            <BankDetails reference={reference} forAdmin />
          )}
          <AnswerFields form={form} items={values.items} editable={editable.details} />
          {hasPhysical(values.items) && <ShippingFields form={form} editable={editable.details} />}
        </Form>
        {order?.proofOfPayment && <ProofOfPayment fileKey={order.proofOfPayment} orderId={id} />}
        {/* An archived order's documents and mails are not kept with it: the server answers them for live orders. */}
        {order && !order.archived && hasConfirmation(order) && <OrderDocuments order={order} online={online} />}
        {order && <OrderHistoryTimeline orderId={order.id} teacher={ownerName(order.owner)} mails={!order.archived} />}
      </div>
    </Modal>
  );
}

function StatusText({ label, status }: { label: string; status: string; value?: unknown }) {
  return (
    <Tag color={statusColours[status] ?? 'default'} data-testid="sales-status">
      {label}
    </Tag>
  );
}

function PlainText({ text, testId }: { text: string; testId: string; value?: unknown }) {
  return <span data-testid={testId}>{text}</span>;
}
