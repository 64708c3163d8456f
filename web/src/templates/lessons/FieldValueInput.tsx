import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/select/FilterSelect';

interface FieldValueInputProps {
  id?: string;
  type?: string | null;
  options: { value: string; label: string }[];
  /** The field's placeholder (text types and selects). */
  placeholder?: string | null;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** What is written in a lesson field, as its type asks: text, a paragraph, one choice or several. */
export function FieldValueInput({ id, type, options, placeholder, value, onChange }: FieldValueInputProps) {
  const { t } = useTranslation('templates');
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as string[]) : [];
  const shown = placeholder || undefined;
  switch (type) {
    case 'Textarea':
      return (
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={shown}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'Select':
      return (
        <FilterSelect
          id={id}
          allowClear={{ label: t('clearChoice') }}
          options={options}
          value={text || undefined}
          onChange={(next) => onChange?.(next ?? null)}
          placeholder={shown ?? t('planner.choose')}
        />
      );
    case 'Multi Select':
      return (
        <FilterSelect
          id={id}
          mode="multiple"
          allowClear={{ label: t('clearChoice') }}
          options={options}
          value={list}
          onChange={(next) => onChange?.(next)}
          placeholder={shown ?? t('planner.choose')}
        />
      );
    case 'Radio':
      return (
        <Radio.Group
          id={id}
          options={options}
          value={text || undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'Checkbox':
      return <Checkbox.Group options={options} value={list} onChange={(next) => onChange?.(next)} />;
    default:
      return <Input id={id} placeholder={shown} value={text} onChange={(event) => onChange?.(event.target.value)} />;
  }
}
