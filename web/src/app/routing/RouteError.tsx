import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Anything a screen throws, including a chunk that failed to load (e.g. a new deploy while offline). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <section className="route-error" role="alert">
      <h1>{t('errors.somethingWentWrong')}</h1>
      <p>{t('errors.reloadHint')}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}
