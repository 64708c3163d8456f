import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityErrors,
  activityTypes,
  localMoment,
  maxRepeatWeeks,
  repeatWeeksError,
  scheduleWarning,
  type ActivityValues,
} from '../../../../server/domain/planning-rules.ts';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { ScheduleRecord } from '../profile/scheduleData';
import { limitRule } from '../../ui/record/limitRule';
import { useSubmittable } from '../../ui/record/useSubmittable';
import { DateTimeField, dateTimeFieldRule } from '../../ui/time/DateTimeField';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { ActivityChanges } from './activityData';
import { ColorChoice } from './ColorChoice';
import type { ActivityRecord } from './calendarModel';
import { activityColorChoices, printPageOf } from './calendarModel';
import { useLinkableTemplates } from './useLinkableTemplates';

export type SeriesScope = 'one' | 'all';

interface FormValues {
  label: string;
  type: string | null;
  color: string;
  start: Dayjs | null;
  end: Dayjs | null;
  teachersubjecttemplateID: string | null;
  teacherassessmenttemplateID: string | null;
  repeat: boolean;
  repeatWeeks: number | null;
  scope: SeriesScope;
}

interface ActivityDialogProps {
  open: boolean;
  teacherprofileID: string;
  /** The activity being edited; null for a new one, which starts at `defaults`. */
  record: ActivityRecord | null;
  defaults: { start: Date; end: Date };
  schedules: readonly ScheduleRecord[];
  onSave(changes: ActivityChanges, options: { weeks: number; scope: SeriesScope }): Promise<void>;
  onDelete(scope: SeriesScope): Promise<void>;
  onClose(): void;
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function initialValues(record: ActivityRecord | null, defaults: { start: Date; end: Date }): FormValues {
  return {
    label: record?.label ?? '',
    type: record?.type ?? null,
    color: record?.color ?? activityColorChoices[0],
    start: dayjs(record?.startDateTime ?? defaults.start),
    end: dayjs(record?.endDateTime ?? defaults.end),
    teachersubjecttemplateID: record?.teachersubjecttemplateID ?? null,
    teacherassessmenttemplateID: record?.teacherassessmenttemplateID ?? null,
    repeat: false,
    repeatWeeks: 4,
    scope: 'one',
  };
}

function changesOf(values: FormValues): ActivityChanges {
  return {
    label: (values.label ?? '').trim(),
    type: values.type ?? null,
    color: values.color,
    startDateTime: values.start?.isValid() ? values.start.toISOString() : '',
    endDateTime: values.end?.isValid() ? values.end.toISOString() : '',
    teachersubjecttemplateID: values.type === 'Lesson' ? (values.teachersubjecttemplateID ?? null) : null,
    teacherassessmenttemplateID: values.type === 'Assessment' ? (values.teacherassessmenttemplateID ?? null) : null,
  };
}

/** New or edit calendar activity (001 sections 4, 5): the spec's rules, a weekly repeat, the outside-hours warning. */
export function ActivityDialog({
  open,
  teacherprofileID,
  record,
  defaults,
  schedules,
  onSave,
  onDelete,
  onClose,
}: ActivityDialogProps) {
  const { t } = useTranslation('planning');
  const [form] = Form.useForm<FormValues>();
  const submittable = useSubmittable(form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const templates = useLinkableTemplates(teacherprofileID, open);
  const type = Form.useWatch('type', form);
  const repeat = Form.useWatch('repeat', form);
  const scope = Form.useWatch('scope', form) ?? 'one';
  const start = Form.useWatch('start', form);
  const end = Form.useWatch('end', form);
  const inSeries = Boolean(record?.repeatID);

  // Filled when the dialog opens (or moves to another activity); later changes to the record do not undo edits.
  const recordId = record?.id ?? null;
  const [filledFor, setFilledFor] = useState({ open, recordId });
  if (filledFor.open !== open || filledFor.recordId !== recordId) {
    setFilledFor({ open, recordId });
    if (open) setError(null);
  }
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(initialValues(record, defaults));
  });
  useEffect(() => {
    if (open) fill();
  }, [open, recordId]);

  const warning = useMemo(() => {
    if (!start?.isValid() || !end?.isValid()) return null;
    const found = scheduleWarning(
      localMoment(start.toISOString(), timeZone),
      localMoment(end.toISOString(), timeZone),
      schedules,
    );
    return found
      ? t('activity.outsideHours', { day: t(`weekdays.${found.day as 'Monday'}`, { defaultValue: found.day }) })
      : null;
  }, [start, end, schedules, t]);

  const rule = (field: keyof ActivityValues) => ({
    validator: async () => {
      const message = activityErrors(changesOf(form.getFieldsValue(true) as FormValues))[field];
      if (message) throw new Error(translateServerMessage(message));
    },
  });

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
      onClose();
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      const named = { startDateTime: 'start', endDateTime: 'end' } as Record<string, keyof FormValues>;
      if (fieldErrors.length > 0)
        form.setFields(
          fieldErrors.map(({ name, errors }) => ({ name: named[name] ?? (name as keyof FormValues), errors })),
        );
      else setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    await run(() =>
      onSave(changesOf(values), {
        weeks: !record && values.repeat ? (values.repeatWeeks ?? 0) : 0,
        scope: values.scope,
      }),
    );
  };

  const printPage = record ? printPageOf(record) : null;

  const footer = (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        {record && (
          <Popconfirm
            title={
              scope === 'all' ? t('activity.deleteSeriesConfirm') : t('activity.deleteConfirm', { label: record.label })
            }
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => void run(() => onDelete(scope))}
          >
            <Button danger icon={<DeleteOutlined />} disabled={busy}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        )}
        {printPage && (
          <Button icon={<PrinterOutlined />} href={printPage} target="_blank" rel="noopener">
            {t('activity.openPrintPage')}
          </Button>
        )}
      </Space>
      <Space>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={!submittable} loading={busy} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      </Space>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={record ? t('activity.editTitle') : t('activity.newTitle')}
      width={600}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <Form<FormValues> name="teacherActivity" form={form} layout="vertical">
        <Form.Item label={t('activity.label')} name="label" rules={[rule('label'), limitRule('label')]} required>
          <Input />
        </Form.Item>
        <Form.Item label={t('activity.type')} name="type">
          <FilterSelect
            allowClear
            placeholder={t('profile.choose')}
            options={activityTypes.map((value) => ({ value, label: t(`activityTypes.${value}`) }))}
          />
        </Form.Item>
        {type === 'Lesson' && (
          <Form.Item label={t('activity.lesson')} name="teachersubjecttemplateID" extra={t('activity.linkHint')}>
            <FilterSelect allowClear placeholder={t('profile.choose')} options={templates.lessons} />
          </Form.Item>
        )}
        {type === 'Assessment' && (
          <Form.Item label={t('activity.assessment')} name="teacherassessmenttemplateID" extra={t('activity.linkHint')}>
            <FilterSelect allowClear placeholder={t('profile.choose')} options={templates.assessments} />
          </Form.Item>
        )}
        <Form.Item label={t('activity.color')} name="color" rules={[rule('color')]} required>
          <ColorChoice choices={activityColorChoices} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item
            label={t('activity.start')}
            name="start"
            rules={[dateTimeFieldRule, rule('startDateTime')]}
            validateFirst
            required
          >
            <DateTimeField timeLabel={t('activity.startTime')} />
          </Form.Item>
          <Form.Item
            label={t('activity.end')}
            name="end"
            rules={[dateTimeFieldRule, rule('endDateTime')]}
            validateFirst
            dependencies={['start']}
            required
          >
            <DateTimeField timeLabel={t('activity.endTime')} />
          </Form.Item>
        </div>
        {warning && (
          <Alert
            type="warning"
            showIcon
            title={warning}
            style={{ marginBottom: 16 }}
            data-testid="outside-hours-warning"
          />
        )}
        {!record && (
          <Space align="start" wrap>
            <Form.Item name="repeat" valuePropName="checked">
              <Checkbox>{t('activity.repeatWeekly')}</Checkbox>
            </Form.Item>
            {repeat && (
              <Form.Item
                label={t('activity.repeatWeeks')}
                name="repeatWeeks"
                required
                rules={[
                  {
                    validator: async (_, value: number | null) => {
                      const message = repeatWeeksError(value);
                      if (message) throw new Error(translateServerMessage(message));
                    },
                  },
                ]}
              >
                <InputNumber min={0} max={maxRepeatWeeks} precision={0} style={{ width: 120 }} />
              </Form.Item>
            )}
          </Space>
        )}
        {inSeries && (
          <Form.Item label={t('activity.seriesScope')} name="scope">
            <Radio.Group
              options={[
                { value: 'one', label: t('activity.scopeOne') },
                { value: 'all', label: t('activity.scopeAll') },
              ]}
            />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
