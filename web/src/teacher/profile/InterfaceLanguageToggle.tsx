import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeacherProfileRecord } from '../../core/auth/authContext';
import { isLanguage, LANGUAGES, setLanguage, type Language } from '../../core/i18n/i18n';
import { useUpdateTeacherProfile } from '../../core/profile/teacherProfileMutations';

/**
 * The interface language, en or af (001 section 9): switches at once and is kept on the profile (translateI18n),
 * so that the next sign-in, on any device, opens in the same language.
 */
export function InterfaceLanguageToggle({ profile }: { profile: TeacherProfileRecord }) {
  const { t, i18n } = useTranslation('planning');
  const save = useUpdateTeacherProfile();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = (language: Language) => {
    setLanguage(language);
    if (profile.translateI18n !== language)
      save(profile, { translateI18n: language }).catch((error: unknown) => console.error(error));
  };

  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      value={current}
      onChange={(event) => choose(event.target.value as Language)}
      aria-label={t('profile.interfaceLanguage')}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`interfaceLanguages.${language}`) }))}
    />
  );
}
