import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { scheduleErrors, weekdays, type ScheduleValues } from '../../../../server/domain/planning-rules.ts';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import { TimeField, timeFieldRule, type TimeFieldValue } from '../../ui/time/TimeField';
import type { ScheduleChanges, ScheduleRecord } from './scheduleData';
import { storedTimeOf, timeValue } from './times';

interface FormValues {
  day: string | null;
  startTime: TimeFieldValue;
  endTime: TimeFieldValue;
  periods: number | null;
  periodDuration: number | null;
  breaks: string;
}

interface ScheduleDialogProps {
  open: boolean;
  /** The day being edited; null for a new one. */
  record: ScheduleRecord | null;
  /** Days of the teacher's other schedule rows. */
  takenDays: readonly string[];
  onSave(changes: ScheduleChanges): Promise<void>;
  onClose(): void;
}

/** '15, 30 20' → [15, 30, 20]; anything that is not a whole number is kept as NaN for the rule to refuse. */
function parseBreaks(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

function initialValues(record: ScheduleRecord | null): FormValues {
  return {
    day: record?.day ?? null,
    startTime: timeValue(record?.startTime),
    endTime: timeValue(record?.endTime),
    periods: record?.periods ?? null,
    periodDuration: record?.periodDuration ?? null,
    breaks: (record?.breakDurations ?? []).join(', '),
  };
}

function changesOf(values: FormValues): ScheduleChanges {
  return {
    day: values.day ?? '',
    startTime: storedTimeOf(values.startTime),
    endTime: storedTimeOf(values.endTime),
    periods: values.periods ?? null,
    periodDuration: values.periodDuration ?? null,
    breakDurations: parseBreaks(values.breaks ?? ''),
  };
}

/** New or edit schedule day (001 section 5): the spec's rules, from the same module the server checks with. */
export function ScheduleDialog({ open, record, takenDays, onSave, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation('planning');
  const dialog = useFormDialog<FormValues>({
    open,
    recordKey: record?.id ?? null,
    valuesOnOpen: () => initialValues(record),
    save: (values) => onSave(changesOf(values)),
    onClose,
    // The breaks are typed as one text: the server's message on breakDurations belongs there.
    fieldOf: (name) => (name === 'breakDurations' ? 'breaks' : name),
  });
  const { form } = dialog;

  const rule = (field: keyof ScheduleValues) =>
    sharedRule(() => scheduleErrors(changesOf(form.getFieldsValue(true) as FormValues), takenDays)[field]);

  return (
    <FormModal<FormValues>
      {...dialog}
      title={record ? t('schedule.editTitle') : t('schedule.newTitle')}
      width={500}
      formProps={{ name: 'teacherSchedule', initialValues: initialValues(record) }}
    >
      <Form.Item label={t('schedule.day')} name="day" rules={[rule('day')]} required>
        <Select
          placeholder={t('profile.choose')}
          options={weekdays.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          label={t('schedule.startTime')}
          name="startTime"
          rules={[timeFieldRule, rule('startTime')]}
          validateFirst
          required
        >
          <TimeField />
        </Form.Item>
        <Form.Item
          label={t('schedule.endTime')}
          name="endTime"
          rules={[timeFieldRule, rule('endTime')]}
          validateFirst
          dependencies={['startTime']}
          required
        >
          <TimeField />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item label={t('schedule.periods')} name="periods" rules={[rule('periods')]}>
          <InputNumber min={0} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('schedule.periodDuration')} name="periodDuration" rules={[rule('periodDuration')]}>
          <InputNumber min={0} precision={0} style={{ width: 180 }} suffix={t('schedule.minutes')} />
        </Form.Item>
      </div>
      <Form.Item
        label={t('schedule.breaks')}
        name="breaks"
        rules={[rule('breakDurations')]}
        extra={t('schedule.breaksHint')}
      >
        <Input inputMode="numeric" />
      </Form.Item>
    </FormModal>
  );
}
