import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  complexities,
  fontFamilies,
  formatDuration,
  templateMessages,
} from '../../../../server/domain/template-rules.ts';
import { translateServerMessage } from '../../core/i18n/serverMessages';
import type { TemplateReference } from '../referenceData';
import { subjectLabel } from '../referenceData';
import { requiredText } from '../formErrors';
import { limitRule } from '../../ui/record/limitRule';
import { FilterSelect } from '../../ui/select/FilterSelect';

/** Assessment Details: title, complexity, time, subject, school (shared), taxonomy, font and the instructions. */
export function AssessmentDetailsPanel({ reference, shared }: { reference: TemplateReference; shared: boolean }) {
  const { t } = useTranslation('templates');
  const minutes = Form.useWatch('totalMinutes') as number | null | undefined;
  const duration = formatDuration(minutes ?? null, {
    hour: t('time.hour'),
    hours: t('time.hours'),
    minute: t('time.minute'),
    minutes: t('time.minutes'),
  });
  return (
    <div className="template-panel" data-testid="assessment-details">
      <Typography.Title level={5}>{t('assessments.details')}</Typography.Title>
      <Form.Item name="title" label={t('fields.title')} rules={[requiredText(templateMessages.title)]}>
        <Input maxLength={300} />
      </Form.Item>
      <div className="template-columns template-columns-3">
        <Form.Item name="complexity" label={t('fields.complexity')} rules={[requiredText(templateMessages.complexity)]}>
          <Select options={complexities.map((value) => ({ value, label: t(`complexity.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="totalMinutes"
          label={t('fields.timeMinutes')}
          extra={duration}
          rules={[
            { required: true, type: 'integer', min: 1, message: translateServerMessage(templateMessages.time) },
            limitRule('totalMinutes', 'Int'),
          ]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="fontFamily" label={t('fields.fontFamily')}>
          <Select options={fontFamilies.map((value) => ({ value, label: t(`fonts.${value}`) }))} />
        </Form.Item>
      </div>
      <div className={shared ? 'template-columns template-columns-3' : 'template-columns'}>
        <Form.Item name="subjectID" label={t('fields.subject')} rules={[requiredText(templateMessages.subject)]}>
          <FilterSelect
            loading={reference.loading}
            options={reference.subjects.map((subject) => ({
              value: subject.id,
              label: subjectLabel(subject, t('fields.grade')),
            }))}
          />
        </Form.Item>
        {shared && (
          <Form.Item name="schoolID" label={t('fields.school')} rules={[requiredText(templateMessages.school)]}>
            <FilterSelect options={reference.schools.map((school) => ({ value: school.id, label: school.name }))} />
          </Form.Item>
        )}
        <Form.Item name="taxonomy" label={t('fields.taxonomy')}>
          <FilterSelect
            allowClear
            options={reference.taxonomies.map((taxonomy) => ({
              value: taxonomy.name ?? '',
              label: taxonomy.name ?? '',
            }))}
          />
        </Form.Item>
      </div>
      <Form.List
        name="instructions"
        rules={[
          {
            validator: async (_rule, lines: string[] | undefined) => {
              if (!(lines ?? []).some((line) => typeof line === 'string' && line.trim() !== ''))
                throw new Error(translateServerMessage(templateMessages.instructions));
            },
          },
        ]}
      >
        {(lines, { add, remove }, { errors }) => (
          <div className="instructions">
            <Typography.Text strong>{t('fields.instructions')}</Typography.Text>
            {lines.map((line, index) => (
              <Space.Compact key={line.key} block style={{ marginTop: 6 }}>
                <Form.Item name={line.name} noStyle>
                  <Input aria-label={t('assessments.instruction', { number: index + 1 })} prefix={`${index + 1}.`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('assessments.removeInstruction')}
                  onClick={() => remove(line.name)}
                />
              </Space.Compact>
            ))}
            <Form.ErrorList errors={errors} />
            <Button size="small" icon={<PlusOutlined />} onClick={() => add('')} style={{ marginTop: 6 }}>
              {t('assessments.addInstruction')}
            </Button>
          </div>
        )}
      </Form.List>
    </div>
  );
}
