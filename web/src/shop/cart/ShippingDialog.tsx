import { useMutation } from '@apollo/client';
import { Alert, Button, Form, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkShippingDetails, country, type ShippingDetails } from '../../../../server/domain/shipping';
import { messageOf } from '../../core/errors';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { useNotices } from '../../ui/notices';
import { SaveShippingDetailsDocument } from '../orderOperations';
import { useShopProfile } from '../shopData';
import { ShippingFormItems } from './ShippingFormItems';

type ShippingForm = Partial<Record<keyof ShippingDetails, string | null>>;

interface ShippingDialogProps {
  initial: ShippingDetails | null;
  blockedReason: string | null;
  onBack(): void;
  onNext(details: ShippingDetails): void;
  onClose(): void;
}

const fields: (keyof ShippingDetails)[] = [
  'address1',
  'address2',
  'city',
  'province',
  'postalCode',
  'country',
  'phoneNumber',
];

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
      await save({
        variables: {
          input: { id: profile.id, _version: profile._version, productsOrderShippingDetails: checked.details },
        },
      });
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
        <ShippingFormItems namePrefix={[]} rule={rule} ownAddress />
      </Form>
      {offerSave && (
        <Alert
          type="info"
          showIcon
          title={t('shipping.saveOffer')}
          action={
            <Button
              size="small"
              onClick={() => void saveToProfile()}
              loading={saving.loading}
              disabled={blockedReason !== null}
            >
              {t('shipping.save')}
            </Button>
          }
        />
      )}
      {blockedReason && <Alert type="info" showIcon title={blockedReason} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
