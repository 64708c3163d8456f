import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type af from '../../locales/af.json';
import type en from '../../locales/en.json';

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
 * The language an address asks for (`?lng=af`): the links of account mails carry the mail's, so that the page she
 * opens before signing in (set password, sign-in link) speaks as her mail did. Kept as her choice on this device,
 * as the language switch would.
 */
function addressLanguage(): Language | null {
  const value = new URLSearchParams(window.location.search).get('lng');
  if (!isLanguage(value)) return null;
  localStorage.setItem(STORAGE_KEY, value);
  return value;
}

/**
 * Each feature keeps its texts in a namespace of its own: locales/en/<namespace>.json and locales/af/<namespace>.json
 * (declared in i18next.d.ts for typed keys; a unit test checks both languages have the same keys). Each file is a
 * chunk of its own, loaded for the interface language when a screen needs it: the public site loads the common
 * texts and `site`, the signed-in app the server's messages too (namespacesAtStart, before its first render); any
 * other namespace is loaded by the modules that read it, before they run (the build's web/i18nNamespaces.ts).
 */
const localeFiles = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '../../locales/*.json'], {
  import: 'default',
});

function fileOf(language: Language, namespace: string): string {
  return namespace === 'translation' ? `../../locales/${language}.json` : `../../locales/${language}/${namespace}.json`;
}

/** What the public website shows on every page: the common texts and the site's own. */
export const siteNamespaces = ['translation', 'site'];

/** Loads the namespaces' texts of a language (each file once; already loaded ones return at once). */
export async function loadNamespaces(namespaces: readonly string[], language: Language = currentLanguage()) {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        const load = localeFiles[fileOf(language, namespace)];
        if (!load) throw new Error(`No texts for ${language}/${namespace}`);
        i18n.addResourceBundle(language, namespace, await load(), true, true);
      }),
  );
}

// English is the default language and Afrikaans the fallback, as in the original product (both have every key, so
// the fallback's texts are never needed and not loaded).
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: addressLanguage() ?? storedLanguage() ?? 'en',
  fallbackLng: 'af',
  supportedLngs: LANGUAGES,
  ns: siteNamespaces,
  interpolation: { escapeValue: false },
  // A text asked for that is not loaded shows as its key: said in the console, where the browser tests look for it
  // (a module reads its namespaces only once they are loaded, so this is a bug, not a moment of loading).
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) =>
    console.error(`Missing text ${namespace}:${key} (${languages.join(', ')})`),
  initAsync: false,
  react: { useSuspense: false },
});

/** Before the first render: the site's texts in the interface language. */
export const i18nReady = loadNamespaces(siteNamespaces);

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
  // The texts loaded so far, in the new language, before the switch (no flash of keys).
  const loaded = Object.keys(i18n.store.data[currentLanguage()] ?? {});
  void loadNamespaces(loaded, language).then(() => i18n.changeLanguage(language));
}

export { i18n };
