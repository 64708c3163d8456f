import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { discountError, priceError } from '../../../../../server/domain/catalogue-rules.ts';
import { sharedRule } from '../../../ui/record/sharedRule';
import { vatOf } from './format';

/** The server's rule of a number field: out of range is said, never brought into range (issue 14). */
const ruleOf = (check: (value: number) => string | null) =>
  sharedRule((value) => (typeof value === 'number' ? check(value) : null));

/** Price (prefix R), Discount (%) and the read-only VAT inside the price (002 §2, §5). For a Form with `price`. */
export function PriceFields() {
  const { t } = useTranslation('adminCatalogue');
  const price = Form.useWatch<number | null | undefined>('price');
  return (
    <div className="form-row">
      <Form.Item name="price" label={t('fields.price')} rules={[ruleOf(priceError)]}>
        <InputNumber prefix="R" step={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="discountPercentage" label={t('fields.discount')} rules={[ruleOf(discountError)]}>
        <InputNumber suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('fields.vat')} htmlFor="catalogue-vat">
        <Input id="catalogue-vat" readOnly prefix="R" value={vatOf(price).toFixed(2)} />
      </Form.Item>
    </div>
  );
}
