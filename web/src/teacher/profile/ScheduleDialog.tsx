import { Form, Input, InputNumber, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../core/i18n/clock';
import { scheduleErrors, weekdays, type ScheduleValues } from '../../../../server/domain/planning-rules.ts';
import { FormModal } from '../../ui/record/FormModal';
import { sharedRule } from '../../ui/record/sharedRule';
import { useFormDialog } from '../../ui/record/useFormDialog';
import type { ScheduleChanges, ScheduleRecord } from './scheduleData';
import { storedTimeOf, timeValue } from './times';

interface FormValues {
  day: string | null;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
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
  const clock = useClock();
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
  const startTime = Form.useWatch('startTime', form);

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
        <Form.Item label={t('schedule.startTime')} name="startTime" rules={[rule('startTime')]} required>
          <TimePicker use12Hours={clock.use12Hours} format={clock.time} minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item
          label={t('schedule.endTime')}
          name="endTime"
          rules={[rule('endTime')]}
          dependencies={['startTime']}
          required
        >
          <TimePicker
            use12Hours={clock.use12Hours}
            format={clock.time}
            minuteStep={5}
            needConfirm={false}
            disabledTime={() => ({
              disabledHours: () => (startTime ? Array.from({ length: startTime.hour() }, (_, hour) => hour) : []),
              disabledMinutes: (hour) =>
                startTime && hour === startTime.hour()
                  ? Array.from({ length: startTime.minute() }, (_, minute) => minute)
                  : [],
            })}
          />
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
