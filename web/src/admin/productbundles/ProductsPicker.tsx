import { useQuery } from '@apollo/client';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../products/catalogue/format';
import { BundleProductOptionsDocument } from './operations';
import { useTypedSearch } from '../../ui/useTypedSearch';

interface ProductsPickerProps {
  id?: string;
  value?: string[];
  onChange?(value: string[]): void;
  disabled?: boolean;
}

const pageSize = 50;

/**
 * The bundle's products: a multi-select searched on the server by title words. Products with questions cannot be
 * bundled (002 §2) and are left out of the choices.
 */
export function ProductsPicker({ id, value = [], onChange, disabled }: ProductsPickerProps) {
  const { t } = useTranslation('adminCatalogue');
  const { setTyped, search } = useTypedSearch();

  const options = useQuery(BundleProductOptionsDocument, {
    variables: { filter: { search: search || null }, limit: pageSize },
  });
  const chosen = useQuery(BundleProductOptionsDocument, {
    variables: { filter: { ids: value }, limit: Math.max(value.length, 1) },
    skip: value.length === 0,
  });

  const items = useMemo(() => {
    const byId = new Map<string, { value: string; label: string; disabled?: boolean }>();
    for (const { product } of chosen.data?.adminProducts.items ?? [])
      byId.set(product.id, {
        value: product.id,
        label: product.title ?? product.id,
      });
    for (const { product } of options.data?.adminProducts.items ?? []) {
      if ((product.questions ?? []).length > 0 || byId.has(product.id)) continue;
      byId.set(product.id, {
        value: product.id,
        label: `${product.title ?? product.id}${product.price !== null ? ` (${formatPrice(product.price)})` : ''}`,
      });
    }
    return [...byId.values()];
  }, [options.data, chosen.data]);

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(next: string[]) => onChange?.(next)}
      options={items}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      onBlur={() => setTyped('')}
      loading={options.loading}
      placeholder={t('fields.productsPlaceholder')}
      disabled={disabled}
      data-testid="bundle-products"
    />
  );
}
