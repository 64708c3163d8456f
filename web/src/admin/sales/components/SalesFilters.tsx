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
  /** Writes filters to the address; every change goes back to page 1. */
  onChange(changes: Record<string, ParamValue>): void;
}

/** The search box and the 'Has Physical Product' / 'Has Questions' checkboxes (002 §2); orders also by proof of payment. */
export function SalesFilters({
  kind,
  search,
  hasPhysical,
  hasQuestions,
  hasProofOfPayment,
  onChange,
}: SalesFiltersProps) {
  const { t } = useTranslation('adminSales');
  const writeSearch = useCallback((q: string | null) => onChange({ q, page: null }), [onChange]);
  const [typed, setTyped] = useSearchBox(search, writeSearch);

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
      <Checkbox checked={hasPhysical} onChange={(event) => onChange({ physical: event.target.checked, page: null })}>
        {t('filters.hasPhysical')}
      </Checkbox>
      <Checkbox checked={hasQuestions} onChange={(event) => onChange({ questions: event.target.checked, page: null })}>
        {t('filters.hasQuestions')}
      </Checkbox>
      {kind === 'ORDER' && (
        <Checkbox
          checked={hasProofOfPayment}
          onChange={(event) => onChange({ proof: event.target.checked, page: null })}
        >
          {t('filters.hasProof')}
        </Checkbox>
      )}
    </Space>
  );
}
