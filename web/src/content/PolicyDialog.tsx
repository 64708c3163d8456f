import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { ContentName } from './content';
import { ContentView } from './ContentView';

interface PolicyDialogProps {
  open: boolean;
  title: string;
  names: readonly ContentName[];
  footer: ReactNode;
  onClose(): void;
}

/**
 * A policy read in place (000 section 2, shared dialogs): the cookie policy from the cookie notice, the terms with
 * the privacy and refund policies from checkout. Esc or the close button closes it; focus goes back to the opener.
 */
export function PolicyDialog({ open, title, names, footer, onClose }: PolicyDialogProps) {
  // Kept mounted while closed, so that the dialog can hand focus back to its opener; its texts load on first open.
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} width={720}>
      <div className="policy-dialog-body">
        <ContentView names={names} />
      </div>
    </Modal>
  );
}
