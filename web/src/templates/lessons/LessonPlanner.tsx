import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateMessages } from '../../../../server/domain/template-rules.ts';
import { LessonFieldEditor } from './LessonFieldEditor';
import { LessonStepsFill } from './LessonStepsFill';
import { SortableCard, SortableItem, SortableList } from '../Sortable';
import { requiredText } from '../formErrors';

interface LessonPlannerProps {
  /** The steps and fields are designed (titles, type, label, placeholder, hint, options; added, removed, moved). */
  structure: boolean;
  /** Turns designing on or off; none: always on (the admins' shared templates). */
  onStructureChange?: (structure: boolean) => void;
}

/**
 * The Planner (002 Lessons screen). A teacher's lesson opens ready to fill in (each field as its input); "Edit
 * structure" shows the designer: draggable steps, each with a Title and draggable typed fields.
 */
export function LessonPlanner({ structure, onStructureChange }: LessonPlannerProps) {
  const { t } = useTranslation('templates');
  return (
    <div className="template-panel" data-testid="lesson-planner">
      <div className="template-panel-title">
        <Typography.Title level={5}>{t('planner.title')}</Typography.Title>
        {onStructureChange && (
          <span className="structure-switch">
            <Switch id="lesson-edit-structure" size="small" checked={structure} onChange={onStructureChange} />
            <label htmlFor="lesson-edit-structure">{t('planner.editStructure')}</label>
          </span>
        )}
      </div>
      {structure ? <PlannerDesign /> : <LessonStepsFill />}
    </div>
  );
}

/** The designer: steps and fields added, removed, moved, and each field's type, label, placeholder, hint, options. */
function PlannerDesign() {
  const { t } = useTranslation('templates');
  return (
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
