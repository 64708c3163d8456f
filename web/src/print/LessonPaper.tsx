import { isChoiceType } from '../../../server/domain/field-types.ts';
import type { Heading } from '../../../server/domain/template-rules.ts';
import { Paper } from './Paper';
import type { Language } from '../core/i18n/i18n';
import { durationText, marksText } from './paperWords';
import { usePaperWord } from './usePaperWords';

interface PrintableField {
  type?: string | null;
  label?: string | null;
  value?: unknown;
  hint?: string | null;
  placeholder?: string | null;
  items?: readonly string[] | null;
}

export interface PrintableLesson {
  name?: string | null;
  headings?: readonly Heading[] | null;
  fontFamily?: string | null;
  minutes?: number | null;
  totalPoints?: number | null;
  template?: readonly { name?: string | null; fields?: readonly PrintableField[] | null }[] | null;
}

interface LessonPaperProps {
  lesson: PrintableLesson;
  grade?: string | null;
  subject?: string | null;
  logoUrl?: string | null;
  fontSize?: number;
  /** The language of words the headings leave to the label; the interface's when not given. */
  language?: Language;
}

function valueText(field: PrintableField): string {
  const value = field.value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' && item !== '').join(', ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

function FieldValue({ field }: { field: PrintableField }) {
  const text = valueText(field);
  const choice = isChoiceType(field.type);
  if (text) return <p className="paper-value">{text}</p>;
  if (choice && field.items && field.items.length > 0) {
    return (
      <ul className="paper-options">
        {field.items.map((item) => (
          <li key={item}>
            <span className="paper-box" aria-hidden /> {item}
          </li>
        ))}
      </ul>
    );
  }
  return <div className={field.type === 'Textarea' ? 'paper-lines paper-lines-tall' : 'paper-lines'} aria-hidden />;
}

/** A lesson plan on paper: headings block, then each step with its fields and what was written in them. */
export function LessonPaper({ lesson, grade, subject, logoUrl, fontSize, language }: LessonPaperProps) {
  const word = usePaperWord(lesson.headings, language);
  return (
    <Paper
      testId="lesson-paper"
      fontFamily={lesson.fontFamily}
      fontSize={fontSize}
      logoUrl={logoUrl}
      title={lesson.name}
      word={word}
      grade={grade}
      subject={subject}
      total={marksText(lesson.totalPoints)}
      time={lesson.minutes ? durationText(lesson.minutes, word) : ''}
    >
      {(lesson.template ?? []).map((step, index) => (
        <section key={index} className="paper-step">
          <h2 className="paper-section">{step.name}</h2>
          {(step.fields ?? []).map((field, fieldIndex) => (
            <div key={fieldIndex} className="paper-field">
              <p className="paper-label">{field.label}</p>
              {field.hint && <p className="paper-hint">{field.hint}</p>}
              <FieldValue field={field} />
            </div>
          ))}
        </section>
      ))}
    </Paper>
  );
}
