import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { vatOf } from './format';

/** Price (prefix R), Discount (%) and the read-only VAT inside the price (002 §2, §5). For a Form with `price`. */
export function PriceFields() {
  const { t } = useTranslation('adminCatalogue');
  const price = Form.useWatch<number | null | undefined>('price');
  return (
    <div className="form-row">
      <Form.Item name="price" label={t('fields.price')}>
        <InputNumber prefix="R" min={0} step={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="discountPercentage" label={t('fields.discount')}>
        <InputNumber suffix="%" min={0} max={100} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('fields.vat')} htmlFor="catalogue-vat">
        <Input id="catalogue-vat" readOnly prefix="R" value={vatOf(price).toFixed(2)} />
      </Form.Item>
    </div>
  );
}
