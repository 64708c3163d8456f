import type { FormInstance } from 'antd';
import { translateServerMessage } from '../core/i18n/serverMessages';
import type { FieldErrors } from '../../../server/domain/template-rules.ts';
import { namePath } from './namePath';

/** A field's place in the form, as antd names it: ['questions', 0, 'number']. */
export type FieldName = (string | number)[];

/**
 * Shows the rules' messages (the shared template rules, or the server's BAD_USER_INPUT field errors, which use
 * the same paths) on the form's fields, in the user's language. Answers the fields' names, in the rules' order.
 */
export function showFieldErrors(
  form: FormInstance,
  errors: FieldErrors | { name: string; errors: string[] }[],
): FieldName[] {
  const entries = Array.isArray(errors)
    ? errors.map((entry) => [entry.name, entry.errors[0] ?? ''] as const)
    : Object.entries(errors);
  const fields = entries.map(([path, message]) => ({
    name: namePath(path),
    errors: [translateServerMessage(message)],
  }));
  form.setFields(fields);
  return fields.map((field) => field.name);
}

/** The first field antd's validateFields refused (its rejection lists them in the form's order), if any. */
export function firstRefusedField(rejection: unknown): FieldName | null {
  if (typeof rejection !== 'object' || rejection === null || !('errorFields' in rejection)) return null;
  const { errorFields } = rejection as { errorFields: { name: FieldName }[] };
  return errorFields[0]?.name ?? null;
}

/** A form rule: the text is required (blank is not enough), with the shared template rules' message. */
export function requiredText(message: string) {
  return { required: true, whitespace: true, message: translateServerMessage(message) };
}
