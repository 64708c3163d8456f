import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordActionsProps {
  /** The edit button's accessible name, naming the record ('Edit 5B'). */
  editLabel: string;
  onEdit(): void;
  /** Delete, asked first; absent where records are never deleted. */
  remove?: { label: string; confirm: string; onConfirm(): void };
  /** Why the actions cannot be used now (offline on a screen that needs the server); undefined when they can. */
  disabledReason?: string;
  /** The row's other actions, shown first. */
  children?: ReactNode;
}

/** A table row's icon buttons: edit, and delete behind a confirmation. */
export function RecordActions({ editLabel, onEdit, remove, disabledReason, children }: RecordActionsProps) {
  const { t } = useTranslation('reference');
  const disabled = disabledReason !== undefined;
  return (
    <Space>
      {children}
      <Tooltip title={disabledReason}>
        <Button type="text" icon={<EditOutlined />} disabled={disabled} aria-label={editLabel} onClick={onEdit} />
      </Tooltip>
      {remove && (
        <Popconfirm
          title={remove.confirm}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          disabled={disabled}
          onConfirm={remove.onConfirm}
        >
          <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={remove.label} />
        </Popconfirm>
      )}
    </Space>
  );
}
