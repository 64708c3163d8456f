import { Alert, Button, Form, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageOf } from '../../core/errors';
import { answerControl, isSingleCheckbox } from './answerControl';
import type { ProductDetail } from './productTypes';

type Question = NonNullable<ProductDetail['questions']>[number];

interface ProductQuestionsDialogProps {
  title: string;
  questions: readonly Question[];
  /** Why adding is not possible now (offline, already in the cart), or null. */
  blockedReason: string | null;
  onSubmit(answers: unknown[]): Promise<void>;
  onClose(): void;
}

function isAnswered(question: Question, value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The product's questions before it goes into the cart (000 section 5): a required question shows 'Required' when
 * empty; a double-click copies the placeholder into an empty text field.
 */
export function ProductQuestionsDialog({
  title,
  questions,
  blockedReason,
  onSubmit,
  onClose,
}: ProductQuestionsDialogProps) {
  const { t } = useTranslation('shop');
  const [form] = Form.useForm<{ answers?: unknown[] }>();
  const values = Form.useWatch('answers', form);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = questions.every((question, index) => !question.required || isAnswered(question, values?.[index]));

  const copyPlaceholder = (index: number, placeholder: string | null | undefined) => {
    if (placeholder && !isAnswered(questions[index], form.getFieldValue(['answers', index]))) {
      form.setFieldValue(['answers', index], placeholder);
      void form.validateFields([['answers', index]]);
    }
  };

  const submit = async () => {
    const { answers = [] } = await form.validateFields();
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(questions.map((_question, index) => answers[index] ?? null));
    } catch (error) {
      const fields = fieldErrorsOf(error).map(({ name, errors }) => ({
        name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors,
      }));
      if (fields.length > 0) form.setFields(fields);
      else setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('questions.title', { title })}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="add"
          type="primary"
          onClick={() => void submit()}
          loading={saving}
          disabled={!complete || blockedReason !== null}
        >
          {t('product.addToCart')}
        </Button>,
      ]}
    >
      {blockedReason && <Alert type="warning" showIcon title={blockedReason} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        {questions.map((question, index) => {
          const rules: Rule[] = question.required
            ? [
                {
                  validator: (_rule, value) =>
                    isAnswered(question, value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('questions.required'))),
                },
              ]
            : [];
          const single = isSingleCheckbox(question);
          return (
            <Form.Item
              key={index}
              name={['answers', index]}
              label={single ? undefined : question.label}
              required={Boolean(question.required)}
              rules={rules}
              extra={question.hint ?? undefined}
              valuePropName={single ? 'checked' : 'value'}
            >
              {answerControl(question, { onDoubleClickText: () => copyPlaceholder(index, question.placeholder) })}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
