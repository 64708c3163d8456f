import { Checkbox, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { fileUrl } from '../../ui/upload';
import { AdminSchoolsDocument } from './operations';
import { ProvinceFilter, ProvinceTags } from './provinces';
import { SchoolDialog } from './SchoolDialog';
import type { SchoolRecord } from './schoolData';
import { useSchoolMutations } from './schoolData';

/** /admin/schools (002 sections 2, 5): schools sorted by name (descending by default), with their provinces. */
export default function SchoolsPage() {
  const { t } = useTranslation('reference');
  const { message } = useNotices();
  const online = useOnline();
  const list = useListParams({ field: 'name', direction: 'DESC' });
  const province = list.params.get('province');
  const schools = useCursorList(
    AdminSchoolsDocument,
    { sort: list.sort, filter: province ? { provinces: { contains: province } } : null },
    (data) => data.listSchools,
  );
  const mutations = useSchoolMutations(schools.refetch);
  const dialog = useDialogParam('school');
  const editing =
    dialog.value && dialog.value !== 'new'
      ? (schools.items.find((school) => school.id === dialog.value) ?? null)
      : null;
  const offlineReason = online ? undefined : t('common.offline');

  return (
    <RecordListPage<SchoolRecord>
      title={t('schools.title')}
      filter={<ProvinceFilter value={province} onChange={(value) => list.set({ province: value })} />}
      newLabel={t('schools.new')}
      onNew={() => dialog.open('new')}
      disabledReason={offlineReason}
      list={schools}
      params={list}
      loadingText={t('schools.loading')}
      emptyText={t('schools.empty')}
      table={{ scroll: { x: 'max-content' } }}
      columns={[
        {
          title: t('schools.name'),
          dataIndex: 'name',
          sorter: true,
          sortOrder: list.sortOrderOf('name'),
          render: (name: string, school) => (
            <Space>
              {school.schoolImgKey && (
                <img
                  src={fileUrl(school.schoolImgKey)}
                  alt=""
                  style={{ height: 24, maxWidth: 48, objectFit: 'contain' }}
                />
              )}
              {name}
            </Space>
          ),
        },
        {
          title: t('schools.provinces'),
          dataIndex: 'provinces',
          render: (names: string[] | null) => <ProvinceTags names={names} />,
        },
        {
          title: t('schools.generic'),
          dataIndex: 'isGeneric',
          sorter: true,
          sortOrder: list.sortOrderOf('isGeneric'),
          render: (generic: boolean | null, school) => (
            <Checkbox checked={Boolean(generic)} disabled aria-label={t('schools.genericOf', { name: school.name })} />
          ),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, school) => (
            <RecordActions
              editLabel={t('schools.edit', { name: school.name })}
              onEdit={() => dialog.open(school.id)}
              remove={{
                label: t('schools.delete', { name: school.name }),
                confirm: t('schools.deleteConfirm'),
                onConfirm: () =>
                  void mutations.remove(school).catch((error: unknown) => message.error(messageOf(error))),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <SchoolDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        onSave={(id, changes) => (editing ? mutations.update(editing, changes) : mutations.create(id, changes))}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
