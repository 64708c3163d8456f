import { useQuery } from '@apollo/client';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shop/money';
import { SalesItemOptionsDocument } from '../operations';
import type { FormItem } from '../orderForm';
import { useTypedSearch } from '../../../ui/useTypedSearch';

interface ItemsPickerProps {
  id?: string;
  value?: FormItem[];
  onChange?(value: FormItem[]): void;
  disabled?: boolean;
}

const pageSize = 30;

/**
 * The order's products: a multi-select with chips of the catalogue's products and bundles, searched on the server
 * by title words. Chosen items keep their lines (and answers); a new one starts from the catalogue's figures (the
 * server copies them again when it stores the order).
 */
export function ItemsPicker({ id, value = [], onChange, disabled }: ItemsPickerProps) {
  const { t } = useTranslation('adminSales');
  const { setTyped, search } = useTypedSearch();

  const options = useQuery(SalesItemOptionsDocument, {
    variables: { search: search || null, limit: pageSize },
    skip: disabled,
  });

  const found = useMemo(() => {
    const byId = new Map<string, FormItem>();
    for (const { product } of options.data?.adminProducts.items ?? [])
      byId.set(product.id, {
        id: product.id,
        title: product.title ?? null,
        price: product.price ?? null,
        discountPercentage: product.discountPercentage ?? null,
        physical: product.physical === true,
        bundle: false,
        questions:
          product.questions && product.questions.length > 0
            ? product.questions.map((question) => ({ ...question, value: null }))
            : null,
      });
    for (const bundle of options.data?.adminProductBundles.items ?? [])
      byId.set(bundle.id, {
        id: bundle.id,
        title: bundle.title ?? null,
        price: bundle.price ?? null,
        discountPercentage: bundle.discountPercentage ?? null,
        physical: false,
        bundle: true,
        questions: null,
      });
    return byId;
  }, [options.data]);

  const label = (item: FormItem) =>
    `${item.title ?? item.id}${item.bundle ? ` (${t('dialog.bundle')})` : ''}${item.price ? ` · ${formatMoney(item.price)}` : ''}`;
  const chosen = new Map(value.map((item) => [item.id, item]));
  const choices = [...value, ...[...found.values()].filter((item) => !chosen.has(item.id))].map((item) => ({
    value: item.id,
    label: label(item),
  }));

  return (
    <Select
      id={id}
      mode="multiple"
      value={value.map((item) => item.id)}
      onChange={(ids: string[]) => onChange?.(ids.flatMap((itemId) => chosen.get(itemId) ?? found.get(itemId) ?? []))}
      options={choices}
      showSearch={{ onSearch: setTyped, filterOption: false }}
      onBlur={() => setTyped('')}
      loading={options.loading}
      placeholder={t('dialog.productsPlaceholder')}
      disabled={disabled}
      data-testid="sales-products"
    />
  );
}
