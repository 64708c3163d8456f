import { useTranslation } from 'react-i18next';
import { weekdays } from '../../../../server/domain/planning-rules.ts';
import { useClock, scheduleTimeText } from '../../core/i18n/clock';
import { messageOf } from '../../core/errors';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordTableCard } from '../../ui/record/RecordTableCard';
import { useDialogParam } from '../../ui/urlState';
import { ScheduleDialog } from './ScheduleDialog';
import type { ScheduleRecord } from './scheduleData';
import { useScheduleMutations, useSchedules } from './scheduleData';

/** The weekly schedule table (001 section 2): Monday to Friday in weekday order, with its new/edit dialog. */
export function ScheduleSection({ teacherprofileID }: { teacherprofileID: string }) {
  const { t } = useTranslation('planning');
  const { language } = useClock();
  const { message } = useNotices();
  const { schedules, loading } = useSchedules(teacherprofileID);
  const mutations = useScheduleMutations(teacherprofileID);
  const dialog = useDialogParam('schedule');
  const editing =
    dialog.value && dialog.value !== 'new' ? (schedules.find((row) => row.id === dialog.value) ?? null) : null;
  const takenDays = schedules.filter((row) => row.id !== editing?.id).map((row) => row.day ?? '');
  const allDaysUsed = schedules.length >= weekdays.length;
  const dayOf = (record: ScheduleRecord) => t(`weekdays.${record.day ?? ''}`, { defaultValue: record.day ?? '' });

  const remove = (record: ScheduleRecord) =>
    mutations.remove(record).catch((error: unknown) => message.error(messageOf(error)));

  return (
    <RecordTableCard<ScheduleRecord>
      title={t('schedule.title')}
      newLabel={t('schedule.new')}
      onNew={() => dialog.open('new')}
      newDisabledReason={allDaysUsed ? t('schedule.allDaysUsed') : undefined}
      rows={schedules}
      loading={loading}
      loadingText={t('schedule.loading')}
      emptyText={t('schedule.empty')}
      columns={[
        {
          title: t('schedule.day'),
          dataIndex: 'day',
          render: (day: string | null) => (day ? t(`weekdays.${day}`, { defaultValue: day }) : ''),
        },
        { title: t('schedule.periods'), dataIndex: 'periods' },
        { title: t('schedule.periodDuration'), dataIndex: 'periodDuration' },
        {
          title: t('schedule.breaks'),
          dataIndex: 'breakDurations',
          render: (breaks: number[] | null) => (breaks ?? []).join(', '),
        },
        {
          title: t('schedule.startTime'),
          dataIndex: 'startTime',
          render: (time: string | null) => scheduleTimeText(time, language),
        },
        {
          title: t('schedule.endTime'),
          dataIndex: 'endTime',
          render: (time: string | null) => scheduleTimeText(time, language),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, record) => (
            <RecordActions
              editLabel={t('schedule.editDay', { day: dayOf(record) })}
              onEdit={() => dialog.open(record.id)}
              remove={{
                label: t('schedule.deleteDay', { day: dayOf(record) }),
                confirm: t('schedule.deleteConfirm', { day: dayOf(record) }),
                onConfirm: () => void remove(record),
              }}
            />
          ),
        },
      ]}
    >
      <ScheduleDialog
        open={dialog.value !== null && (dialog.value === 'new' || editing !== null)}
        record={editing}
        takenDays={takenDays}
        onSave={(changes) => (editing ? mutations.update(editing, changes) : mutations.create(changes))}
        onClose={dialog.close}
      />
    </RecordTableCard>
  );
}
