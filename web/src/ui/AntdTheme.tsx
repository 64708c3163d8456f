import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../core/i18n/antdLocale';
import { isLanguage } from '../core/i18n/i18n';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { theme } from './theme';

/** antd in the app's theme and the user's language, with less motion for those who asked for it. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={antdLocale(language)} theme={themeConfig}>
      {children}
    </ConfigProvider>
  );
}
