import type { FormInstance } from 'antd';
import { translateServerMessage } from '../core/i18n/i18n';
import type { FieldErrors } from '../../../server/domain/template-rules.ts';
import { namePath } from './namePath';

/**
 * Shows the rules' messages (the shared template rules, or the server's BAD_USER_INPUT field errors, which use
 * the same paths) on the form's fields, in the user's language. Answers how many there were.
 */
export function showFieldErrors(
  form: FormInstance,
  errors: FieldErrors | { name: string; errors: string[] }[],
): number {
  const entries = Array.isArray(errors)
    ? errors.map((entry) => [entry.name, entry.errors[0] ?? ''] as const)
    : Object.entries(errors);
  form.setFields(
    entries.map(([path, message]) => ({ name: namePath(path), errors: [translateServerMessage(message)] })),
  );
  return entries.length;
}

/** A form rule: the text is required (blank is not enough), with the shared template rules' message. */
export function requiredText(message: string) {
  return { required: true, whitespace: true, message: translateServerMessage(message) };
}
