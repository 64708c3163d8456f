import type { ButtonProps, ModalProps } from 'antd';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfoDialogProps extends Omit<ModalProps, 'footer' | 'onOk' | 'onCancel' | 'okText' | 'cancelText'> {
  onClose(): void;
  /** What else can be done from the dialog (download, open), shown before Close. */
  actions?: ReactNode;
  /** Close's look: 'primary' when closing is the usual next step. */
  closeType?: ButtonProps['type'];
}

/**
 * A dialog to read, with nothing to submit: its footer ends with Close, which has the keyboard focus when the
 * dialog opens, so Enter (or Space) closes it. It is built anew at each opening, so the focus lands there every
 * time. Dialogs with a form are not these: their focus stays on their first field.
 */
export function InfoDialog({ onClose, actions, closeType, children, ...modal }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      {...modal}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <>
          {actions}
          <Button autoFocus type={closeType} onClick={onClose} data-testid="dialog-close">
            {t('common.close')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
