import { Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShippingFormItems } from '../../../shop/cart/ShippingFormItems';
import type { SalesFormValues } from '../orderForm';
import { problemRule } from './problemRule';

/** Shipping information of an order with physical products (000 §5 rules, shared with the server), editable per 002 §4. */
export function ShippingFields({ form, editable }: { form: FormInstance<SalesFormValues>; editable: boolean }) {
  const { t } = useTranslation('adminSales');
  return (
    <section className="sales-dialog-section" data-testid="sales-shipping">
      <Typography.Title level={5}>{t('dialog.shipping')}</Typography.Title>
      <ShippingFormItems
        namePrefix={['shipping']}
        rule={(field) => problemRule(form, `shipping.${field}`)}
        disabled={!editable}
        ownAddress={false}
      />
    </section>
  );
}
