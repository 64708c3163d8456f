import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../core/i18n/i18n';
import { isLanguage, LANGUAGES, setLanguage } from '../core/i18n/i18n';

interface LanguageSwitchProps {
  /** Called after the interface switched, e.g. to keep the choice on the teacher profile too. */
  onChange?(language: Language): void;
}

/** English / Afrikaans; the choice is kept on this device. (Plain buttons: antd's Segmented pulls in Tooltip.) */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div role="group" aria-label={t('language.label')} data-testid="language-switch" style={{ display: 'inline-flex' }}>
      {LANGUAGES.map((language, index) => (
        <Button
          key={language}
          size="small"
          type={language === current ? 'primary' : 'default'}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          lang={language}
          style={
            index === 0
              ? { borderStartEndRadius: 0, borderEndEndRadius: 0 }
              : { borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: -1 }
          }
          onClick={() => {
            if (language === current) return;
            setLanguage(language);
            onChange?.(language);
          }}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
