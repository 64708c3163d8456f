import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useBotCheck } from './BotCheck';
import { showFailure } from './formFailure';

export type SubmitState = 'editing' | 'submitting' | 'submitted';

/**
 * The submit of a bot-checked form (contact, support, login retrieval, forgot password): waits for the bot check,
 * sends, and shows a refusal under the named fields or as the form's message. A solved challenge is accepted once,
 * so every attempt ends with a fresh one.
 */
export function useBotCheckedSubmit<Values>(
  form: FormInstance<Values>,
  fields: readonly string[],
  send: (values: Values, botToken: string | null) => Promise<unknown>,
) {
  const bot = useBotCheck();
  const [state, setState] = useState<SubmitState>('editing');
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setState('submitting');
    setError(null);
    try {
      await send(values, await bot.token());
      setState('submitted');
    } catch (failure) {
      setState('editing');
      showFailure(form, fields, failure, setError);
    } finally {
      bot.reset();
    }
  };

  return {
    bot,
    state,
    error,
    submitting: state === 'submitting',
    submitted: state === 'submitted',
    onFinish: (values: Values) => void submit(values),
    /** Back to the form after it was sent (send again). */
    edit: () => setState('editing'),
  };
}
