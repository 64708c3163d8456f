import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredPart } from '../../../ui/deferredPart';
import type { ConfirmRequest } from './ConfirmDialogs';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  danger?: boolean;
}

const importDialogs = () => import('./ConfirmDialogs');

/**
 * A confirmation dialog (500 px, 002 §9) that resolves true on OK; render `holder` once in the component. antd's
 * dialog code is not on the table's first screen: it loads at the first confirmation asked. If it cannot load
 * (offline before it was ever fetched), the answer is no.
 */
export function useConfirm(): {
  confirm(options: ConfirmOptions): Promise<boolean>;
  holder: ReactNode;
} {
  const { t } = useTranslation('adminCatalogue');
  const waiting = useRef<readonly ConfirmRequest[]>([]);
  const [requests, setRequests] = useState<readonly ConfirmRequest[]>([]);
  const settle = useCallback((request: ConfirmRequest) => {
    waiting.current = waiting.current.filter((other) => other !== request);
    setRequests(waiting.current);
  }, []);
  const dialogs = useDeferredPart(importDialogs, () => {
    for (const request of waiting.current) request.answer(false);
  });
  const { load } = dialogs;
  const confirm = useCallback(
    ({ title, content, okText, danger }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const request: ConfirmRequest = {
          title,
          content,
          okText: okText ?? t('actions.confirm'),
          cancelText: t('actions.back'),
          danger,
          answer: (ok) => {
            settle(request);
            resolve(ok);
          },
        };
        waiting.current = [...waiting.current, request];
        setRequests(waiting.current);
        load();
      }),
    [load, settle, t],
  );
  return { confirm, holder: dialogs.render({ requests }) };
}
