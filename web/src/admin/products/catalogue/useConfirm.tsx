import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  danger?: boolean;
}

/** A confirmation dialog (500 px, 002 §9) that resolves true on OK; render `holder` once in the component. */
export function useConfirm(): {
  confirm(options: ConfirmOptions): Promise<boolean>;
  holder: ReactNode;
} {
  const { t } = useTranslation('adminCatalogue');
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback(
    async ({ title, content, okText, danger }: ConfirmOptions) =>
      await modal.confirm({
        title,
        content,
        width: 500,
        okText: okText ?? t('actions.confirm'),
        cancelText: t('actions.back'),
        okButtonProps: { danger },
      }),
    [modal, t],
  );
  return { confirm, holder };
}
