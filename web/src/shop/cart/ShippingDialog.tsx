import { useMutation } from '@apollo/client';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { provinces } from '../../../../server/domain/planning-rules';
import { checkShippingDetails, country, type ShippingDetails } from '../../../../server/orders/shipping';
import { messageOf } from '../../app/errors';
import { translateServerMessage } from '../../app/i18n/i18n';
import { useNotices } from '../../ui/notices';
import { SaveShippingDetailsDocument } from '../orderOperations';
import { useShopProfile } from '../shopData';

type ShippingForm = Partial<Record<keyof ShippingDetails, string | null>>;

interface ShippingDialogProps {
  initial: ShippingDetails | null;
  blockedReason: string | null;
  onBack(): void;
  onNext(details: ShippingDetails): void;
  onClose(): void;
}

const fields: (keyof ShippingDetails)[] = ['address1', 'address2', 'city', 'province', 'postalCode', 'country', 'phoneNumber'];

function sameDetails(a: ShippingDetails, b: ShippingForm | null | undefined): boolean {
  return fields.every((field) => (a[field] ?? '') === (b?.[field] ?? '').trim());
}

/**
 * Shipping details for physical products (000 section 5): the shared rules and messages; the teacher is offered to
 * keep the details on their profile when they are valid and differ from the stored ones.
 */
export function ShippingDialog({ initial, blockedReason, onBack, onNext, onClose }: ShippingDialogProps) {
  const { t } = useTranslation('shop');
  const { message } = useNotices();
  const profile = useShopProfile();
  const stored = profile?.productsOrderShippingDetails ?? null;
  const [form] = Form.useForm<ShippingForm>();
  const values = Form.useWatch([], form) as ShippingForm | undefined;
  const [save, saving] = useMutation(SaveShippingDetailsDocument);
  const initialValues = useMemo<ShippingForm>(() => ({ ...(initial ?? stored ?? {}), country }), [initial, stored]);
  // The profile's details arrive after the dialog opened: they fill a form the teacher has not touched yet.
  useEffect(() => {
    if (!initial && stored && !form.isFieldsTouched()) form.setFieldsValue({ ...stored, country });
  }, [initial, stored, form]);
  const checked = checkShippingDetails(values ?? initialValues);
  const valid = Object.keys(checked.errors).length === 0;
  const offerSave = valid && Boolean(profile) && !sameDetails(checked.details, stored);

  const rule = (field: keyof ShippingDetails): Rule => ({
    validator: () => {
      const problem = checkShippingDetails(form.getFieldsValue(true) as ShippingForm).errors[field];
      return problem ? Promise.reject(new Error(translateServerMessage(problem))) : Promise.resolve();
    },
  });

  const saveToProfile = async () => {
    if (!profile) return;
    try {
      await save({ variables: { input: { id: profile.id, _version: profile._version, productsOrderShippingDetails: checked.details } } });
      message.success(t('shipping.savedToProfile'));
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const next = async () => {
    await form.validateFields();
    onNext(checkShippingDetails(form.getFieldsValue(true) as ShippingForm).details);
  };

  return (
    <Modal
      open
      title={t('shipping.title')}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="back" onClick={onBack}>
          {t('common.back')}
        </Button>,
        <Button key="next" type="primary" onClick={() => void next()} disabled={blockedReason !== null}>
          {t('common.next')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} data-testid="shipping-form" requiredMark>
        <Form.Item name="address1" label={t('shipping.address1')} rules={[rule('address1')]} required>
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name="address2" label={t('shipping.address2')}>
          <Input autoComplete="address-line2" />
        </Form.Item>
        <Form.Item name="city" label={t('shipping.city')} rules={[rule('city')]} required>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item name="province" label={t('shipping.province')} rules={[rule('province')]} required>
          <Select options={provinces.map((province) => ({ value: province, label: province }))} showSearch />
        </Form.Item>
        <Form.Item name="postalCode" label={t('shipping.postalCode')} rules={[rule('postalCode')]} required>
          <Input autoComplete="postal-code" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="country" label={t('shipping.country')} rules={[rule('country')]} required>
          <Input readOnly />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('shipping.phoneNumber')} rules={[rule('phoneNumber')]} required extra={t('shipping.phoneHint')}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
      </Form>
      {offerSave && (
        <Alert
          type="info"
          showIcon
          title={t('shipping.saveOffer')}
          action={
            <Button size="small" onClick={() => void saveToProfile()} loading={saving.loading} disabled={blockedReason !== null}>
              {t('shipping.save')}
            </Button>
          }
        />
      )}
      {blockedReason && <Alert type="info" showIcon title={blockedReason} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
