import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Heading } from '../../../server/domain/template-rules.ts';
import type { Language } from '../core/i18n/i18n';
import { headingWord, labelIn } from './paperWords';

const asLanguage = (value: string | null | undefined): Language | null =>
  value === 'af' || value === 'en' ? value : null;

/**
 * The language a printer page prints in: `?language=` (the server's PDF renders the page the teacher asked for in
 * her language), else the interface's.
 */
export function usePaperLanguage(): Language {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  return asLanguage(params.get('language')) ?? asLanguage(i18n.language) ?? 'en';
}

/** A heading label (Grade, Marks …) in `language`, or in the interface's language. */
export function useHeadingLabel(language?: Language): (label: string) => string {
  const { i18n } = useTranslation();
  const bundle = i18n.getResourceBundle(language ?? asLanguage(i18n.language) ?? 'en', 'templates') as
    { headingLabels?: Record<string, string> } | undefined;
  const words = bundle?.headingLabels;
  return useCallback((label: string) => (words ? labelIn(words, label) : label), [words]);
}

/** The word a template's headings print for a label, in the paper's language (paperWords.headingWord). */
export function usePaperWord(
  headings: readonly Heading[] | null | undefined,
  language?: Language,
): (label: string) => string {
  const labelWord = useHeadingLabel(language);
  return (label) => headingWord(headings, label, labelWord);
}
