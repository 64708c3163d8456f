import { ApolloProvider } from '@apollo/client';
import { use, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { createAppData, type AppData } from '../core/apollo/client';
import { AppDataContext } from '../core/appData';
import { AuthProvider } from '../core/auth/AuthProvider';
import { currentLanguage, loadNamespaces, type Language } from '../core/i18n/i18n';
import { namespacesAtStart } from '../core/i18n/namespacesAtStart';
import { NoticesProvider } from '../ui/notices';
import { OfflineNotice } from './offline/OfflineNotice';
import { QueueNotices } from './offline/QueueNotices';
import { SessionWatcher } from './session/SessionWatcher';
import { AntdTheme } from '../ui/AntdTheme';
import type { AppProvidersProps } from '../ui/AppTier';

let appData: Promise<AppData> | null = null;
const textsLoaded = new Map<string, Promise<void>>();

/**
 * The app's data, made once per page: the Apollo client with its saved cache read back and the offline queue
 * started (so a reload while offline shows the last data at once).
 */
function appDataOnce(): Promise<AppData> {
  appData ??= createAppData();
  return appData;
}

/** The texts every app page has at start (namespacesAtStart), loaded once per language. */
function textsOnce(language: Language): Promise<void> {
  let loaded = textsLoaded.get(language);
  if (!loaded) {
    loaded = loadNamespaces(namespacesAtStart, language);
    textsLoaded.set(language, loaded);
  }
  return loaded;
}

/**
 * What the signed-in app and the shop's widgets need and the public site's first download does not: Apollo with
 * the persisted cache and offline queue, the signed-in user, antd's theme and notices. Loaded with the first screen
 * that needs it (AppTier).
 */
export default function AppProviders({ frame = false, children }: AppProvidersProps) {
  const data = use(appDataOnce());
  use(textsOnce(currentLanguage()));
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  return (
    <AppDataContext.Provider value={data}>
      <ApolloProvider client={data.client}>
        <AntdTheme>
          <NoticesProvider>
            <AuthProvider persistor={data.persistor} queue={data.queue} navigate={go}>
              {children}
              {frame && (
                <>
                  <OfflineNotice />
                  <QueueNotices />
                  <SessionWatcher />
                </>
              )}
            </AuthProvider>
          </NoticesProvider>
        </AntdTheme>
      </ApolloProvider>
    </AppDataContext.Provider>
  );
}
