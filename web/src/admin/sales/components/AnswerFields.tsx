import { Form, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerControl, isSingleCheckbox } from '../../../shop/product/answerControl';
import type { FormItem, SalesFormValues } from '../orderForm';
import { problemRule } from './problemRule';

interface AnswerFieldsProps {
  form: FormInstance<SalesFormValues>;
  items: readonly FormItem[];
  editable: boolean;
}

/** The answers to the questions of the order's products (002 §2), editable per §4; required ones checked as the server does. */
export function AnswerFields({ form, items, editable }: AnswerFieldsProps) {
  const { t } = useTranslation('adminSales');
  const asked = items.map((item, index) => ({ item, index })).filter(({ item }) => (item.questions ?? []).length > 0);
  if (asked.length === 0) return null;
  return (
    <section className="sales-dialog-section" data-testid="sales-answers">
      <Typography.Title level={5}>{t('dialog.answers')}</Typography.Title>
      {asked.map(({ item, index }) => (
        <fieldset key={item.id} className="sales-answers-item">
          <legend>{item.title}</legend>
          {(item.questions ?? []).map((question, questionIndex) => {
            const single = isSingleCheckbox(question);
            return (
              <Form.Item
                key={questionIndex}
                name={['items', index, 'questions', questionIndex, 'value']}
                label={single ? undefined : question.label}
                required={Boolean(question.required)}
                rules={[problemRule(form, `items.${index}.questions.${questionIndex}.value`)]}
                extra={question.hint ?? undefined}
                valuePropName={single ? 'checked' : 'value'}
              >
                {answerControl(question, { disabled: !editable })}
              </Form.Item>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
