import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, Button, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../ui/notices';
import { cognitiveLevelsTotalOff, taxonomySummary } from '../../../../server/domain/template-rules.ts';
import { messageOf } from '../../core/errors';
import { useOnline } from '../../core/offline/useOnline';
import type { TaxonomyFieldsFragment } from '../../gql/graphql';
import { useListParams } from '../../templates/useListParams';
import {
  CreateTaxonomyDocument,
  DeleteTaxonomyDocument,
  TaxonomiesDocument,
  UpdateTaxonomyDocument,
} from './operations';
import { CognitiveLevelDialog, TaxonomyNameDialog, type LevelValues } from './TaxonomyDialogs';

type Taxonomy = TaxonomyFieldsFragment;
type Level = { label: string | null; percentage: number | null };

/** A warning (not an error: levels are saved one by one) while a taxonomy's levels do not add up to 100 %. */
function LevelsTotalWarning({ levels }: { levels: readonly Level[] }) {
  const { t } = useTranslation('templates');
  const total = cognitiveLevelsTotalOff(levels);
  if (total === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      title={t('taxonomies.totalWarning', { total })}
      data-testid="levels-total"
    />
  );
}

/** /admin/taxonomies: names and cognitive levels, each change saved at once (002 Taxonomies screen). */
export default function TaxonomiesPage() {
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const online = useOnline();
  const params = useListParams();
  const { data, loading } = useQuery(TaxonomiesDocument);
  // The cache puts a created taxonomy into the list and takes a deleted one out (core/sync/placeRecord.ts).
  const [create] = useMutation(CreateTaxonomyDocument);
  const [update] = useMutation(UpdateTaxonomyDocument);
  const [remove] = useMutation(DeleteTaxonomyDocument);
  const [saving, setSaving] = useState(false);
  const items = (data?.listTaxonomies.items ?? []).filter((item) => !item._deleted);
  const offline = online ? null : t('messages.adminOffline');
  const current = items.find((item) => item.id === params.id) ?? null;
  const levelIndex = Number(params.value('level') ?? '-1');

  const act = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
      params.close();
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const levelsOf = (taxonomy: Taxonomy): Level[] =>
    (taxonomy.cognitiveLevels ?? []).map((level) => ({ label: level.label, percentage: level.percentage }));
  const saveLevels = (taxonomy: Taxonomy, levels: Level[]) =>
    update({ variables: { input: { id: taxonomy.id, _version: taxonomy._version, cognitiveLevels: levels } } });
  const saveLevel = (values: LevelValues) =>
    current &&
    act(() => {
      const levels = levelsOf(current);
      const level = { label: values.label.trim(), percentage: values.percentage };
      if (levelIndex >= 0 && levelIndex < levels.length) levels[levelIndex] = level;
      else levels.push(level);
      return saveLevels(current, levels);
    });

  const levelTable = (taxonomy: Taxonomy) => (
    <>
      <LevelsTotalWarning levels={levelsOf(taxonomy)} />
      <Table<Level & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={levelsOf(taxonomy).map((level, index) => ({ ...level, index }))}
        columns={[
          { key: 'label', dataIndex: 'label', title: t('fields.label') },
          { key: 'percentage', title: t('fields.percentage'), render: (_, level) => `${level.percentage ?? 0} %` },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_, level) => (
              <Space size={2}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`${t('actions.edit')} ${level.label}`}
                  disabled={Boolean(offline)}
                  onClick={() => params.open('level', taxonomy.id, { level: String(level.index) })}
                />
                <Popconfirm
                  title={t('taxonomies.deleteLevelConfirm')}
                  okText={t('actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('actions.cancel')}
                  disabled={Boolean(offline)}
                  onConfirm={() =>
                    void act(() =>
                      saveLevels(
                        taxonomy,
                        levelsOf(taxonomy).filter((_, index) => index !== level.index),
                      ),
                    )
                  }
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('actions.delete')} ${level.label}`}
                    disabled={Boolean(offline)}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );

  return (
    <section className="page-section" data-testid="taxonomies-page">
      <Typography.Title level={2}>{t('taxonomies.title')}</Typography.Title>
      <div className="template-toolbar" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={Boolean(offline)}
          title={offline ?? undefined}
          onClick={() => params.open('new')}
        >
          {t('taxonomies.new')}
        </Button>
      </div>
      <Table<Taxonomy>
        rowKey="id"
        loading={loading && !data}
        dataSource={items}
        locale={{ emptyText: loading && !data ? t('taxonomies.loading') : t('taxonomies.empty') }}
        expandable={{ expandedRowRender: levelTable }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        columns={[
          {
            key: 'name',
            dataIndex: 'name',
            title: t('fields.name'),
            sorter: (a, b) => (a.name ?? '').localeCompare(b.name ?? ''),
          },
          {
            key: 'levels',
            title: t('taxonomies.levels'),
            render: (_, taxonomy) => taxonomySummary(taxonomy.cognitiveLevels, t('taxonomies.total')),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_, taxonomy) => (
              <Space size={2}>
                <Tooltip title={offline ?? t('taxonomies.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${t('taxonomies.edit')} ${taxonomy.name}`}
                    disabled={Boolean(offline)}
                    onClick={() => params.open('edit', taxonomy.id)}
                  />
                </Tooltip>
                <Tooltip title={offline ?? t('taxonomies.addLevel')}>
                  <Button
                    type="text"
                    icon={<PlusOutlined />}
                    aria-label={`${t('taxonomies.addLevel')} ${taxonomy.name}`}
                    disabled={Boolean(offline)}
                    onClick={() => params.open('level', taxonomy.id)}
                  />
                </Tooltip>
                <Popconfirm
                  title={t('taxonomies.deleteConfirm')}
                  okText={t('actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('actions.cancel')}
                  disabled={Boolean(offline)}
                  onConfirm={() =>
                    void act(() => remove({ variables: { input: { id: taxonomy.id, _version: taxonomy._version } } }))
                  }
                >
                  <Tooltip title={offline ?? t('actions.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('actions.delete')} ${taxonomy.name}`}
                      disabled={Boolean(offline)}
                    />
                  </Tooltip>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {params.dialog === 'new' && (
        <TaxonomyNameDialog
          title={t('taxonomies.new')}
          initial={{ name: '' }}
          saving={saving}
          disabled={Boolean(offline)}
          onCancel={params.close}
          onSave={(values) =>
            void act(() => create({ variables: { input: { name: values.name.trim(), cognitiveLevels: [] } } }))
          }
        />
      )}
      {params.dialog === 'edit' && current && (
        <TaxonomyNameDialog
          title={t('taxonomies.edit')}
          initial={{ name: current.name ?? '' }}
          saving={saving}
          disabled={Boolean(offline)}
          onCancel={params.close}
          onSave={(values) =>
            void act(() =>
              update({
                variables: { input: { id: current.id, _version: current._version, name: values.name.trim() } },
              }),
            )
          }
        />
      )}
      {params.dialog === 'level' && current && (
        <CognitiveLevelDialog
          title={levelIndex < 0 ? t('taxonomies.addLevel') : t('taxonomies.editLevel')}
          initial={{
            label: levelsOf(current)[levelIndex]?.label ?? '',
            percentage: levelsOf(current)[levelIndex]?.percentage ?? null,
          }}
          otherLevels={levelsOf(current).filter((_, index) => index !== levelIndex)}
          saving={saving}
          disabled={Boolean(offline)}
          onCancel={params.close}
          onSave={(values) => void saveLevel(values)}
        />
      )}
    </section>
  );
}
