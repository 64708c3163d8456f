import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useOnline } from '../../core/offline/useOnline';

/**
 * Anything a screen throws, including a chunk that failed to load (e.g. a new deploy while offline). Offline, that
 * is what happened (a screen this device never opened, or the back office, which is kept only once visited), and
 * she is told it needs a connection rather than that something went wrong.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => console.error(error), [error]);
  return (
    <section className="route-error" role="alert">
      <h1>{online ? t('errors.somethingWentWrong') : t('offline.needsConnection')}</h1>
      <p>{t('errors.reloadHint')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}
