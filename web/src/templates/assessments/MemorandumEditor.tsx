import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { marksText } from '../../print/paperWords';
import { RichTextEditor } from '../../ui/richtext';
import type { QuestionDraft } from './assessmentStore';

/** The Memorandum tab: sections, questions and their marks, with an answer box per field. */
export function MemorandumEditor({
  questions,
  uploadFolder,
}: {
  questions: readonly QuestionDraft[];
  uploadFolder?: string;
}) {
  const { t } = useTranslation('templates');
  if (questions.length === 0) return <Typography.Paragraph type="secondary">{t('memo.empty')}</Typography.Paragraph>;
  return (
    <div className="memo" data-testid="memo-editor">
      {questions.map((question, index) => (
        <div key={index} className="template-panel">
          {question.isSection && (
            <Typography.Title level={5} className="memo-section">
              {t('memo.section', { number: question.sectionNumber ?? '' })} {question.sectionTitle}
            </Typography.Title>
          )}
          <div className="memo-question">
            <strong>
              {t('questions.question', { number: question.number ?? '' })} {question.title}
            </strong>
            <span>[{marksText(question.marks)}]</span>
          </div>
          {(question.fields ?? []).map((field, fieldIndex) => (
            <div key={fieldIndex} className="memo-field">
              <div className="memo-question">
                <span>
                  {field.number} {field.question}
                </span>
                <span>({marksText(field.marks)})</span>
              </div>
              <Form.Item name={['questions', index, 'fields', fieldIndex, 'answer']} label={t('memo.answer')}>
                <RichTextEditor
                  uploadFolder={uploadFolder}
                  ariaLabel={t('memo.answerFor', { number: field.number ?? '' })}
                />
              </Form.Item>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
