import type { FormInstance } from 'antd';
import { fieldErrorsOf, messageOf } from '../core/errors';

/**
 * Shows a refused submit: the server's field errors under the form's own fields, anything else (the bot check, a
 * throttle, a lost connection) as the page's message, which `showMessage` receives (null when all went under fields).
 */
export function showFailure(
  form: FormInstance,
  fields: readonly string[],
  failure: unknown,
  showMessage: (message: string | null) => void,
): void {
  const others: string[] = [];
  let underFields = false;
  for (const { name, errors } of fieldErrorsOf(failure)) {
    if (fields.includes(name)) {
      form.setFields([{ name, errors }]);
      underFields = true;
    } else others.push(...errors);
  }
  showMessage(others.length > 0 ? others.join(' ') : underFields ? null : messageOf(failure));
}
