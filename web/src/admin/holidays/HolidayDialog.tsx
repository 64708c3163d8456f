import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { holidayErrors } from '../../../../server/domain/reference-rules.ts';
import type { HolidayFieldsFragment } from '../../gql/graphql';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';

export type HolidayRecord = HolidayFieldsFragment;

interface FormValues {
  label: string;
  date: Dayjs | null;
}

function changesOf(values: FormValues) {
  return { label: (values.label ?? '').trim(), date: values.date ? values.date.format('YYYY-MM-DD') : '' };
}

interface HolidayDialogProps {
  open: boolean;
  record: HolidayRecord | null;
  onSave(changes: { label: string; date: string }): Promise<void>;
  onClose(): void;
}

/** New or edit public holiday (002 section 5): label (trimmed) and date, both required. */
export function HolidayDialog({ open, record, onSave, onClose }: HolidayDialogProps) {
  const { t } = useTranslation('reference');
  const dialog = useFormDialog<FormValues>({
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => ({ label: record?.label ?? '', date: record?.date ? dayjs(record.date) : null }),
    save: (values) => onSave(changesOf(values)),
    onClose,
  });

  const rule = (field: 'label' | 'date') =>
    sharedRule(() => holidayErrors(changesOf(dialog.form.getFieldsValue(true) as FormValues))[field]);

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('holidays.editTitle') : t('holidays.newTitle')}
      width={500}
      formProps={{ name: 'holiday' }}
    >
      <Form.Item label={t('holidays.label')} name="label" rules={[rule('label')]} required>
        <Input />
      </Form.Item>
      <Form.Item label={t('holidays.date')} name="date" rules={[rule('date')]} required>
        <DatePicker />
      </Form.Item>
    </FormModal>
  );
}
