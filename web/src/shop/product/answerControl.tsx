import { Checkbox, Input, Radio } from 'antd';
import { FilterSelect } from '../../ui/select/FilterSelect';

/** What a product's question says about its answer's control (000 section 5: the question types). */
export interface AnswerQuestion {
  type?: string | null;
  label?: string | null;
  placeholder?: string | null;
  items?: readonly string[] | null;
}

/** A question asked as a single checkbox (no items): its answer is the checkbox's `checked`, not a value. */
export function isSingleCheckbox(question: AnswerQuestion): boolean {
  return (question.type ?? '').toLowerCase() === 'checkbox' && (question.items ?? []).length === 0;
}

interface AnswerControlOptions {
  disabled?: boolean;
  /** A double-click in a text field (the shop copies the placeholder into an empty one). */
  onDoubleClickText?(): void;
}

/**
 * The answer's control for its question's type, for the teacher adding a product to the cart and the admin editing
 * an order's answers alike. The element is Form.Item's direct child: Form.Item gives it the value and the change
 * handler.
 */
export function answerControl(question: AnswerQuestion, { disabled, onDoubleClickText }: AnswerControlOptions = {}) {
  const options = (question.items ?? []).map((item) => ({ value: item, label: item }));
  const placeholder = question.placeholder ?? undefined;
  switch ((question.type ?? 'Text').toLowerCase()) {
    case 'textarea':
      return (
        <Input.TextArea rows={3} placeholder={placeholder} disabled={disabled} onDoubleClick={onDoubleClickText} />
      );
    case 'select':
      return <FilterSelect options={options} placeholder={placeholder} allowClear disabled={disabled} />;
    case 'multi select':
      return (
        <FilterSelect mode="multiple" options={options} placeholder={placeholder} allowClear disabled={disabled} />
      );
    case 'radio':
      return <Radio.Group options={options} disabled={disabled} />;
    case 'checkbox':
      return options.length > 0 ? (
        <Checkbox.Group options={options} disabled={disabled} />
      ) : (
        <Checkbox disabled={disabled}>{question.label}</Checkbox>
      );
    default:
      return <Input placeholder={placeholder} disabled={disabled} onDoubleClick={onDoubleClickText} />;
  }
}
