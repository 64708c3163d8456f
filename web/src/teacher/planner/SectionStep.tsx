import { Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/select/FilterSelect';
import type { Answer, Answers, LessonFieldShape, LessonSection } from './plannerModel';
import { answerKey } from './plannerModel';

interface SectionStepProps {
  section: LessonSection;
  sectionIndex: number;
  answers: Answers;
  onAnswer(key: string, answer: Answer): void;
}

/** One section of the lesson template: each field as its type asks (Text, Textarea, Select, Multi Select, Radio, Checkbox). */
export function SectionStep({ section, sectionIndex, answers, onAnswer }: SectionStepProps) {
  const { t } = useTranslation('planning');
  const fields = section.fields ?? [];
  return (
    <Form layout="vertical" component="div">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {section.name}
      </Typography.Title>
      {fields.length === 0 && <Typography.Paragraph type="secondary">{t('planner.noFields')}</Typography.Paragraph>}
      {fields.map((field, fieldIndex) => {
        const key = answerKey(sectionIndex, fieldIndex);
        const id = `planner-field-${sectionIndex}-${fieldIndex}`;
        return (
          <Form.Item key={key} label={field.label} htmlFor={id} extra={field.hint ?? undefined}>
            <FieldInput id={id} field={field} value={answers[key]} onChange={(answer) => onAnswer(key, answer)} />
          </Form.Item>
        );
      })}
    </Form>
  );
}

interface FieldInputProps {
  id: string;
  field: LessonFieldShape;
  value: Answer | undefined;
  onChange(answer: Answer): void;
}

function FieldInput({ id, field, value, onChange }: FieldInputProps) {
  const options = (field.items ?? []).map((item) => ({ value: item, label: item }));
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const placeholder = field.placeholder ?? undefined;
  switch (field.type) {
    case 'Textarea':
      return (
        <Input.TextArea
          id={id}
          value={text}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 10 }}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'Select':
      return (
        <FilterSelect
          id={id}
          value={text || undefined}
          placeholder={placeholder}
          options={options}
          onChange={(answer: string) => onChange(answer)}
        />
      );
    case 'Multi Select':
      return (
        <FilterSelect
          id={id}
          mode="multiple"
          value={list}
          placeholder={placeholder}
          options={options}
          onChange={(answer: string[]) => onChange(answer)}
        />
      );
    case 'Radio':
      return (
        <Radio.Group
          id={id}
          aria-label={field.label ?? undefined}
          value={text || undefined}
          options={options}
          onChange={(event) => onChange(String(event.target.value))}
        />
      );
    case 'Checkbox':
      return (
        <Checkbox.Group
          aria-label={field.label ?? undefined}
          value={list}
          options={options}
          onChange={(answer) => onChange(answer.map(String))}
        />
      );
    default:
      return (
        <Input id={id} value={text} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      );
  }
}
