import { parseLimitMessage } from '../../../../server/domain/limits.ts';
import { currentLanguage, i18n } from './i18n';

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
  const labels = i18n.getResourceBundle(currentLanguage(), 'messages') as
    { limitLabels?: Record<string, string> } | undefined;
  return i18n.t(`limits.${parsed.kind}`, { ...parsed, label: labels?.limitLabels?.[parsed.label] ?? parsed.label });
}
