import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, Input, Space } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParamValue } from '../../../ui/urlState';
import { useSearchBox } from '../../../ui/useSearchBox';
import type { SalesKind } from '../salesRoute';

interface SalesFiltersProps {
  kind: SalesKind;
  search: string;
  hasPhysical: boolean;
  hasQuestions: boolean;
  hasProofOfPayment: boolean;
  /** Orders only: teachers' open carts listed too. */
  includeCarts: boolean;
  /**
   * Writes filters to the address; every change goes back to page 1. A ticked box is a new entry (Back unticks
   * it); typed words replace the entry they began.
   */
  onChange(changes: Record<string, ParamValue>, options?: { push?: boolean }): void;
}

/**
 * The search box and the 'Has Physical Product' / 'Has Questions' checkboxes (002 §2); orders also by proof of
 * payment, and 'Show open carts' (issue 27: carts are left out unless asked for).
 */
export function SalesFilters({
  kind,
  search,
  hasPhysical,
  hasQuestions,
  hasProofOfPayment,
  includeCarts,
  onChange,
}: SalesFiltersProps) {
  const { t } = useTranslation('adminSales');
  const writeSearch = useCallback((q: string | null) => onChange({ q, page: null }), [onChange]);
  const [typed, setTyped] = useSearchBox(search, writeSearch);
  const tick = (name: string, checked: boolean) => onChange({ [name]: checked, page: null }, { push: true });

  return (
    <Space wrap className="sales-filters" role="search">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="sales-search"
      />
      <Checkbox checked={hasPhysical} onChange={(event) => tick('physical', event.target.checked)}>
        {t('filters.hasPhysical')}
      </Checkbox>
      <Checkbox checked={hasQuestions} onChange={(event) => tick('questions', event.target.checked)}>
        {t('filters.hasQuestions')}
      </Checkbox>
      {kind === 'ORDER' && (
        <>
          <Checkbox checked={hasProofOfPayment} onChange={(event) => tick('proof', event.target.checked)}>
            {t('filters.hasProof')}
          </Checkbox>
          <Checkbox checked={includeCarts} onChange={(event) => tick('carts', event.target.checked)}>
            {t('filters.includeCarts')}
          </Checkbox>
        </>
      )}
    </Space>
  );
}
