import { useMutation } from '@apollo/client';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import type { HolidayRecord } from './HolidayDialog';
import { HolidayDialog } from './HolidayDialog';
import {
  AdminHolidaysDocument,
  CreateHolidayDocument,
  DeleteHolidayDocument,
  UpdateHolidayDocument,
} from './operations';

/** /admin/holidays (002 sections 2, 5, 9): public holidays, sorted by label descending by default. */
export default function HolidaysPage() {
  const { t } = useTranslation('reference');
  const { message } = useNotices();
  const online = useOnline();
  const list = useListParams({ field: 'label', direction: 'DESC' });
  const year = list.params.get('year');
  const holidays = useCursorList(
    AdminHolidaysDocument,
    { sort: list.sort, filter: year ? { date: { between: [`${year}-01-01`, `${year}-12-31`] } } : null },
    (data) => data.listHolidays,
  );
  const [create] = useMutation(CreateHolidayDocument);
  const [update] = useMutation(UpdateHolidayDocument);
  const [remove] = useMutation(DeleteHolidayDocument);
  const dialog = useDialogParam('holiday');
  const editing =
    dialog.value && dialog.value !== 'new'
      ? (holidays.items.find((holiday) => holiday.id === dialog.value) ?? null)
      : null;
  const offlineReason = online ? undefined : t('common.offline');

  const save = async (changes: { label: string; date: string }) => {
    if (editing) await update({ variables: { input: { id: editing.id, _version: editing._version, ...changes } } });
    else {
      await create({ variables: { input: changes } });
      await holidays.refetch();
    }
  };

  const removeHoliday = async (holiday: HolidayRecord) => {
    try {
      await remove({ variables: { input: { id: holiday.id, _version: holiday._version } } });
      await holidays.refetch();
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  return (
    <RecordListPage<HolidayRecord>
      title={t('holidays.title')}
      filter={
        <DatePicker
          picker="year"
          aria-label={t('holidays.yearFilter')}
          placeholder={t('holidays.yearFilter')}
          value={year ? dayjs(`${year}-01-01`) : null}
          onChange={(value) => list.set({ year: value ? String(value.year()) : null })}
        />
      }
      newLabel={t('holidays.new')}
      onNew={() => dialog.open('new')}
      disabledReason={offlineReason}
      list={holidays}
      params={list}
      loadingText={t('holidays.loading')}
      emptyText={t('holidays.empty')}
      columns={[
        { title: t('holidays.label'), dataIndex: 'label', sorter: true, sortOrder: list.sortOrderOf('label') },
        { title: t('holidays.date'), dataIndex: 'date', sorter: true, sortOrder: list.sortOrderOf('date') },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, holiday) => (
            <RecordActions
              editLabel={t('holidays.edit', { label: holiday.label ?? '' })}
              onEdit={() => dialog.open(holiday.id)}
              remove={{
                label: t('holidays.delete', { label: holiday.label ?? '' }),
                confirm: t('holidays.deleteConfirm', { label: holiday.label ?? '' }),
                onConfirm: () => void removeHoliday(holiday),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <HolidayDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        onSave={save}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
