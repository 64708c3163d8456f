import { useTranslation } from 'react-i18next';
import type { Language } from '../core/i18n/i18n';
import { isLanguage, LANGUAGES, setLanguage } from '../core/i18n/i18n';

interface LanguageSwitchProps {
  /** Called after the interface switched, e.g. to keep the choice on the teacher profile too. */
  onChange?(language: Language): void;
}

/** English / Afrikaans; the choice is kept on this device. Plain buttons: it is in the public site's first download. */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div role="group" aria-label={t('language.label')} data-testid="language-switch" className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={`site-button site-button-small${language === current ? ' site-button-primary' : ''}`}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          lang={language}
          onClick={() => {
            if (language === current) return;
            setLanguage(language);
            onChange?.(language);
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
