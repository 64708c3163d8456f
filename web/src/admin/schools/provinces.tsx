import type { SelectProps } from 'antd';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinces } from '../../../../server/domain/reference-rules.ts';
import { FilterSelect } from '../../ui/select/FilterSelect';

// The provinces a school serves or a term is for (002 sections 2, 5), as the schools and terms screens show them.

function useProvinceOptions() {
  const { t } = useTranslation('reference');
  return provinces.map((value) => ({ value, label: t(`provinces.${value}`) }));
}

/** The list's province filter (kept in the URL by the screen). */
export function ProvinceFilter({ value, onChange }: { value: string | null; onChange(value: string | null): void }) {
  const { t } = useTranslation('reference');
  return (
    <FilterSelect
      allowClear
      aria-label={t('common.provinceFilter')}
      placeholder={t('common.provinceFilter')}
      value={value ?? undefined}
      onChange={(chosen: string | undefined) => onChange(chosen ?? null)}
      options={useProvinceOptions()}
      style={{ minWidth: 220 }}
    />
  );
}

/** A form's several-provinces field (value and onChange come from its Form.Item). */
export function ProvincesSelect(props: Omit<SelectProps<string[]>, 'mode' | 'options'>) {
  const { t } = useTranslation('reference');
  return (
    <FilterSelect
      {...props}
      mode="multiple"
      allowClear
      placeholder={t('common.choose')}
      options={useProvinceOptions()}
    />
  );
}

/** A record's provinces in a table cell: 'All provinces' when it has every one. */
export function ProvinceTags({ names }: { names: string[] | null }) {
  const { t } = useTranslation('reference');
  if ((names ?? []).length === provinces.length) return t('common.allProvinces');
  return (names ?? []).map((name) => (
    <Tag key={name}>{t(`provinces.${name as 'Gauteng'}`, { defaultValue: name })}</Tag>
  ));
}
