import { ApolloError } from '@apollo/client';
import { i18n } from './i18n/i18n';
import { translateServerMessage } from './i18n/serverMessages';
import { NeedsConnectionError, ServerProblemError } from './offline/offlineLink';
import { requestReference } from './requestReference';

/** The words to show for a failed call, in the user's language. */
export function messageOf(error: unknown): string {
  if (error instanceof ApolloError) {
    const [first] = error.graphQLErrors;
    if (first) return withReference(translateServerMessage(first.message), first.extensions);
    if (error.networkError instanceof NeedsConnectionError || error.networkError instanceof ServerProblemError)
      return error.networkError.message;
    if (error.networkError) return i18n.t('offline.needsConnection');
  }
  if (error instanceof Error) return translateServerMessage(error.message);
  return i18n.t('errors.somethingWentWrong');
}

/** The message, with the request's id as a reference when the server itself failed (requestReference.ts). */
function withReference(message: string, extensions: Record<string, unknown> | undefined): string {
  const requestId = requestReference(extensions);
  return requestId ? `${message} ${i18n.t('errors.reference', { requestId })}` : message;
}

/**
 * BAD_USER_INPUT's `extensions.fieldErrors` ({ field: message }), translated, for antd Form.setFields. Texts over
 * the server's overall limit are keyed by their variable's path (`input.label`): the forms name the field alone.
 */
export function fieldErrorsOf(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof ApolloError)) return [];
  return error.graphQLErrors.flatMap((graphQLError) => {
    if (graphQLError.extensions?.code !== 'BAD_USER_INPUT') return [];
    const fieldErrors = graphQLError.extensions.fieldErrors;
    if (typeof fieldErrors !== 'object' || fieldErrors === null) return [];
    return Object.entries(fieldErrors as Record<string, unknown>).map(([name, message]) => ({
      name: name.replace(/^input\./, ''),
      errors: [translateServerMessage(String(message))],
    }));
  });
}
