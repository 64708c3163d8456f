import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { OfflineNotice } from '../offline/OfflineNotice';
import { QueueNotices } from '../offline/QueueNotices';
import { UpdateNotice } from '../pwa/UpdateNotice';
import { SessionWatcher } from '../session/SessionWatcher';
import { titleOf } from '../../ui/pageTitle';

/** Wraps every route: document title, the app-wide notices and dialogs. */
export function RootShell() {
  const matches = useMatches();
  const { t } = useTranslation();
  const title = titleOf(matches);

  useEffect(() => {
    document.title = title ? `${t(`pages.${title}`)} | ${t('app.name')}` : t('app.name');
  }, [title, t]);

  return (
    <>
      <Outlet />
      <OfflineNotice />
      <QueueNotices />
      <SessionWatcher />
      <UpdateNotice />
      <ScrollRestoration />
    </>
  );
}
