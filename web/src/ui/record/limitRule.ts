import type { RuleObject } from 'antd/es/form';
import { limitOf, valueLimitError } from '../../../../server/domain/limits.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';

/** A form rule with the server's limit of this field (server/domain/limits.ts), so the form says it before saving. */
export function limitRule(field: string, scalar: 'String' | 'Int' | 'Float' = 'String'): RuleObject {
  const limit = limitOf(field, scalar, false);
  return {
    validator: async (_rule, value: unknown) => {
      const message = value === null || value === undefined ? null : valueLimitError(field, value, limit);
      if (message) throw new Error(translateServerMessage(message));
    },
  };
}
