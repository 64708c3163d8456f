import { Form } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '../../../core/errors';
import { useNotices } from '../../../ui/notices';
import { valuesKey } from './itemForm';
import { useConfirm } from './useConfirm';
import { useDraftFiles, type DraftFiles } from './useDraftFiles';

interface EditDialogOptions<V> {
  form: FormInstance<V>;
  /** Names the loaded state ('new', or `${id}:${_version}…`); null while loading. A new one reloads the form. */
  recordKey: string | null;
  /** The form values of the loaded state. */
  values(): V;
}

export interface EditDialog<V> {
  /** Something differs from the last loaded or saved state: Save is enabled. */
  dirty: boolean;
  /** The values the form was loaded with (Cancel returns to them). */
  initial: V | null;
  drafts: DraftFiles;
  /** A save is under way. */
  saving: boolean;
  /** A save is under way or files are uploading: the dialog's buttons wait. */
  busy: boolean;
  /** The form's uploads started or ended. */
  setUploading(uploading: boolean): void;
  /**
   * Save: when the form is valid, runs `work` with its values while `saving`, and shows a failure with
   * `showError`; an invalid form only gets a toast (the fields show their messages).
   */
  save(work: (values: V) => Promise<void>): Promise<void>;
  /** Cancel (002 §4): after a confirmation, back to the values at open; unsaved uploads deleted. */
  cancel(): Promise<void>;
  /** Close: asks first when there are unsaved changes, which are then dropped. Resolves true when closing. */
  confirmClose(): Promise<boolean>;
  /** After a successful save: these values (as saved) are now the form's and the saved state. */
  saved(values: V): void;
  /** Shows a failed save: field messages on their fields (`questions.0.label` → the question's label), else a toast. */
  showError(error: unknown): void;
  holder: ReactNode;
}

/** `questions.0.label` → ['questions', 0, 'label'] */
function namePath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The state of an edit dialog of the catalogue: loading, dirty tracking, saving, Cancel and Close, server errors. */
export function useEditDialog<V extends object>({ form, recordKey, values }: EditDialogOptions<V>): EditDialog<V> {
  const { t } = useTranslation('adminCatalogue');
  const { message } = useNotices();
  const { confirm, holder: confirmHolder } = useConfirm();
  const drafts = useDraftFiles(confirm);
  const [initial, setInitial] = useState<V | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const loaded = useRef<string | null>(null);
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<Record<string, unknown>> | undefined;
  const dirty = initial !== null && watched !== undefined && valuesKey(watched) !== valuesKey(initial);

  const reset = useCallback(
    (next: V) => {
      form.resetFields();
      form.setFieldsValue(next);
      setInitial(next);
    },
    [form],
  );

  useEffect(() => {
    if (recordKey === null || loaded.current === recordKey) return;
    const sameRecord = loaded.current !== null && loaded.current.split(':')[0] === recordKey.split(':')[0];
    // Another change of the record arrived while editing: keep the edits (saving reports the conflict).
    if (sameRecord && dirty) return;
    loaded.current = recordKey;
    reset(values());
  }, [recordKey, dirty, reset, values]);

  const discard = useCallback(async () => {
    if (initial) reset(initial);
    await drafts.discard();
  }, [drafts, initial, reset]);

  const showError = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields.length > 0)
      form.setFields(
        fields.map((field) => ({
          name: namePath(field.name) as never,
          errors: field.errors,
        })),
      );
    message.error(fields.length > 0 ? t('dialog.fixErrors') : messageOf(error), 6);
  };

  return {
    dirty,
    initial,
    drafts,
    saving,
    busy: saving || uploading,
    setUploading,
    save: async (work) => {
      let values: V;
      try {
        await form.validateFields();
        values = form.getFieldsValue(true) as V;
      } catch {
        message.error(t('dialog.fixErrors'), 6);
        return;
      }
      setSaving(true);
      try {
        await work(values);
      } catch (saveError) {
        showError(saveError);
      } finally {
        setSaving(false);
      }
    },
    cancel: async () => {
      if (
        await confirm({
          title: t('dialog.cancelTitle'),
          content: t('dialog.cancelText'),
          okText: t('dialog.discard'),
          danger: true,
        })
      )
        await discard();
    },
    confirmClose: async () => {
      if (!dirty) {
        await drafts.discard();
        return true;
      }
      if (
        !(await confirm({
          title: t('dialog.closeTitle'),
          content: t('dialog.cancelText'),
          okText: t('dialog.discard'),
          danger: true,
        }))
      )
        return false;
      await discard();
      return true;
    },
    saved: (next: V) => {
      drafts.committed();
      // The form takes the saved values too: typed tag names are now tag ids.
      reset(next);
    },
    showError,
    holder: confirmHolder,
  };
}
