import { parseLimitMessage } from '../../../../server/domain/limits.ts';
import { currentLanguage, i18n } from './i18n';

/**
 * The server sends the specification's English messages ('Title is required'); they are shown in the user's
 * language through the `serverMessages` map of the `messages` namespace (keyed by the English text; every page of
 * the app has it from the start, whatever screen's request answered the message), else as sent.
 */
export function translateServerMessage(message: string): string {
  const bundle = i18n.getResourceBundle(currentLanguage(), 'messages') as
    { serverMessages?: Record<string, string> } | undefined;
  return bundle?.serverMessages?.[message] ?? translateLimitMessage(message) ?? message;
}

/** The input limits' messages ('Name must be at most 200 characters') carry a field's words and numbers. */
function translateLimitMessage(message: string): string | null {
  const parsed = parseLimitMessage(message);
  if (!parsed) return null;
  const labels = i18n.getResourceBundle(currentLanguage(), 'messages') as
    { limitLabels?: Record<string, string> } | undefined;
  return i18n.t(`limits.${parsed.kind}`, { ...parsed, label: labels?.limitLabels?.[parsed.label] ?? parsed.label });
}
