import { Alert, Input, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '../../../server/domain/search.ts';

interface TemplatePickerProps<Row extends { id: string }> {
  title: string;
  rows: Row[];
  columns: ColumnsType<Row>;
  /** The texts of a row the search looks in. */
  searchTexts(row: Row): unknown[];
  loading: boolean;
  emptyText: string;
  note?: string;
  onCreate(row: Row): void;
  onCancel(): void;
}

/** A single-select, searchable table of shared templates with Create. */
export function TemplatePicker<Row extends { id: string }>({
  title,
  rows,
  columns,
  searchTexts,
  loading,
  emptyText,
  note,
  onCreate,
  onCancel,
}: TemplatePickerProps<Row>) {
  const { t } = useTranslation('templates');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const visible = useMemo(
    () => rows.filter((row) => matchesSearch(search, searchTexts(row))),
    [rows, search, searchTexts],
  );
  const chosen = rows.find((row) => row.id === selected) ?? null;
  return (
    <Modal
      open
      title={title}
      width={1000}
      onCancel={onCancel}
      okText={t('actions.create')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => chosen && onCreate(chosen)}
    >
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 12 }} />}
      <Input.Search
        allowClear
        placeholder={t('actions.search')}
        aria-label={t('actions.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={visible}
        loading={loading}
        locale={{ emptyText }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => setSelected(String(keys[0] ?? '')),
        }}
        onRow={(row) => ({ onClick: () => setSelected(row.id) })}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="template-picker"
      />
    </Modal>
  );
}
