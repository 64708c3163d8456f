import { Alert, Button, Modal, Radio, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, FieldChoice, PendingConflict } from '../../core/offline/mutationQueue';
import type { Translators } from './conflict/conflictFields';
import type { ConflictRow } from './conflict/conflictRows';
import { conflictFieldLabel, conflictFieldLabels, conflictRows, conflictTypename } from './conflict/conflictRows';
import { ConflictValue } from './conflict/ConflictValue';
import './conflict/conflict.css';

interface ConflictDialogProps {
  conflict: PendingConflict;
  onChoose(choice: ConflictChoice): void;
}

/**
 * The teacher's change next to the other version of the same fields, labelled and shown as her screens show them.
 * After a merge only the fields changed on both sides are asked about (each with its own choice when there are
 * several); the other version is "your other device" when her own account made it. Her choice is final.
 */
export default function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const { t: planning } = useTranslation('planning');
  const { t: templates } = useTranslation('templates');
  const translators: Translators = { app: t, planning, templates };
  const rows = useMemo(() => conflictRows(conflict), [conflict]);
  const typename = conflictTypename(conflict);
  const changed = rows.filter((row) => row.changed);
  const same = rows.filter((row) => !row.changed);
  const own = conflict.changedBySelf;
  const perField = conflict.fields !== null && changed.length > 1;
  const [choices, setChoices] = useState<Record<string, FieldChoice>>({});
  const versionTitles = { mine: t('conflict.yours'), server: own ? t('conflict.otherDevice') : t('conflict.server') };

  return (
    <Modal
      open
      width={720}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      // Above any other dialog (the single-session warning waits for it, docs/decisions.md).
      zIndex={1100}
      title={own ? t('conflict.titleOwnDevice') : t('conflict.title')}
      wrapProps={{ 'data-testid': 'conflict-dialog', 'data-own-device': own }}
      footer={
        <div className="conflict-footer">
          <Button onClick={() => onChoose('useServer')}>
            {own ? t('conflict.useOtherDevice') : t('conflict.useServer')}
          </Button>
          {perField ? (
            <Button type="primary" onClick={() => onChoose({ fields: choices })}>
              {t('conflict.keepChoices')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => onChoose('keepMine')} disabled={!conflict.current}>
              {t('conflict.keepMine')}
            </Button>
          )}
        </div>
      }
    >
      <Typography.Paragraph>{own ? t('conflict.messageOwnDevice') : t('conflict.message')}</Typography.Paragraph>
      {conflict.merged.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="conflict-merged">
          {t('conflict.mergedInDialog', { fields: conflictFieldLabels(typename, conflict.merged, translators) })}
        </Typography.Paragraph>
      )}
      {conflict.current?._deleted === true && (
        <Alert type="warning" showIcon title={t('conflict.deletedOnServer')} className="conflict-alert" />
      )}
      <ul className="conflict-fields">
        {changed.map((row) => (
          <ConflictField
            key={row.field}
            row={row}
            label={conflictFieldLabel(typename, row.field, translators)}
            titles={versionTitles}
            t={translators}
            choice={perField ? (choices[row.field] ?? 'mine') : undefined}
            onChoice={(choice) => setChoices((current) => ({ ...current, [row.field]: choice }))}
          />
        ))}
      </ul>
      {same.length > 0 && (
        <>
          <Typography.Title level={5} className="conflict-same-title">
            {t('conflict.sameInBoth')}
          </Typography.Title>
          <ul className="conflict-fields">
            {same.map((row) => (
              <ConflictField
                key={row.field}
                row={row}
                label={conflictFieldLabel(typename, row.field, translators)}
                titles={versionTitles}
                t={translators}
              />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

interface ConflictFieldProps {
  row: ConflictRow;
  label: string;
  titles: Record<FieldChoice, string>;
  t: Translators;
  /** The field's own choice, when the teacher chooses field by field. */
  choice?: FieldChoice;
  onChoice?(choice: FieldChoice): void;
}

/**
 * One field: a changed one shows both versions side by side (one above the other on a phone, below 576 px), each
 * rendered read-only as her screens show it (rich text as rich text); a same one shows it once.
 */
function ConflictField({ row, label, titles, t, choice, onChoice }: ConflictFieldProps) {
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
        <>
          <div className="conflict-versions">
            <div className="conflict-version" data-testid="conflict-mine" data-chosen={choice === 'mine'}>
              <p className="conflict-version-title">{titles.mine}</p>
              <div className="conflict-value">
                <ConflictValue value={row.mine} kind={kind} t={t} />
              </div>
            </div>
            <div className="conflict-version" data-testid="conflict-server" data-chosen={choice === 'server'}>
              <p className="conflict-version-title">{titles.server}</p>
              <div className="conflict-value">
                <ConflictValue value={row.server} kind={kind} t={t} />
              </div>
            </div>
          </div>
          {choice && (
            <Radio.Group
              className="conflict-choice"
              value={choice}
              onChange={(event) => onChoice?.(event.target.value as FieldChoice)}
              aria-label={t.app('conflict.chooseFor', { field: label })}
              options={[
                { value: 'mine', label: titles.mine },
                { value: 'server', label: titles.server },
              ]}
            />
          )}
        </>
      ) : (
        <div className="conflict-value" data-testid="conflict-both">
          <ConflictValue value={row.mine} kind={kind} t={t} />
        </div>
      )}
    </li>
  );
}
