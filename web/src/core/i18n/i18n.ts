import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parseLimitMessage } from '../../../../server/domain/limits.ts';
import af from '../../locales/af.json';
import en from '../../locales/en.json';

export const LANGUAGES = ['en', 'af'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'classroom.language';

// Both locales carry the same keys: a text missing in one is a type error rather than a silent fallback. A check
// for the compiler only (hence unused).
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _localesHaveSameKeys: SameKeys<typeof en, typeof af> = true;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'af';
}

function storedLanguage(): Language | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * Each feature keeps its texts in a namespace of its own: locales/en/<namespace>.json and locales/af/<namespace>.json
 * (declared in i18next.d.ts for typed keys; a unit test checks both languages have the same keys).
 */
const namespaceFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: Language, base: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const resources: Record<string, Record<string, unknown>> = { translation: base };
  for (const [path, texts] of Object.entries(namespaceFiles)) {
    const match = /locales\/(en|af)\/([\w-]+)\.json$/.exec(path);
    if (match && match[1] === language) resources[match[2]] = texts;
  }
  return resources;
}

// English is the default language and Afrikaans the fallback, as in the original product.
void i18n.use(initReactI18next).init({
  resources: { en: resourcesOf('en', en), af: resourcesOf('af', af) },
  lng: storedLanguage() ?? 'en',
  fallbackLng: 'af',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the interface language and remembers the choice on this device. */
export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/**
 * The server sends the specification's English messages ('Title is required'); they are shown in the user's
 * language through the `serverMessages` map of each locale (keyed by the English text), else as sent.
 */
export function translateServerMessage(message: string): string {
  const language = currentLanguage();
  for (const namespace of ['translation', ...Object.keys(i18n.store.data[language] ?? {})]) {
    const bundle = i18n.getResourceBundle(language, namespace) as
      { serverMessages?: Record<string, string> } | undefined;
    const translated = bundle?.serverMessages?.[message];
    if (translated) return translated;
  }
  return translateLimitMessage(message) ?? message;
}

/** The input limits' messages ('Name must be at most 200 characters') carry a field's words and numbers. */
function translateLimitMessage(message: string): string | null {
  const parsed = parseLimitMessage(message);
  if (!parsed) return null;
  const labels = i18n.getResourceBundle(currentLanguage(), 'translation') as
    { limitLabels?: Record<string, string> } | undefined;
  return i18n.t(`limits.${parsed.kind}`, { ...parsed, label: labels?.limitLabels?.[parsed.label] ?? parsed.label });
}

export { i18n };
