import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { biweekPalette } from '../../../../server/domain/reference-rules.ts';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import { cssColor } from '../../ui/colors';
import { useNotices } from '../../ui/notices';
import { RecordActions } from '../../ui/record/RecordActions';
import { RecordListPage } from '../../ui/record/RecordListPage';
import { useCursorList } from '../../ui/record/serverList';
import { useDialogParam, useListParams } from '../../ui/urlState';
import { ProvinceFilter, ProvinceTags } from '../schools/provinces';
import { BiweekDialog } from './BiweekDialog';
import { AdminTermsDocument } from './operations';
import { TermDialog } from './TermDialog';
import type { BiweekRecord, TermRecord } from './termData';
import { biweekInputs, useTermMutations } from './termData';

/** /admin/terms (002 sections 2, 4, 5): terms sorted by start, each expanding to its biweeks. */
export default function TermsPage() {
  const { t } = useTranslation('reference');
  const { message } = useNotices();
  const online = useOnline();
  const list = useListParams({ field: 'start', direction: 'ASC' });
  const province = list.params.get('province');
  const terms = useCursorList(
    AdminTermsDocument,
    { sort: list.sort, filter: province ? { provinces: { contains: province } } : null },
    (data) => data.listTerms,
  );
  const mutations = useTermMutations(terms.refetch);
  const termDialog = useDialogParam('term');
  const biweekDialog = useDialogParam('biweek');
  const editingTerm =
    termDialog.value && termDialog.value !== 'new'
      ? (terms.items.find((term) => term.id === termDialog.value) ?? null)
      : null;
  // ?biweek=<termId>:new or <termId>:<index>
  const [biweekTermId, biweekIndex] = (biweekDialog.value ?? '').split(':');
  const biweekTerm = terms.items.find((term) => term.id === biweekTermId) ?? null;
  const offlineReason = online ? undefined : t('common.offline');

  const fail = (error: unknown) => message.error(messageOf(error));
  const saveBiweeks = (term: TermRecord, biweeks: ReturnType<typeof biweekInputs>) =>
    mutations.update(term, { biweeks });

  const biweekTable = (term: TermRecord) => (
    <Table<BiweekRecord>
      rowKey={(_, index) => String(index)}
      size="small"
      pagination={false}
      dataSource={term.biweeks ?? []}
      locale={{ emptyText: t('biweeks.empty') }}
      columns={[
        { title: t('biweeks.label'), dataIndex: 'label' },
        { title: t('biweeks.start'), dataIndex: 'start' },
        { title: t('biweeks.end'), dataIndex: 'end' },
        {
          title: t('biweeks.color'),
          dataIndex: 'color',
          render: (color: string | null) => (
            <Space>
              <span
                aria-hidden
                style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: cssColor(color) }}
              />
              {color ? t(`palette.${color.replace(' darken-1', '') as 'red'}`, { defaultValue: color }) : ''}
            </Space>
          ),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, biweek, index) => (
            <RecordActions
              editLabel={t('biweeks.edit', { label: biweek.label ?? '' })}
              onEdit={() => biweekDialog.open(`${term.id}:${index}`)}
              remove={{
                label: t('biweeks.delete', { label: biweek.label ?? '' }),
                confirm: t('biweeks.deleteConfirm', { label: biweek.label ?? '' }),
                onConfirm: () =>
                  void saveBiweeks(
                    term,
                    biweekInputs(term.biweeks).filter((_, position) => position !== index),
                  ).catch(fail),
              }}
              disabledReason={offlineReason}
            />
          ),
        },
      ]}
    />
  );

  return (
    <RecordListPage<TermRecord>
      title={t('terms.title')}
      filter={<ProvinceFilter value={province} onChange={(value) => list.set({ province: value })} />}
      newLabel={t('terms.new')}
      onNew={() => termDialog.open('new')}
      disabledReason={offlineReason}
      list={terms}
      params={list}
      loadingText={t('terms.loading')}
      emptyText={t('terms.empty')}
      table={{ scroll: { x: 'max-content' }, expandable: { expandedRowRender: biweekTable } }}
      columns={[
        { title: t('terms.label'), dataIndex: 'label', sorter: true, sortOrder: list.sortOrderOf('label') },
        { title: t('terms.start'), dataIndex: 'start', sorter: true, sortOrder: list.sortOrderOf('start') },
        { title: t('terms.end'), dataIndex: 'end', sorter: true, sortOrder: list.sortOrderOf('end') },
        {
          title: t('terms.provinces'),
          dataIndex: 'provinces',
          render: (names: string[] | null) => <ProvinceTags names={names} />,
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, term) => {
            const full = (term.biweeks ?? []).length >= biweekPalette.length;
            return (
              <RecordActions
                editLabel={t('terms.edit', { label: term.label ?? '' })}
                onEdit={() => termDialog.open(term.id)}
                remove={{
                  label: t('terms.delete', { label: term.label ?? '' }),
                  confirm: t('terms.deleteConfirm', { label: term.label ?? '' }),
                  onConfirm: () => void mutations.remove(term).catch(fail),
                }}
                disabledReason={offlineReason}
              >
                <Tooltip title={offlineReason ?? (full ? t('biweeks.full') : undefined)}>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    disabled={!online || full}
                    onClick={() => biweekDialog.open(`${term.id}:new`)}
                  >
                    {t('biweeks.new')}
                  </Button>
                </Tooltip>
              </RecordActions>
            );
          },
        },
      ]}
    >
      <TermDialog
        open={termDialog.value === 'new' || editingTerm !== null}
        record={editingTerm}
        onSave={(changes) => (editingTerm ? mutations.update(editingTerm, changes) : mutations.create(changes))}
        onClose={termDialog.close}
      />
      <BiweekDialog
        term={biweekTerm}
        index={biweekIndex === undefined || biweekIndex === 'new' ? null : Number(biweekIndex)}
        onSave={saveBiweeks}
        onClose={biweekDialog.close}
      />
    </RecordListPage>
  );
}
