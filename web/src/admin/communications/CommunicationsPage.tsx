import { useMutation, useQuery } from '@apollo/client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  channelsListedOn,
  communicationChannels,
  newCommunicationSubject,
} from '../../../../server/domain/communication-rules.ts';
import { useChannelLabel } from '../../communications/channelLabel';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useRecordWrites } from '../../ui/record/useRecordWrites';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { formatPublishTime } from '../products/catalogue/format';
import { FilterSelect } from '../../ui/select/FilterSelect';
import { CommunicationDialog } from './CommunicationDialog';
import type { CommunicationFormValues, CommunicationRecord } from './communicationForm';
import { communicationInput } from './communicationForm';
import {
  AdminCommunicationsDocument,
  CommunicationDocument,
  CreateCommunicationDocument,
  DeleteCommunicationDocument,
  UpdateCommunicationDocument,
} from './operations';
import './communications.css';

const allChannels = 'everything';

/** The channel in the address (/admin/communications/{channel}); anything unknown lists every communication. */
function useChannel(): string | null {
  const { channel } = useParams();
  return channel && (communicationChannels as readonly string[]).includes(channel) ? channel : null;
}

/**
 * /admin/communications/{channel} (002 sections 2, 4): communications by publish date, newest first, paged, sorted
 * and filtered by channel on the server. New saves the placeholder and opens it; the dialog is in the address.
 */
export default function CommunicationsPage() {
  const { t } = useTranslation('communications');
  const { message } = useNotices();
  const online = useOnline();
  const navigate = useNavigate();
  const channel = useChannel();
  const channelLabel = useChannelLabel();
  const list = useListParams({ field: 'publishDate', direction: 'DESC' });
  const communications = useCursorList(
    AdminCommunicationsDocument,
    {
      sort: list.sort,
      filter: channel ? { or: channelsListedOn(channel).map((one) => ({ sendTo: { contains: one } })) } : null,
    },
    (data) => data.listCommunications,
  );
  const [create, creating] = useMutation(CreateCommunicationDocument);
  const [update] = useMutation(UpdateCommunicationDocument);
  const [remove] = useMutation(DeleteCommunicationDocument);
  const dialog = useDialogParam('communication');
  const editingId = dialog.value && dialog.value !== 'new' ? dialog.value : null;
  const listed = communications.items.find((communication) => communication.id === editingId);
  // A link to a communication on another page (or a reload) reads it by id.
  const fetched = useQuery(CommunicationDocument, {
    variables: { id: editingId ?? '' },
    skip: editingId === null || listed !== undefined,
  });
  const editing = editingId ? (listed ?? fetched.data?.getCommunication ?? null) : null;
  const offlineReason = online ? undefined : t('admin.offline');

  const startNew = async () => {
    try {
      const result = await create({
        variables: { input: { subject: newCommunicationSubject, publishDate: new Date().toISOString() } },
      });
      await communications.refetch();
      const id = result.data?.createCommunication.id;
      if (id) dialog.open(id);
    } catch (error) {
      message.error(messageOf(error));
    }
  };

  const writes = useRecordWrites<ReturnType<typeof communicationInput>>({
    editing,
    create: (input) => create({ variables: { input } }),
    update: (input) => update({ variables: { input } }),
    remove: (input) => remove({ variables: { input } }),
    refetch: () => communications.refetch(),
    savedText: t('admin.sent'),
    deletedText: t('admin.deleted'),
  });
  const save = (values: CommunicationFormValues) => writes.save(communicationInput(values));

  const channelFilter = (
    <FilterSelect
      aria-label={t('admin.channelFilter')}
      value={channel ?? allChannels}
      style={{ minWidth: 200 }}
      onChange={(value: string) =>
        void navigate(value === allChannels ? '/admin/communications' : `/admin/communications/${value}`)
      }
      options={[
        { value: allChannels, label: t('admin.allChannels') },
        ...communicationChannels.map((one) => ({ value: one, label: channelLabel(one) })),
      ]}
    />
  );

  return (
    <RecordListPage<CommunicationRecord>
      title={t('admin.title')}
      filter={channelFilter}
      newLabel={t('admin.new')}
      onNew={() => void startNew()}
      disabledReason={offlineReason ?? (creating.loading ? t('admin.creating') : undefined)}
      list={communications}
      params={list}
      loadingText={t('admin.loading')}
      emptyText={t('admin.empty')}
      table={{ scroll: { x: 'max-content' } }}
      columns={[
        {
          title: t('fields.publishDate'),
          dataIndex: 'publishDate',
          sorter: true,
          sortOrder: list.sortOrderOf('publishDate'),
          render: (value: string | null) => formatPublishTime(value),
        },
        {
          title: t('fields.subject'),
          dataIndex: 'subject',
          sorter: true,
          sortOrder: list.sortOrderOf('subject'),
        },
        {
          title: t('fields.sendTo'),
          dataIndex: 'sendTo',
          render: (sendTo: string[] | null) =>
            (sendTo ?? []).map((one) => (
              <Tag key={one} className="communication-channel">
                {channelLabel(one)}
              </Tag>
            )),
        },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_, communication) => (
            <RecordActions
              editLabel={t('admin.edit', { subject: communication.subject ?? '' })}
              onEdit={() => dialog.open(communication.id)}
              remove={{
                label: t('admin.delete', { subject: communication.subject ?? '' }),
                confirm: t('admin.deleteConfirm', { subject: communication.subject ?? '' }),
                onConfirm: () => void writes.remove(communication),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    >
      <CommunicationDialog
        open={dialog.value === 'new' || editing !== null}
        record={editing}
        online={online}
        onSave={save}
        onClose={dialog.close}
      />
    </RecordListPage>
  );
}
