import { Button, Form, Modal, Space, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../server/domain/template-rules.ts';
import { fieldErrorsOf, messageOf } from '../core/errors';
import { useOnline } from '../core/offline/useOnline';
import { firstRefusedField, showFieldErrors, type FieldName } from './formErrors';
import { namePath } from './namePath';
import { useNotices } from '../ui/notices';

interface TemplateEditorModalProps<Draft extends object> {
  title: string;
  form: FormInstance<Draft>;
  initialValues: Draft;
  /** Shared templates (admins) cannot be saved offline. */
  shared: boolean;
  /** The shared template rules' errors for everything the form holds (template-rules.ts, as the server checks). */
  check(full: Draft): FieldErrors;
  onSave(draft: Draft): Promise<unknown>;
  onClose(): void;
  onValuesChange?(changed: Partial<Draft>): void;
  /** Above the form and the preview (the assessment's cognitive-level warning). */
  banner?: ReactNode;
  /** Shows the part of the form that holds the field (the assessment's tab), before it is scrolled to. */
  revealField?(name: FieldName): void;
  /** Mounts the fields that are refused but not shown (the lesson's structure), before their messages are set. */
  mountFields?(names: FieldName[]): void;
  /** The form's panels. */
  children: ReactNode;
  /** The live print preview beside the form. */
  preview: ReactNode;
}

/**
 * The full-screen frame of the lesson and assessment editors: the form on the left, the print preview on the right,
 * and Save, which checks the form's rules and the shared template rules before it saves and closes; the server's
 * field errors land on the same fields.
 */
export function TemplateEditorModal<Draft extends object>(props: TemplateEditorModalProps<Draft>) {
  const { title, form, initialValues, shared, check, onSave, onClose, onValuesChange, revealField, mountFields } =
    props;
  const { banner, children, preview } = props;
  const { t } = useTranslation('templates');
  const { message } = useNotices();
  const online = useOnline();
  const [saving, setSaving] = useState(false);

  /** Whatever tab she is on, the first field with an error comes into view with the focus, its message beside it. */
  const goToField = (name: FieldName | undefined | null) => {
    if (!name) return;
    // The tab must be showing before the field can be scrolled to and focused.
    if (revealField) flushSync(() => revealField(name));
    form.scrollToField(name, { focus: true, block: 'center' });
  };

  /** The rules' or the server's messages on their fields (mounted first, if they are not shown); answers their names. */
  const refuse = (errors: Parameters<typeof showFieldErrors>[1]) => {
    if (mountFields) {
      const paths = Array.isArray(errors) ? errors.map((entry) => entry.name) : Object.keys(errors);
      if (paths.length > 0) flushSync(() => mountFields(paths.map(namePath)));
    }
    return showFieldErrors(form, errors);
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch (rejection) {
      message.error(t('messages.fixErrors'));
      goToField(firstRefusedField(rejection));
      return;
    }
    // Every value the form holds, also those no field shows (a lesson field's points and difficulty).
    const full = { ...initialValues, ...(form.getFieldsValue(true) as Draft) };
    const refused = refuse(check(full));
    if (refused.length > 0) {
      message.error(t('messages.fixErrors'));
      goToField(refused[0]);
      return;
    }
    setSaving(true);
    try {
      await onSave(full);
      message.success(t('messages.saved'));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) goToField(refuse(fields)[0]);
      message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const blocked = shared && !online;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width="100%"
      className="template-fullscreen"
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Space>
          {blocked && <Typography.Text type="secondary">{t('messages.adminOffline')}</Typography.Text>}
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={blocked} onClick={() => void save()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {banner}
      <div className="template-editor">
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={onValuesChange}
          className="template-form"
          scrollToFirstError
        >
          {children}
        </Form>
        <aside className="template-preview" aria-label={t('preview.title')}>
          {preview}
        </aside>
      </div>
    </Modal>
  );
}
