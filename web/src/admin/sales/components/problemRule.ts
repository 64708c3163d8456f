import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { translateServerMessage } from '../../../core/i18n/serverMessages';
import { problemsOf, type SalesFormValues } from '../orderForm';

/** A field's rule: the shared rules' message for its path (see `problemsOf`), in the user's language. */
export function problemRule(form: FormInstance<SalesFormValues>, path: string): Rule {
  return {
    validator: () => {
      const problem = problemsOf(form.getFieldsValue(true) as SalesFormValues)[path];
      return problem ? Promise.reject(new Error(translateServerMessage(problem))) : Promise.resolve();
    },
  };
}
