import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ProductTypeFlags {
  physical: boolean;
  subscriptionProduct: boolean;
  eCommerceProduct: boolean;
}

interface TypeCheckboxesProps {
  value: ProductTypeFlags;
  onChange(value: ProductTypeFlags): void;
  disabled?: boolean;
}

/**
 * Physical, Subscription and E-Commerce; ticking Physical clears Subscription and the other way round (002 §5).
 * Bare checkboxes: the bulk panel lines them up, the filters row spaces them like its other filters.
 */
export function TypeCheckboxes({ value, onChange, disabled }: TypeCheckboxesProps) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <>
      <Checkbox
        checked={value.physical}
        disabled={disabled}
        onChange={(event) =>
          onChange({
            ...value,
            physical: event.target.checked,
            subscriptionProduct: event.target.checked ? false : value.subscriptionProduct,
          })
        }
      >
        {t('fields.physical')}
      </Checkbox>
      <Checkbox
        checked={value.subscriptionProduct}
        disabled={disabled}
        onChange={(event) =>
          onChange({
            ...value,
            subscriptionProduct: event.target.checked,
            physical: event.target.checked ? false : value.physical,
          })
        }
      >
        {t('fields.subscription')}
      </Checkbox>
      <Checkbox
        checked={value.eCommerceProduct}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, eCommerceProduct: event.target.checked })}
      >
        {t('fields.eCommerce')}
      </Checkbox>
    </>
  );
}
