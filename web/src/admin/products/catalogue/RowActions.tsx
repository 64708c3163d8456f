import { CopyOutlined, DeleteOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowActionKind = 'share' | 'duplicate' | 'edit' | 'delete';

export interface RowAction {
  kind: RowActionKind;
  onClick(): void;
  disabled?: boolean;
}

const icons: Record<RowActionKind, ReactNode> = {
  share: <ShareAltOutlined />,
  duplicate: <CopyOutlined />,
  edit: <EditOutlined />,
  delete: <DeleteOutlined />,
};

/**
 * The icon buttons of a catalogue row (products, bundles, tags, categories): a tooltip names the action, the
 * accessible name also names the row ('Edit Fractions'), which the browser tests rely on.
 */
export function RowActions({ title, actions }: { title: string | null | undefined; actions: readonly RowAction[] }) {
  const { t } = useTranslation('adminCatalogue');
  const texts: Record<RowActionKind, { tip: string; label: string }> = {
    share: { tip: t('actions.share'), label: t('actions.shareItem', { title }) },
    duplicate: { tip: t('actions.duplicate'), label: t('actions.duplicateItem', { title }) },
    edit: { tip: t('actions.edit'), label: t('actions.editItem', { title }) },
    delete: { tip: t('actions.delete'), label: t('actions.deleteItem', { title }) },
  };
  return (
    <Space size={0}>
      {actions.map(({ kind, onClick, disabled }) => (
        <Tooltip key={kind} title={texts[kind].tip}>
          <Button
            type="text"
            danger={kind === 'delete'}
            icon={icons[kind]}
            aria-label={texts[kind].label}
            disabled={disabled}
            onClick={onClick}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
