import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { termErrors, type TermValues } from '../../../../server/domain/reference-rules.ts';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { ProvincesSelect } from '../schools/provinces';
import type { TermChanges, TermRecord } from './termData';

interface FormValues {
  label: string;
  start: Dayjs | null;
  end: Dayjs | null;
  provinces: string[];
}

function changesOf(values: FormValues): TermChanges {
  return {
    label: (values.label ?? '').trim(),
    start: values.start ? values.start.format('YYYY-MM-DD') : '',
    end: values.end ? values.end.format('YYYY-MM-DD') : '',
    provinces: values.provinces ?? [],
  };
}

interface TermDialogProps {
  open: boolean;
  record: TermRecord | null;
  onSave(changes: TermChanges): Promise<void>;
  onClose(): void;
}

/** New Term / Edit Term (002 sections 2, 5): label, start and end dates, provinces. */
export function TermDialog({ open, record, onSave, onClose }: TermDialogProps) {
  const { t } = useTranslation('reference');
  const dialog = useFormDialog<FormValues>({
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => ({
      label: record?.label ?? '',
      start: record ? dayjs(record.start) : null,
      end: record ? dayjs(record.end) : null,
      provinces: record?.provinces ?? [],
    }),
    save: (values) => onSave(changesOf(values)),
    onClose,
    // The biweeks are edited in their own dialog: their messages are not this form's fields.
    fieldOf: (name) => (name.startsWith('biweeks') ? null : name),
  });

  const rule = (field: keyof TermValues) =>
    sharedRule(() => termErrors(changesOf(dialog.form.getFieldsValue(true) as FormValues))[field]);

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('terms.editTitle') : t('terms.newTitle')}
      width={600}
      formProps={{ name: 'term' }}
    >
      <Form.Item label={t('terms.label')} name="label" rules={[rule('label')]} required>
        <Input />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item label={t('terms.start')} name="start" rules={[rule('start')]} required>
          <DatePicker />
        </Form.Item>
        <Form.Item label={t('terms.end')} name="end" rules={[rule('end')]} dependencies={['start']} required>
          <DatePicker />
        </Form.Item>
      </div>
      <Form.Item label={t('terms.provinces')} name="provinces" rules={[rule('provinces')]}>
        <ProvincesSelect />
      </Form.Item>
    </FormModal>
  );
}
