import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { provinces } from '../../../../server/domain/reference-rules';
import type { ShippingDetails } from '../../../../server/domain/shipping';
import { FilterSelect } from '../../ui/select/FilterSelect';

interface ShippingFormItemsProps {
  /** Where the details sit in the surrounding form: [] for a form of their own, ['shipping'] inside an order. */
  namePrefix: string[];
  /** The shared rule (000 section 5) of one field, in the user's language. */
  rule(field: keyof ShippingDetails): Rule;
  disabled?: boolean;
  /** The browser may fill in the user's own address (the teacher's checkout, not an admin typing for a teacher). */
  ownAddress: boolean;
}

/** The shipping details' fields (000 section 5), for the teacher's checkout and the admin's order dialog alike. */
export function ShippingFormItems({ namePrefix, rule, disabled, ownAddress }: ShippingFormItemsProps) {
  const { t } = useTranslation('shop');
  const name = (field: keyof ShippingDetails) => [...namePrefix, field];
  const autoComplete = (value: string) => (ownAddress ? value : 'off');
  return (
    <>
      <Form.Item name={name('address1')} label={t('shipping.address1')} rules={[rule('address1')]} required>
        <Input autoComplete={autoComplete('address-line1')} disabled={disabled} />
      </Form.Item>
      <Form.Item name={name('address2')} label={t('shipping.address2')}>
        <Input autoComplete={autoComplete('address-line2')} disabled={disabled} />
      </Form.Item>
      <Form.Item name={name('city')} label={t('shipping.city')} rules={[rule('city')]} required>
        <Input autoComplete={autoComplete('address-level2')} disabled={disabled} />
      </Form.Item>
      <Form.Item name={name('province')} label={t('shipping.province')} rules={[rule('province')]} required>
        <FilterSelect
          options={provinces.map((province) => ({ value: province, label: province }))}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item name={name('postalCode')} label={t('shipping.postalCode')} rules={[rule('postalCode')]} required>
        <Input autoComplete={autoComplete('postal-code')} inputMode="numeric" disabled={disabled} />
      </Form.Item>
      <Form.Item name={name('country')} label={t('shipping.country')} rules={[rule('country')]} required>
        <Input readOnly disabled={disabled} />
      </Form.Item>
      <Form.Item
        name={name('phoneNumber')}
        label={t('shipping.phoneNumber')}
        rules={[rule('phoneNumber')]}
        required
        extra={disabled ? undefined : t('shipping.phoneHint')}
      >
        <Input autoComplete={autoComplete('tel')} inputMode="tel" disabled={disabled} />
      </Form.Item>
    </>
  );
}
