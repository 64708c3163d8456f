import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Answers, SharedLessonTemplate } from './plannerModel';
import { answerKey } from './plannerModel';

interface LessonPreviewProps {
  name: string;
  subjectLabel: string;
  template: SharedLessonTemplate;
  answers: Answers;
}

/** The lesson as it will print: its name, headings and each section's answers. */
export function LessonPreview({ name, subjectLabel, template, answers }: LessonPreviewProps) {
  const { t } = useTranslation('planning');
  const font = template.fontFamily === 'Arial' ? 'Arial, sans-serif' : undefined;
  return (
    <article className="planner-preview" style={{ fontFamily: font }} data-testid="planner-preview">
      <Typography.Title level={2}>{name || t('planner.untitled')}</Typography.Title>
      <Typography.Paragraph type="secondary">{subjectLabel}</Typography.Paragraph>
      {(template.headings ?? []).length > 0 && (
        <Descriptions
          size="small"
          bordered
          column={2}
          items={(template.headings ?? []).map((heading, index) => ({
            key: index,
            label: heading.label,
            children: heading.value ?? '',
          }))}
          style={{ marginBottom: 16 }}
        />
      )}
      {(template.template ?? []).map((section, sectionIndex) => (
        <section key={sectionIndex} style={{ marginBottom: 16 }}>
          <Typography.Title level={4}>{section.name}</Typography.Title>
          {(section.fields ?? []).map((field, fieldIndex) => {
            const answer = answers[answerKey(sectionIndex, fieldIndex)];
            return (
              <div key={fieldIndex} style={{ marginBottom: 8 }}>
                <Typography.Text strong>{field.label}</Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>
                  {Array.isArray(answer) ? answer.join(', ') : (answer ?? '')}
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </article>
  );
}
