import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { couponDiscountTypes, normaliseCouponCode } from '../../../../server/domain/coupon.ts';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { TeacherPicker } from '../teachers/TeacherPicker';
import type { CouponFormValues, CouponRecord } from './couponForm';
import { couponFormErrors, couponFormField, couponFormValues, restrictions } from './couponForm';

interface CouponDialogProps {
  open: boolean;
  record: CouponRecord | null;
  /** Save is refused offline: admin writes need the server. */
  online: boolean;
  onSave(values: CouponFormValues): Promise<void>;
  onClose(): void;
}

/**
 * New or edit coupon (002 sections 2, 5, 9): the code upper-cased and stripped as typed, enabled, a percentage or
 * an amount in rand, the dates, and everyone or the teachers chosen in the picker. Uniqueness is the server's to
 * say ('Coupon code already exists' on the code field).
 */
export function CouponDialog({ open, record, online, onSave, onClose }: CouponDialogProps) {
  const { t } = useTranslation('adminCustomers');
  const [form] = Form.useForm<CouponFormValues>();
  const restrictTo = Form.useWatch('restrictTo', form);
  const dialog = useFormDialog<CouponFormValues>({
    form,
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => couponFormValues(record),
    save: onSave,
    onClose,
    busy: !online,
    fieldOf: couponFormField,
  });

  const rule = (field: keyof CouponFormValues) =>
    sharedRule(() => couponFormErrors(form.getFieldsValue(true) as CouponFormValues)[field]);
  const label = (
    key: 'code' | 'enabled' | 'discountType' | 'discountValue' | 'startDate' | 'endDate' | 'restrictTo' | 'teachers',
  ) => t(`coupons.${key}`);

  return (
    <FormModal<CouponFormValues>
      {...dialog}
      title={record ? t('coupons.editTitle') : t('coupons.newTitle')}
      width={800}
      formProps={{ name: 'coupon' }}
    >
      <Form.Item
        label={label('code')}
        name="couponCode"
        normalize={normaliseCouponCode}
        rules={[rule('couponCode')]}
        required
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={label('enabled')} name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={label('discountType')} name="discountType" rules={[rule('discountType')]} required>
        <Select options={couponDiscountTypes.map((type) => ({ value: type, label: t(`coupons.types.${type}`) }))} />
      </Form.Item>
      <Form.Item label={label('discountValue')} name="discountValue" rules={[rule('discountValue')]} required>
        <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={label('startDate')} name="startDate" rules={[rule('startDate')]} required>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={label('endDate')} name="endDate" rules={[rule('endDate')]} required>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={label('restrictTo')} name="restrictTo" rules={[rule('restrictTo')]} required>
        <Select
          options={restrictions.map((restriction) => ({
            value: restriction,
            label: t(`coupons.restrictions.${restriction}`),
          }))}
        />
      </Form.Item>
      {restrictTo === 'Teachers' && (
        <Form.Item label={label('teachers')} name="teachers" rules={[rule('teachers')]} required>
          <TeacherPicker />
        </Form.Item>
      )}
    </FormModal>
  );
}
