import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complexities, fontFamilies, templateMessages } from '../../../../server/domain/template-rules.ts';
import type { TemplateReference } from '../referenceData';
import { subjectLabel } from '../referenceData';
import { requiredText } from '../formErrors';
import { limitRule } from '../../ui/record/limitRule';
import { FilterSelect } from '../../ui/select/FilterSelect';

interface LessonDetailsPanelProps {
  reference: TemplateReference;
  /** Shared templates need a school and a complexity. */
  shared: boolean;
}

/** Lesson Details: Name, Subject, School, Complexity, Font Family (and the lesson's minutes). */
export function LessonDetailsPanel({ reference, shared }: LessonDetailsPanelProps) {
  const { t } = useTranslation('templates');
  return (
    <div className="template-panel" data-testid="lesson-details">
      <Typography.Title level={5}>{t('lessons.details')}</Typography.Title>
      <Form.Item name="name" label={t('fields.name')} rules={[requiredText(templateMessages.name)]}>
        <Input maxLength={200} />
      </Form.Item>
      <div className="template-columns">
        <Form.Item name="subjectID" label={t('fields.subject')} rules={[requiredText(templateMessages.subject)]}>
          <FilterSelect
            options={reference.subjects.map((subject) => ({
              value: subject.id,
              label: subjectLabel(subject, t('fields.grade')),
            }))}
            loading={reference.loading}
          />
        </Form.Item>
        <Form.Item
          name="schoolID"
          label={t('fields.school')}
          rules={shared ? [requiredText(templateMessages.school)] : []}
        >
          <FilterSelect
            allowClear={!shared && { label: t('clearChoice') }}
            options={reference.schools.map((school) => ({ value: school.id, label: school.name }))}
          />
        </Form.Item>
      </div>
      <div className="template-columns template-columns-3">
        <Form.Item
          name="complexity"
          label={t('fields.complexity')}
          rules={shared ? [requiredText(templateMessages.complexity)] : []}
        >
          <Select
            allowClear={!shared && { label: t('clearChoice') }}
            options={complexities.map((value) => ({ value, label: t(`complexity.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="fontFamily" label={t('fields.fontFamily')}>
          <Select options={fontFamilies.map((value) => ({ value, label: t(`fonts.${value}`) }))} />
        </Form.Item>
        <Form.Item name="minutes" label={t('fields.minutes')} rules={[limitRule('minutes', 'Int')]}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </div>
  );
}
