import { totalMarksOf, type AssessmentQuestion, type Heading } from '../../../server/domain/template-rules.ts';
import { RichTextView } from '../ui/richtext/RichTextView';
import { Paper } from './Paper';
import type { Language } from '../core/i18n/i18n';
import { durationText, marksText } from './paperWords';
import { usePaperWord } from './usePaperWords';

export interface PrintableAssessment {
  title?: string | null;
  headings?: readonly Heading[] | null;
  fontFamily?: string | null;
  totalMinutes?: number | null;
  instructions?: readonly (string | null)[] | null;
  questions?: readonly AssessmentQuestion[] | null;
}

interface AssessmentPaperProps {
  assessment: PrintableAssessment;
  grade?: string | null;
  subject?: string | null;
  mode: 'paper' | 'memo';
  logoUrl?: string | null;
  fontSize?: number;
  /** The language of words the headings leave to the label; the interface's when not given. */
  language?: Language;
}

/**
 * The question paper or the memorandum of an assessment: headings block, instructions, sections, questions with
 * their marks in the right margin; the memorandum adds each answer. Used by the printer page and the live
 * preview of the editors.
 */
export function AssessmentPaper({
  assessment,
  grade,
  subject,
  mode,
  logoUrl,
  fontSize,
  language,
}: AssessmentPaperProps) {
  const headings = assessment.headings;
  const word = usePaperWord(headings, language);
  const questions = assessment.questions ?? [];
  const total = totalMarksOf(questions);
  const instructions = (assessment.instructions ?? []).filter((line): line is string => Boolean(line && line.trim()));
  const memo = mode === 'memo';

  return (
    <Paper
      testId={memo ? 'memorandum-paper' : 'question-paper'}
      fontFamily={assessment.fontFamily}
      fontSize={fontSize}
      logoUrl={logoUrl}
      title={assessment.title}
      kind={memo ? word('Memorandum') : undefined}
      word={word}
      grade={grade}
      subject={subject}
      total={`${marksText(total)} ${word('Marks')}`}
      time={durationText(assessment.totalMinutes, word)}
    >
      {instructions.length > 0 && (
        <section className="paper-instructions">
          <h2>{word('Information and Instructions')}</h2>
          <ol>
            {instructions.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </section>
      )}

      {questions.map((question, index) => (
        <section key={index} className="paper-question">
          {(question.sectionNumber || question.sectionTitle) && (
            <h2 className="paper-section">
              {word('Section')} {question.sectionNumber}
              {question.sectionTitle ? `: ${question.sectionTitle}` : ''}
            </h2>
          )}
          <div className="paper-row paper-question-title">
            <span className="paper-number">
              {word('Question')} {question.number}
            </span>
            <span className="paper-text">{question.title}</span>
            <span className="paper-marks">[{marksText(question.marks)}]</span>
          </div>
          <RichTextView value={question.richText} className="paper-rich" />
          {(question.fields ?? []).map((field, fieldIndex) => (
            <div key={fieldIndex} className="paper-field">
              <div className="paper-row">
                <span className="paper-number">{field.number}</span>
                <div className="paper-text">
                  {field.question && <p className="paper-question-text">{field.question}</p>}
                  <RichTextView value={field.richText} className="paper-rich" />
                  {memo && (
                    <div className="paper-answer">
                      <RichTextView value={field.answer} />
                      {field.cognitiveLevel?.label && <span className="paper-level">{field.cognitiveLevel.label}</span>}
                    </div>
                  )}
                </div>
                <span className="paper-marks">({marksText(field.marks)})</span>
              </div>
            </div>
          ))}
        </section>
      ))}

      <footer className="paper-total">
        <span>
          {word('Total')}: {marksText(total)} {word('Marks')}
        </span>
      </footer>
    </Paper>
  );
}
