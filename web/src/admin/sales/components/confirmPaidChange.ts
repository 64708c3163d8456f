import type { HookAPI } from 'antd/es/modal/useModal';
import type { TFunction } from 'i18next';
import type { paidChange } from '../orderForm';

/**
 * Asks before a change to a paid order is saved (issue 27): leaving PAID takes her downloads away and credits the
 * invoice; a change of its products credits the invoice and invoices anything added. Resolves true to go on.
 */
export function confirmPaidChange(
  modal: HookAPI,
  t: TFunction<'adminSales'>,
  change: ReturnType<typeof paidChange>,
  order: { id: string; status: string },
): Promise<boolean> {
  if (!change) return Promise.resolve(true);
  const { id, status } = order;
  return new Promise((resolve) => {
    modal.confirm({
      title: t(change === 'leavesPaid' ? 'paidChange.statusTitle' : 'paidChange.linesTitle', { id }),
      content: change === 'leavesPaid' ? t('paidChange.statusText', { id, status }) : t('paidChange.linesText', { id }),
      okText: t('paidChange.confirm'),
      cancelText: t('paidChange.cancel'),
      okButtonProps: { danger: change === 'leavesPaid' },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
