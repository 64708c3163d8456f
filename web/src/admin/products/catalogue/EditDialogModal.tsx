import { Alert, Button, Modal, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../core/errors';
import type { EditDialog } from './useEditDialog';

interface EditDialogModalProps<V> {
  dialog: EditDialog<V>;
  title: string;
  online: boolean;
  isNew: boolean;
  /** The record is loaded (from the server or, offline, from the saved table rows). */
  found: boolean;
  loading: boolean;
  error: unknown;
  /** Shown when the record does not exist. */
  notFound: string;
  /** Save is enabled: the form has changes (or, for a new bundle, at once). */
  canSave: boolean;
  onSave(): Promise<void>;
  onClose(): void;
  /** The form. */
  children: ReactNode;
}

/**
 * The frame of a product's or bundle's edit dialog (002 §4): Cancel, Close and Save; while loading a skeleton;
 * offline a warning (the form is read-only then). A click outside does not close it: changes would be lost.
 */
export function EditDialogModal<V>(props: EditDialogModalProps<V>) {
  const { dialog, title, online, isNew, found, loading, error, notFound, canSave, onSave, onClose, children } = props;
  const { t } = useTranslation('adminCatalogue');
  const close = async () => {
    if (await dialog.confirmClose()) onClose();
  };
  const { busy } = dialog;

  return (
    <Modal
      open
      width={800}
      title={title}
      onCancel={() => void close()}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => void dialog.cancel()} disabled={!dialog.dirty || busy}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void close()} disabled={busy}>
            {t('actions.close')}
          </Button>
          <Button
            type="primary"
            onClick={() => void onSave()}
            disabled={!canSave || busy || !online}
            loading={dialog.saving}
          >
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {dialog.holder}
      {!online && <Alert type="warning" showIcon title={t('offline.disabled')} style={{ marginBottom: 16 }} />}
      {Boolean(error) && !found && <Alert type="error" showIcon title={messageOf(error)} />}
      {!isNew && !found && loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !isNew && !found ? (
        !error && <Alert type="warning" showIcon title={notFound} />
      ) : (
        children
      )}
    </Modal>
  );
}
