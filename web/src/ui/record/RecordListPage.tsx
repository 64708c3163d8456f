import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { messageOf } from '../../core/errors';
import type { useListParams } from '../urlState';
import type { CursorList } from './serverList';
import { Pager } from './serverList';

interface RecordListPageProps<Row> {
  title: string;
  /** The list's filter, left of the New button. */
  filter: ReactNode;
  newLabel: string;
  onNew(): void;
  /** Why nothing can be added now (offline); undefined when it can. */
  disabledReason?: string;
  list: CursorList<Row>;
  params: Pick<ReturnType<typeof useListParams>, 'onSort'>;
  loadingText: string;
  emptyText: string;
  columns: NonNullable<TableProps<Row>['columns']>;
  table?: Pick<TableProps<Row>, 'scroll' | 'expandable'>;
  /** The screen's dialogs. */
  children: ReactNode;
}

/** A records screen read a page at a time from the server: title, filter and New, the table and its pager. */
export function RecordListPage<Row extends { id: string }>(props: RecordListPageProps<Row>) {
  const {
    title,
    filter,
    newLabel,
    onNew,
    disabledReason,
    list,
    params,
    loadingText,
    emptyText,
    columns,
    table,
    children,
  } = props;
  return (
    <section className="page-section">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Card>
        <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
          {filter}
          <Tooltip title={disabledReason}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={disabledReason !== undefined}
              onClick={onNew}
              data-testid="record-new"
            >
              {newLabel}
            </Button>
          </Tooltip>
        </Space>
        {list.error && <Alert type="error" showIcon title={messageOf(list.error)} style={{ marginBottom: 12 }} />}
        <Table<Row>
          {...table}
          rowKey="id"
          dataSource={list.items}
          loading={list.loading}
          pagination={false}
          locale={{ emptyText: list.loading ? loadingText : emptyText }}
          onChange={(_, __, sorter) => params.onSort(sorter)}
          sortDirections={['ascend', 'descend', 'ascend']}
          columns={columns}
        />
        <Pager page={list.page} hasNext={list.hasNext} onPrevious={list.previous} onNext={list.next} />
      </Card>
      {children}
    </section>
  );
}
