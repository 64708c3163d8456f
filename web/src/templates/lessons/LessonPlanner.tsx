import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateMessages } from '../../../../server/domain/template-rules.ts';
import { LessonFieldEditor } from './LessonFieldEditor';
import { SortableCard, SortableItem, SortableList } from '../Sortable';
import { requiredText } from '../formErrors';

/** The Planner: draggable steps, each with a Title and draggable typed fields (002 Lessons screen). */
export function LessonPlanner() {
  const { t } = useTranslation('templates');
  return (
    <div className="template-panel" data-testid="lesson-planner">
      <Typography.Title level={5}>{t('planner.title')}</Typography.Title>
      <Form.List name="template">
        {(steps, { add, remove, move }) => (
          <>
            <SortableList ids={steps.map((step) => step.key)} onMove={move}>
              {steps.map((step, index) => (
                <SortableCard
                  key={step.key}
                  id={step.key}
                  className="planner-step"
                  testId="planner-step"
                  heading={t('planner.step', { number: index + 1 })}
                  dragLabel={t('planner.dragStep')}
                  removeLabel={t('planner.removeStep')}
                  removeConfirm={t('planner.removeStepConfirm')}
                  onRemove={() => remove(step.name)}
                >
                  <Form.Item
                    name={[step.name, 'name']}
                    label={t('planner.stepTitle')}
                    rules={[requiredText(templateMessages.title)]}
                  >
                    <Input />
                  </Form.Item>
                  <StepFields stepName={step.name} />
                </SortableCard>
              ))}
            </SortableList>
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', fields: [] })} block type="dashed">
              {t('planner.addStep')}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}

function StepFields({ stepName }: { stepName: number }) {
  const { t } = useTranslation('templates');
  return (
    <Form.List name={[stepName, 'fields']}>
      {(fields, { add, remove, move }) => (
        <div className="planner-fields">
          <SortableList ids={fields.map((field) => field.key)} onMove={move}>
            {fields.map((field) => (
              <SortableItem key={field.key} id={field.key} className="planner-field">
                <LessonFieldEditor
                  path={['template', stepName, 'fields', field.name]}
                  name={field.name}
                  onRemove={() => remove(field.name)}
                />
              </SortableItem>
            ))}
          </SortableList>
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ type: 'Text', label: '' })}>
            {t('planner.addField')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
