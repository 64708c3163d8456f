import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CognitiveLevel } from '../../../../server/domain/template-rules.ts';
import { templateMessages } from '../../../../server/domain/template-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import { RichTextEditor } from '../../ui/richtext';
import { DragHandle, SortableCard, SortableItem, SortableList } from '../Sortable';
import { requiredText } from '../formErrors';
import { FilterSelect } from '../../ui/select/FilterSelect';

interface QuestionsEditorProps {
  levels: readonly CognitiveLevel[];
  uploadFolder?: string;
}

const marksRule = {
  required: true,
  type: 'number' as const,
  min: 0,
  message: translateServerMessage(templateMessages.marks),
};

/** The draggable Questions list with Add Question: number, title, marks, section mark, rich text and fields. */
export function QuestionsEditor({ levels, uploadFolder }: QuestionsEditorProps) {
  const { t } = useTranslation('templates');
  return (
    <Form.List name="questions">
      {(questions, { add, remove, move }) => (
        <div className="questions" data-testid="questions-editor">
          <SortableList ids={questions.map((question) => question.key)} onMove={move}>
            {questions.map((question, index) => (
              <SortableCard
                key={question.key}
                id={question.key}
                className="question-card"
                testId="question-card"
                heading={t('questions.question', { number: index + 1 })}
                dragLabel={t('questions.drag')}
                removeLabel={t('questions.remove')}
                removeConfirm={t('questions.removeConfirm')}
                onRemove={() => remove(question.name)}
              >
                <SectionMark name={question.name} />
                <div className="template-columns template-columns-4">
                  <Form.Item
                    name={[question.name, 'number']}
                    label={t('fields.number')}
                    rules={[requiredText(templateMessages.number)]}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item name={[question.name, 'title']} label={t('fields.title')} className="question-title">
                    <Input />
                  </Form.Item>
                  <Form.Item name={[question.name, 'marks']} label={t('fields.marks')} rules={[marksRule]}>
                    <InputNumber min={0} step={1} style={{ width: '100%' }} />
                  </Form.Item>
                </div>
                <Form.Item name={[question.name, 'richText']} label={t('questions.content')}>
                  <RichTextEditor uploadFolder={uploadFolder} ariaLabel={t('questions.content')} />
                </Form.Item>
                <QuestionFields questionName={question.name} levels={levels} uploadFolder={uploadFolder} />
              </SortableCard>
            ))}
          </SortableList>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() =>
              add({
                number: String(questions.length + 1),
                title: '',
                marks: 0,
                fields: [{ number: `${questions.length + 1}.1`, question: '', marks: 0 }],
              })
            }
          >
            {t('questions.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Mark or unmark the question as the start of a section (number and title). */
function SectionMark({ name }: { name: number }) {
  const { t } = useTranslation('templates');
  const marked = Form.useWatch(['questions', name, 'isSection']) as boolean | undefined;
  return (
    <div className="section-mark">
      <Form.Item
        name={[name, 'isSection']}
        valuePropName="checked"
        label={t('questions.section')}
        layout="horizontal"
        style={{ marginBottom: marked ? 0 : 8 }}
      >
        <Switch size="small" />
      </Form.Item>
      {marked && (
        <div className="template-columns" style={{ gridTemplateColumns: '140px 1fr' }}>
          <Form.Item
            name={[name, 'sectionNumber']}
            label={t('questions.sectionNumber')}
            rules={[requiredText(templateMessages.number)]}
          >
            <Input />
          </Form.Item>
          <Form.Item name={[name, 'sectionTitle']} label={t('questions.sectionTitle')}>
            <Input />
          </Form.Item>
        </div>
      )}
    </div>
  );
}

function QuestionFields({
  questionName,
  levels,
  uploadFolder,
}: {
  questionName: number;
  levels: readonly CognitiveLevel[];
  uploadFolder?: string;
}) {
  const { t } = useTranslation('templates');
  const questionNumber = Form.useWatch(['questions', questionName, 'number']) as string | undefined;
  return (
    <Form.List name={[questionName, 'fields']}>
      {(fields, { add, remove, move }) => (
        <div className="planner-fields">
          <Typography.Text strong>{t('questions.fields')}</Typography.Text>
          <SortableList ids={fields.map((field) => field.key)} onMove={move}>
            {fields.map((field) => (
              <SortableItem key={field.key} id={field.key} className="planner-field">
                <div data-testid="question-field">
                  <div className="planner-field-row">
                    <DragHandle label={t('questions.dragField')} />
                    <Form.Item name={[field.name, 'number']} label={t('fields.number')} style={{ width: 90 }}>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'question']}
                      label={t('fields.question')}
                      rules={[requiredText(templateMessages.required)]}
                      className="planner-grow"
                    >
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                    </Form.Item>
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      className="planner-delete"
                      aria-label={t('questions.removeField')}
                      title={t('questions.removeField')}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  <Form.Item name={[field.name, 'richText']} label={t('questions.fieldContent')}>
                    <RichTextEditor uploadFolder={uploadFolder} ariaLabel={t('questions.fieldContent')} />
                  </Form.Item>
                  <div className="template-columns">
                    <Form.Item name={[field.name, 'marks']} label={t('fields.marks')} rules={[marksRule]}>
                      <InputNumber min={0} step={1} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'cognitiveLevel']} label={t('fields.cognitiveLevel')}>
                      <LevelSelect levels={levels} />
                    </Form.Item>
                  </div>
                </div>
              </SortableItem>
            ))}
          </SortableList>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ number: `${questionNumber ?? ''}.${fields.length + 1}`, question: '', marks: 0 })}
          >
            {t('questions.addField')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

interface LevelSelectProps {
  id?: string;
  levels: readonly CognitiveLevel[];
  value?: CognitiveLevel | null;
  onChange?: (value: CognitiveLevel | null) => void;
}

/** A cognitive level of the assessment's taxonomy, stored with its percentage. */
function LevelSelect({ id, levels, value, onChange }: LevelSelectProps) {
  const { t } = useTranslation('templates');
  const options = levels.map((level) => ({
    value: level.label ?? '',
    label: `${level.label} (${level.percentage ?? 0} %)`,
  }));
  if (value?.label && !options.some((option) => option.value === value.label))
    options.push({ value: value.label, label: value.label });
  return (
    <FilterSelect
      id={id}
      allowClear
      placeholder={t('questions.chooseLevel')}
      value={value?.label || undefined}
      options={options}
      onChange={(label?: string) => {
        if (!label) return onChange?.(null);
        const level = levels.find((candidate) => candidate.label === label);
        onChange?.({ label, percentage: level?.percentage ?? value?.percentage ?? 0 });
      }}
    />
  );
}
