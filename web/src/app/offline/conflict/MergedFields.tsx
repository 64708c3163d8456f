import { useTranslation } from 'react-i18next';
import type { MergedChange } from '../../../core/offline/mutationQueue';
import type { Translators } from './conflictFields';
import { conflictFieldLabels, conflictTypename } from './conflictRows';

/**
 * What was merged: her fields sent on top of the newer version, and the fields kept from it. A file of its own,
 * loaded with the first merge: the field labels are the planning screens' and the templates', which the frame does
 * not otherwise load.
 */
export default function MergedFields({ merged }: { merged: MergedChange }) {
  const { t } = useTranslation();
  const { t: planning } = useTranslation('planning');
  const { t: templates } = useTranslation('templates');
  const translators: Translators = { app: t, planning, templates };
  const labels = (fields: string[]) => conflictFieldLabels(conflictTypename(merged), fields, translators);
  return (
    <>
      <div>{t('conflict.mergedMine', { fields: labels(merged.mine) })}</div>
      {merged.theirs.length > 0 && (
        <div>
          {merged.changedBySelf
            ? t('conflict.mergedTheirsOwnDevice', { fields: labels(merged.theirs) })
            : t('conflict.mergedTheirs', { fields: labels(merged.theirs) })}
        </div>
      )}
    </>
  );
}
