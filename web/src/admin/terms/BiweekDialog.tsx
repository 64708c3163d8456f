import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  biweekErrors,
  biweekPalette,
  firstUnusedColor,
  referenceMessages,
  type BiweekValues,
} from '../../../../server/domain/reference-rules.ts';
import { cssColor } from '../../ui/colors';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { BiweekRecord, TermRecord } from './termData';
import { biweekInputs } from './termData';

interface FormValues {
  label: string;
  start: Dayjs | null;
  end: Dayjs | null;
  color: string | null;
}

interface BiweekDialogProps {
  /** The term whose biweek is added (index null) or edited. */
  term: TermRecord | null;
  index: number | null;
  onSave(term: TermRecord, biweeks: ReturnType<typeof biweekInputs>): Promise<void>;
  onClose(): void;
}

function valuesOf(values: FormValues): BiweekValues {
  return {
    label: (values.label ?? '').trim(),
    start: values.start ? values.start.format('YYYY-MM-DD') : '',
    end: values.end ? values.end.format('YYYY-MM-DD') : '',
    color: values.color,
  };
}

/**
 * New or edit biweek (002 sections 4, 5): label, start and end within the term, and a colour; a new biweek gets the
 * first palette colour the term does not use yet. Saving saves the term.
 */
export function BiweekDialog({ term, index, onSave, onClose }: BiweekDialogProps) {
  const { t } = useTranslation('reference');
  const dialog = useFormDialog<FormValues>({
    open: term !== null,
    recordKey: term ? `${term.id}:${index ?? 'new'}` : null,
    valuesOnOpen: () => {
      const biweek: BiweekRecord | null = index === null ? null : (term?.biweeks?.[index] ?? null);
      return {
        label: biweek?.label ?? '',
        start: biweek?.start ? dayjs(biweek.start) : null,
        end: biweek?.end ? dayjs(biweek.end) : null,
        color: biweek?.color ?? firstUnusedColor((term?.biweeks ?? []).map((other) => other.color)),
      };
    },
    save: async (values) => {
      if (!term) return;
      const biweeks = biweekInputs(term.biweeks);
      const biweek = valuesOf(values);
      // The default colour was picked from the term as it was when the dialog opened; a fresher answer of the
      // server may have come since (another biweek saved a moment ago): an untouched default follows it.
      if (index === null && !dialog.form.isFieldTouched('color'))
        biweek.color = firstUnusedColor(biweeks.map((other) => other.color)) ?? biweek.color;
      if (index === null) biweeks.push(biweek);
      else biweeks[index] = biweek;
      await onSave(term, biweeks);
    },
    onClose,
    // The server answers about the term it saves, not this form's fields: its message is shown under the form.
    fieldOf: () => null,
  });

  const rule = (field: keyof BiweekValues) =>
    sharedRule(() => {
      const values = valuesOf(dialog.form.getFieldsValue(true) as FormValues);
      return field === 'color'
        ? values.color
          ? null
          : referenceMessages.colorRequired
        : biweekErrors(values, term ?? {})[field];
    });

  return (
    <FormModal<FormValues>
      {...dialog}
      title={index === null ? t('biweeks.newTitle') : t('biweeks.editTitle')}
      width={600}
      formProps={{ name: 'biweek' }}
    >
      <Form.Item label={t('biweeks.label')} name="label" rules={[rule('label')]} required>
        <Input />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item label={t('biweeks.start')} name="start" rules={[rule('start')]} required>
          <DatePicker minDate={term ? dayjs(term.start) : undefined} maxDate={term ? dayjs(term.end) : undefined} />
        </Form.Item>
        <Form.Item label={t('biweeks.end')} name="end" rules={[rule('end')]} dependencies={['start']} required>
          <DatePicker minDate={term ? dayjs(term.start) : undefined} maxDate={term ? dayjs(term.end) : undefined} />
        </Form.Item>
      </div>
      <Form.Item label={t('biweeks.color')} name="color" rules={[rule('color')]} required>
        <FilterSelect
          options={biweekPalette.map((color) => ({
            value: color,
            label: (
              <span>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    borderRadius: 3,
                    marginInlineEnd: 8,
                    background: cssColor(color),
                  }}
                />
                {t(`palette.${color.replace(' darken-1', '') as 'red'}`)}
              </span>
            ),
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
