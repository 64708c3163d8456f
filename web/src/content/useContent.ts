import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../core/i18n/i18n';
import { loadContent, type ContentName } from './content';
import type { ContentDocument } from './frontMatter';

const loaded = new Map<string, Promise<ContentDocument>>();

function contentOf(language: Language, name: ContentName): Promise<ContentDocument> {
  const key = `${language}/${name}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadContent(language, name);
    loaded.set(key, promise);
  }
  return promise;
}

/** A content file in the interface language; suspends while its chunk loads (wrap in Suspense). */
export function useContent(name: ContentName): ContentDocument {
  const { i18n } = useTranslation();
  return use(contentOf(isLanguage(i18n.language) ? i18n.language : 'en', name));
}
