import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateMessages } from '../../../server/domain/template-rules.ts';
import { useHeadingLabel } from '../print/usePaperWords';
import { requiredText } from './formErrors';

/**
 * The template's headings: the words its paper prints for Grade, Date, Term, Total, Time (and, for assessments,
 * Minute(s), Hour(s), Section(s), Question(s), Marks, Award …). Change Defaults lets the teacher rename, add and
 * remove headings; otherwise only the printed words are edited.
 */
export function HeadingsPanel() {
  const { t } = useTranslation('templates');
  const [changing, setChanging] = useState(false);
  return (
    <div className="template-panel" data-testid="headings-panel">
      <div className="template-panel-title">
        <Typography.Title level={5}>{t('headings.title')}</Typography.Title>
        <Button size="small" onClick={() => setChanging(!changing)} aria-pressed={changing}>
          {changing ? t('headings.done') : t('headings.changeDefaults')}
        </Button>
      </div>
      <Form.List name="headings">
        {(fields, { add, remove }) => (
          <div className="headings-grid">
            {fields.map((field) =>
              changing ? (
                <Space.Compact key={field.key} block>
                  <Form.Item name={[field.name, 'label']} rules={[requiredText(templateMessages.label)]} noStyle>
                    <Input
                      aria-label={t('headings.label')}
                      placeholder={t('headings.label')}
                      style={{ width: '45%' }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={[requiredText(templateMessages.required)]} noStyle>
                    <Input aria-label={t('headings.value')} placeholder={t('headings.value')} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('headings.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space.Compact>
              ) : (
                <HeadingValue key={field.key} name={field.name} />
              ),
            )}
            {changing && (
              <Button icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })}>
                {t('headings.add')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </div>
  );
}

function HeadingValue({ name }: { name: number }) {
  const label = Form.useWatch(['headings', name, 'label'], { preserve: true }) as string | undefined;
  const shown = useHeadingLabel()(label ?? '');
  return (
    <div className="heading-row">
      <span className="heading-label" title={shown}>
        {shown}
      </span>
      <Form.Item name={[name, 'value']} rules={[requiredText(templateMessages.required)]} className="heading-value">
        <Input size="small" aria-label={shown} />
      </Form.Item>
    </div>
  );
}
