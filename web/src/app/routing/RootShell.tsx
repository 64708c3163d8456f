import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { UpdateNotice } from '../pwa/UpdateNotice';
import { setMetaDescription, usePageMetaOverride } from '../../ui/pageMeta';
import { titleOf } from '../../ui/pageTitle';

/** Wraps every route: document title and description, the update notice. (The app's notices: AppFrame.) */
export function RootShell() {
  const matches = useMatches();
  const { t } = useTranslation();
  const title = titleOf(matches);
  const meta = usePageMetaOverride();
  const shownTitle = meta.title ?? (title ? t(`pages.${title}`) : null);

  useEffect(() => {
    document.title = shownTitle ? `${shownTitle} | ${t('app.name')}` : t('app.name');
    setMetaDescription(meta.description ?? t('app.description'));
  }, [shownTitle, meta.description, t]);

  return (
    <>
      <Outlet />
      <UpdateNotice />
      <ScrollRestoration />
    </>
  );
}
