import { useTranslation } from 'react-i18next';

/** Waiting for a page or the signed-in user (plain CSS: no component library in the first download). */
export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div className="full-page-spin" role="progressbar" aria-label={t('common.loading')}>
      <span />
    </div>
  );
}
