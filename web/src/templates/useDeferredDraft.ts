import { Form, type FormInstance } from 'antd';
import { useDeferredValue } from 'react';

const everything = <Draft>(all: Draft) => all;

/**
 * Every value of an editor's form, for its live print preview, a step behind the typing (a deferred value): React
 * renders the preview when the keys leave it time, and drops a render a newer key made stale. Only the preview reads
 * it: a part of the editor that watched every value re-rendered at each key (the whole lesson or assessment, every
 * rich-text editor in it), some 400 ms a key on a laptop.
 */
export function useDeferredDraft<Draft>(form: FormInstance<Draft>, initialValues: Draft): Draft {
  const watched = (Form.useWatch(everything<Draft>, { form, preserve: true }) as Draft | undefined) ?? initialValues;
  return useDeferredValue(watched);
}
