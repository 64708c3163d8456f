import { useMutation, useQuery } from '@apollo/client';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../core/offline/useOnline';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useRecordWrites } from '../../ui/record/useRecordWrites';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { AnnouncementDialog } from './AnnouncementDialog';
import type { AnnouncementFormValues, AnnouncementRecord } from './announcementForm';
import { announcementInput } from './announcementForm';
import {
  AdminAnnouncementsDocument,
  AnnouncementDocument,
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  UpdateAnnouncementDocument,
} from './operations';

/** The title search: asked on Enter, kept in the address. */
function TitleSearch({ value, onChange }: { value: string; onChange(value: string | null): void }) {
  const { t } = useTranslation('announcements');
  return (
    <Input.Search
      // A new address value (Back, a link) shows in the box.
      key={value}
      allowClear
      defaultValue={value}
      aria-label={t('search')}
      placeholder={t('search')}
      onSearch={(typed) => onChange(typed.trim() ? typed.trim() : null)}
      style={{ maxWidth: 280 }}
    />
  );
}

/** /admin/announcements (002 sections 2, 5): announcements by title, paged, sorted and searched on the server. */
export default function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const online = useOnline();
  const list = useListParams({ field: 'createdAt', direction: 'DESC' });
  const search = list.params.get('q') ?? '';
  const announcements = useCursorList(
    AdminAnnouncementsDocument,
    { sort: list.sort, filter: search ? { title: { contains: search } } : null },
    (data) => data.listAnnouncements,
  );
  const [create] = useMutation(CreateAnnouncementDocument);
  const [update] = useMutation(UpdateAnnouncementDocument);
  const [remove] = useMutation(DeleteAnnouncementDocument);
  const dialog = useDialogParam('announcement');
  const editingId = dialog.value && dialog.value !== 'new' ? dialog.value : null;
  const listed = announcements.items.find((announcement) => announcement.id === editingId);
  // Read again on opening: teachers may have read it since the list was loaded (Read By, and its _version).
  const fetched = useQuery(AnnouncementDocument, {
    variables: { id: editingId ?? '' },
    skip: editingId === null,
    fetchPolicy: 'cache-and-network',
  });
  const editing = editingId ? (fetched.data?.getAnnouncement ?? listed ?? null) : null;
  const offlineReason = online ? undefined : t('offline');

  const writes = useRecordWrites<ReturnType<typeof announcementInput>>({
    editing,
    create: (input) => create({ variables: { input } }),
    update: (input) => update({ variables: { input } }),
    remove: (input) => remove({ variables: { input } }),
    refetch: () => announcements.refetch(),
    savedText: t('saved'),
    deletedText: t('deleted'),
  });
  const save = (values: AnnouncementFormValues) => writes.save(announcementInput(values));

  return (
    <RecordListPage<AnnouncementRecord>
      title={t('title')}
      filter={<TitleSearch value={search} onChange={(value) => list.set({ q: value })} />}
      newLabel={t('new')}
      onNew={() => dialog.open('new')}
      disabledReason={offlineReason}
      list={announcements}
      params={list}
      loadingText={t('loading')}
      emptyText={t('empty')}
      columns={[
        {
          title: t('fields.title'),
          dataIndex: 'title',
          sorter: true,
          sortOrder: list.sortOrderOf('title'),
          ellipsis: true,
        },
        {
          title: t('actions'),
          key: 'actions',
          width: 120,
          render: (_, announcement) => (
            <RecordActions
              editLabel={t('edit', { title: announcement.title ?? '' })}
              onEdit={() => dialog.open(announcement.id)}
              remove={{
                label: t('delete', { title: announcement.title ?? '' }),
                confirm: t('deleteConfirm', { title: announcement.title ?? '' }),
                onConfirm: () => void writes.remove(announcement),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <AnnouncementDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        online={online}
        onSave={save}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
