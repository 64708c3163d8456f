import { ApolloProvider } from '@apollo/client';
import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { AppData } from '../core/apollo/client';
import { AppDataContext } from '../core/appData';
import { AuthProvider } from '../core/auth/AuthProvider';
import { antdLocale } from '../core/i18n/antdLocale';
import { isLanguage } from '../core/i18n/i18n';
import { NoticesProvider } from '../ui/notices';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { createAppRouter } from './routing/router';
import { theme } from './theme';

export function App({ data }: { data: AppData }) {
  const router = useMemo(() => createAppRouter(), []);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // Dropdowns, dialogs and messages appear without animation for people who asked their system for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);

  return (
    <AppDataContext.Provider value={data}>
      <ApolloProvider client={data.client}>
        <ConfigProvider locale={antdLocale(language)} theme={themeConfig}>
          <NoticesProvider>
            <AuthProvider persistor={data.persistor} queue={data.queue} navigate={(to) => void router.navigate(to)}>
              <RouterProvider router={router} />
            </AuthProvider>
          </NoticesProvider>
        </ConfigProvider>
      </ApolloProvider>
    </AppDataContext.Provider>
  );
}
