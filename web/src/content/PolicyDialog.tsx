import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { ContentName } from './content';
import { ContentView } from './ContentView';

interface PolicyDialogProps {
  title: string;
  names: readonly ContentName[];
  footer: ReactNode;
  onClose(): void;
}

/**
 * A policy read in place (000 section 2, shared dialogs): the cookie policy from the cookie notice, the terms with
 * the privacy and refund policies from checkout. Esc or the close button closes it; focus goes back to the opener.
 */
export function PolicyDialog({ title, names, footer, onClose }: PolicyDialogProps) {
  return (
    <Modal open title={title} onCancel={onClose} footer={footer} width={720} focusTriggerAfterClose>
      <div className="policy-dialog-body">
        <ContentView names={names} />
      </div>
    </Modal>
  );
}
