import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/** A confirmation asked (useConfirm), with its texts, and the answer it waits for. */
export interface ConfirmRequest {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  answer(ok: boolean): void;
}

/** antd's confirmation dialogs (500 px, 002 §9), one for each request, each opened once; loaded when first asked. */
export default function ConfirmDialogs({ requests }: { requests: readonly ConfirmRequest[] }) {
  const [modal, holder] = Modal.useModal();
  const opened = useRef(new WeakSet<ConfirmRequest>());
  useEffect(() => {
    for (const request of requests) {
      if (opened.current.has(request)) continue;
      opened.current.add(request);
      const { title, content, okText, cancelText, danger, answer } = request;
      const ask = async () =>
        answer(await modal.confirm({ title, content, width: 500, okText, cancelText, okButtonProps: { danger } }));
      void ask();
    }
  }, [requests, modal]);
  return holder;
}
