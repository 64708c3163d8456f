import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { useSubmittable } from './useSubmittable';

export interface FormDialogOptions<Values> {
  /** The dialog's form, when the component needs it before this hook (to watch a field); else one is made. */
  form?: FormInstance<Values>;
  open: boolean;
  /** Which record the dialog edits ('new' or its id): the form is filled again when it changes. */
  recordKey: string | null;
  /** The form's values when the dialog opens. */
  valuesOnOpen(): Values;
  /** Saves the validated values; the dialog closes once it resolves. */
  save(values: Values): Promise<void>;
  onClose(): void;
  /** Save stays disabled while this is true (an upload, a check still loading). */
  busy?: boolean;
  /** The form field a server field message belongs to; null shows the message under the form instead. */
  fieldOf?(serverField: string): string | null;
}

/** What `FormModal` takes from `useFormDialog`. */
export interface FormDialogState<Values> {
  open: boolean;
  form: FormInstance<Values>;
  okDisabled: boolean;
  saving: boolean;
  error: string | null;
  onOk(): void;
  onCancel(): void;
}

/**
 * A new/edit record dialog's form: filled when it opens (a later change to the record, from another device, does
 * not undo the user's edits), Save enabled only while the values pass the rules, and the server's answer shown on
 * the fields it names or else under the form.
 */
export function useFormDialog<Values>(options: FormDialogOptions<Values>): FormDialogState<Values> {
  const { open, recordKey, busy = false, onClose } = options;
  const [form] = Form.useForm<Values>(options.form);
  const submittable = useSubmittable(form);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [filledFor, setFilledFor] = useState({ open, recordKey });
  if (filledFor.open !== open || filledFor.recordKey !== recordKey) {
    setFilledFor({ open, recordKey });
    if (open) setError(null);
  }
  const fill = useEffectEvent(() => {
    form.resetFields();
    form.setFieldsValue(options.valuesOnOpen());
  });
  useEffect(() => {
    if (open) fill();
  }, [open, recordKey]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      await options.save(values);
      onClose();
    } catch (failure) {
      const fieldOf = options.fieldOf ?? ((name: string) => name);
      const fieldErrors = fieldErrorsOf(failure).flatMap(({ name, errors }) => {
        const field = fieldOf(name);
        return field === null ? [] : [{ name: field, errors }];
      });
      if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      else setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return { open, form, okDisabled: !submittable || busy, saving, error, onOk: () => void submit(), onCancel: onClose };
}
