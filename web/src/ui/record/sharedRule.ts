import type { RuleObject } from 'antd/es/form';
import { translateServerMessage } from '../../core/i18n/serverMessages';

/**
 * A form rule that fails with the message of the shared validator (server/domain, the module the server checks
 * with), in the user's language. `messageNow` gets the field's value and may read the form's current values, so one
 * field's rule may look at others.
 */
export function sharedRule(messageNow: (value: unknown) => string | null | undefined): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const message = messageNow(value);
      if (message) throw new Error(translateServerMessage(message));
    },
  };
}
