import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldValueInput } from './FieldValueInput';
import type { LessonFieldDraft, LessonStepDraft } from './lessonStore';

/**
 * The Planner ready to fill in: each step under its title, each field as the input its type asks for, with its
 * label, its hint below it and its placeholder inside. Nothing of the structure can be changed here.
 */
export function LessonStepsFill() {
  const { t } = useTranslation('templates');
  const steps = (Form.useWatch('template', { preserve: true }) as LessonStepDraft[] | undefined) ?? [];
  if (steps.length === 0) return <Typography.Paragraph type="secondary">{t('planner.noSteps')}</Typography.Paragraph>;
  return (
    <div className="planner-fill">
      {steps.map((step, stepIndex) => {
        const fields = step?.fields ?? [];
        return (
          <Card
            key={stepIndex}
            size="small"
            className="planner-step"
            data-testid="planner-step"
            title={step?.name || t('planner.step', { number: stepIndex + 1 })}
          >
            {fields.length === 0 && <Typography.Text type="secondary">{t('planner.noFieldsInStep')}</Typography.Text>}
            {fields.map((field, fieldIndex) => (
              <FilledField
                key={fieldIndex}
                path={['template', stepIndex, 'fields', fieldIndex, 'value']}
                field={field}
              />
            ))}
          </Card>
        );
      })}
    </div>
  );
}

function FilledField({ path, field }: { path: (string | number)[]; field: LessonFieldDraft }) {
  const { t } = useTranslation('templates');
  const options = (field?.items ?? []).map((item) => ({ value: item, label: item }));
  return (
    <div data-testid="lesson-field">
      <Form.Item name={path} label={field?.label || t('fields.value')} extra={field?.hint || undefined}>
        <FieldValueInput type={field?.type} options={options} placeholder={field?.placeholder} />
      </Form.Item>
    </div>
  );
}
