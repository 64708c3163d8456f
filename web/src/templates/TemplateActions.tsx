import { CopyOutlined, DeleteOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TemplateActionHandlers {
  onDuplicate?: () => void;
  onPrint?: () => void;
  onEdit(): void;
  onDelete(): void;
}

interface TemplateActionsProps extends TemplateActionHandlers {
  name: string;
  deleteQuestion: string;
  /** Why writes are not possible now (offline admin); actions then show disabled with that reason. */
  disabledReason?: string | null;
  duplicateDisabledReason?: string | null;
}

/** A row's actions: duplicate, print, edit and delete (with a confirmation). */
export function TemplateActions({
  name,
  deleteQuestion,
  disabledReason,
  duplicateDisabledReason,
  onDuplicate,
  onPrint,
  onEdit,
  onDelete,
}: TemplateActionsProps) {
  const { t } = useTranslation('templates');
  const disabled = Boolean(disabledReason);
  return (
    <Space size={2} wrap>
      {onDuplicate && (
        <Tooltip title={duplicateDisabledReason ?? t('actions.duplicate')}>
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label={`${t('actions.duplicate')} ${name}`}
            disabled={Boolean(duplicateDisabledReason)}
            onClick={onDuplicate}
          />
        </Tooltip>
      )}
      {onPrint && (
        <Tooltip title={t('actions.print')}>
          <Button
            type="text"
            icon={<PrinterOutlined />}
            aria-label={`${t('actions.print')} ${name}`}
            onClick={onPrint}
          />
        </Tooltip>
      )}
      <Tooltip title={disabledReason ?? t('actions.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`${t('actions.edit')} ${name}`}
          disabled={disabled}
          onClick={onEdit}
        />
      </Tooltip>
      <Popconfirm
        title={deleteQuestion}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.cancel')}
        onConfirm={onDelete}
        disabled={disabled}
      >
        <Tooltip title={disabledReason ?? t('actions.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('actions.delete')} ${name}`}
            disabled={disabled}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
