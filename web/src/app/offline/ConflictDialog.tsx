import { Alert, Button, Modal, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, PendingConflict } from '../../core/offline/mutationQueue';
import type { Translators } from './conflict/conflictFields';
import type { ConflictRow } from './conflict/conflictRows';
import { conflictRows } from './conflict/conflictRows';
import { ConflictValue } from './conflict/ConflictValue';
import './conflict/conflict.css';

interface ConflictDialogProps {
  conflict: PendingConflict;
  onChoose(choice: ConflictChoice): void;
}

/**
 * The teacher's change next to the server's version of the same fields, labelled and shown as her screens show
 * them; the fields that really differ come first, marked. Her choice is final for this change.
 */
export default function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const { t: planning } = useTranslation('planning');
  const { t: templates } = useTranslation('templates');
  const translators: Translators = { app: t, planning, templates };
  const rows = useMemo(() => conflictRows(conflict), [conflict]);
  const changed = rows.filter((row) => row.changed);
  const same = rows.filter((row) => !row.changed);

  return (
    <Modal
      open
      width={720}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('conflict.title')}
      wrapProps={{ 'data-testid': 'conflict-dialog' }}
      footer={
        <div className="conflict-footer">
          <Button onClick={() => onChoose('useServer')}>{t('conflict.useServer')}</Button>
          <Button type="primary" onClick={() => onChoose('keepMine')} disabled={!conflict.current}>
            {t('conflict.keepMine')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph>{t('conflict.message')}</Typography.Paragraph>
      {conflict.current?._deleted === true && (
        <Alert type="warning" showIcon title={t('conflict.deletedOnServer')} className="conflict-alert" />
      )}
      <ul className="conflict-fields">
        {changed.map((row) => (
          <ConflictField key={row.field} row={row} t={translators} />
        ))}
      </ul>
      {same.length > 0 && (
        <>
          <Typography.Title level={5} className="conflict-same-title">
            {t('conflict.sameInBoth')}
          </Typography.Title>
          <ul className="conflict-fields">
            {same.map((row) => (
              <ConflictField key={row.field} row={row} t={translators} />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** One field: a changed one shows both versions side by side (stacked on a narrow screen), a same one shows it once. */
function ConflictField({ row, t }: { row: ConflictRow; t: Translators }) {
  const label = row.presentation?.label(t) ?? fieldLabel(row.field, t);
  const kind = row.presentation?.value ?? null;
  return (
    <li
      className={row.changed ? 'conflict-field conflict-field-changed' : 'conflict-field'}
      data-testid="conflict-field"
      data-changed={row.changed}
    >
      <div className="conflict-field-head">
        <span className="conflict-field-label">{label}</span>
        {row.changed && <Tag color="orange">{t.app('conflict.changed')}</Tag>}
      </div>
      {row.changed ? (
        <div className="conflict-versions">
          <div className="conflict-version" data-testid="conflict-mine">
            <p className="conflict-version-title">{t.app('conflict.yours')}</p>
            <div className="conflict-value">
              <ConflictValue value={row.mine} kind={kind} t={t} />
            </div>
          </div>
          <div className="conflict-version" data-testid="conflict-server">
            <p className="conflict-version-title">{t.app('conflict.server')}</p>
            <div className="conflict-value">
              <ConflictValue value={row.server} kind={kind} t={t} />
            </div>
          </div>
        </div>
      ) : (
        <div className="conflict-value" data-testid="conflict-both">
          <ConflictValue value={row.mine} kind={kind} t={t} />
        </div>
      )}
    </li>
  );
}

/** A field of a record type declared nowhere: the app's label for it when it has one. */
function fieldLabel(field: string, t: Translators): string {
  return t.app(`fields.${field as 'name'}`, { defaultValue: t.app('conflict.otherField') });
}
