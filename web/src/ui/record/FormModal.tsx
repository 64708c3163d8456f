import type { FormInstance, FormProps } from 'antd';
import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<Values> {
  open: boolean;
  title: string;
  width: number;
  form: FormInstance<Values>;
  okDisabled: boolean;
  saving: boolean;
  onOk(): void;
  onCancel(): void;
  /** A message for the whole form (not one field), shown under the fields. */
  error?: string | null;
  /** The save button's text when it is not Save (a communication is sent: 002 section 2). */
  okText?: string;
  /** The form's own props: its name (the fields' ids), initial values, change handlers. */
  formProps?: Omit<FormProps<Values>, 'form' | 'layout'>;
  children: ReactNode;
}

/** A record's form in a dialog with Save and Cancel: the fields stacked, Save showing progress while it saves. */
export function FormModal<Values>({
  open,
  title,
  width,
  form,
  okDisabled,
  saving,
  onOk,
  onCancel,
  error,
  okText,
  formProps,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation('reference');
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: okDisabled, loading: saving }}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Values> {...formProps} form={form} layout="vertical">
        {children}
        {error && (
          <div role="alert" style={{ color: '#cf1322' }}>
            {error}
          </div>
        )}
      </Form>
    </Modal>
  );
}
