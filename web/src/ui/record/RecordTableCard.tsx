import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';

interface RecordTableCardProps<Row> {
  title: string;
  newLabel: string;
  onNew(): void;
  /** Why nothing can be added now; undefined when it can. */
  newDisabledReason?: string;
  rows: readonly Row[];
  loading: boolean;
  loadingText: string;
  emptyText: string;
  columns: NonNullable<TableProps<Row>['columns']>;
  /** The section's dialogs. */
  children: ReactNode;
}

/** A section of a page listing all of a user's records in a card, with its New button and dialogs. */
export function RecordTableCard<Row extends { id: string }>(props: RecordTableCardProps<Row>) {
  const { title, newLabel, onNew, newDisabledReason, rows, loading, loadingText, emptyText, columns, children } = props;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}
      extra={
        <Tooltip title={newDisabledReason}>
          <Button icon={<PlusOutlined />} onClick={onNew} disabled={newDisabledReason !== undefined}>
            {newLabel}
          </Button>
        </Tooltip>
      }
    >
      <Table<Row>
        rowKey="id"
        size="middle"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={loading}
        locale={{ emptyText: loading ? loadingText : emptyText }}
        columns={columns}
      />
      {children}
    </Card>
  );
}
