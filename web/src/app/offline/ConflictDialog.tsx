import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, PendingConflict } from '../../core/offline/mutationQueue';

interface ConflictDialogProps {
  conflict: PendingConflict;
  onChoose(choice: ConflictChoice): void;
}

/** The teacher's change next to the server's version of the same fields; their choice is final for this change. */
export default function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const labels = t('fields', { returnObjects: true }) as Record<string, string>;
  const fields = Object.keys(conflict.mine);

  return (
    <Modal
      open
      width={500}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('conflict.title')}
      wrapProps={{ 'data-testid': 'conflict-dialog' }}
      footer={[
        <Button key="server" onClick={() => onChoose('useServer')}>
          {t('conflict.useServer')}
        </Button>,
        <Button key="mine" type="primary" onClick={() => onChoose('keepMine')} disabled={!conflict.current}>
          {t('conflict.keepMine')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('conflict.message')}</Typography.Paragraph>
      <table className="conflict-table">
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.yours')}</th>
            <th scope="col">{t('conflict.server')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const mine = display(conflict.mine[field]);
            const server = conflict.current ? display(conflict.current[field]) : '—';
            return (
              <tr key={field} className={mine === server ? undefined : 'conflict-differs'}>
                <th scope="row">{labels[field] ?? field}</th>
                <td>{mine}</td>
                <td>{server}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
