import { useApolloClient } from '@apollo/client';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useClock } from '../../../core/i18n/clock';
import { cssColor } from '../../../ui/colors';
import { RichTextView } from '../../../ui/richtext/RichTextView';
import type { Translators, ValueKind } from './conflictFields';
import { recordName } from './recordNames';

interface ConflictValueProps {
  value: unknown;
  /** How the field's screen shows it; null: a field declared nowhere, shown as plain text. */
  kind: ValueKind | null;
  t: Translators;
}

const empty = '—';

/** One version of a field's value, as the screens show it: words, local times, names, headings and steps. */
export function ConflictValue({ value, kind, t }: ConflictValueProps) {
  const { cache } = useApolloClient();
  // Times as the screens show them: AM/PM in English, the 24-hour clock in Afrikaans (core/i18n/clock.ts).
  const { time } = useClock();
  if (value === null || value === undefined || value === '') return <>{empty}</>;
  switch (kind?.kind ?? 'text') {
    case 'dateTime':
      return <>{typeof value === 'string' ? dayjs(value).format(`YYYY-MM-DD ${time}`) : empty}</>;
    case 'time':
      return <>{typeof value === 'string' ? dayjs(`2000-01-01T${value}`).format(time) : empty}</>;
    case 'color':
      return <ColorValue value={plainText(value)} t={t} />;
    case 'reference':
      return <>{(kind?.kind === 'reference' && recordName(cache, kind.record, value, t)) || empty}</>;
    case 'choice':
      return <>{kind?.kind === 'choice' ? kind.word(plainText(value), t) : plainText(value)}</>;
    case 'numberList':
      return <>{listOf(value).map(String).join(', ') || empty}</>;
    case 'textList':
      return <TextList items={listOf(value).map(plainText)} />;
    case 'headings':
      return <Headings value={value} t={t} />;
    case 'lessonSteps':
      return <LessonSteps value={value} t={t} />;
    case 'questions':
      return <Questions value={value} t={t} />;
    default:
      return <>{plainText(value) || empty}</>;
  }
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A field's own value as text: a choice list joined, never an object's JSON. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  return '';
}

function TextList({ items }: { items: string[] }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ol className="conflict-list">
      {items.map((item, index) => (
        <li key={index}>{item || empty}</li>
      ))}
    </ol>
  );
}

function ColorValue({ value, t }: { value: string; t: Translators }) {
  const name = value.replace(/\s+darken-\d$/, '');
  return (
    <span className="conflict-color">
      <span className="conflict-swatch" style={{ background: cssColor(value) }} aria-hidden />
      {t.planning(`colors.${name as 'red'}`, { defaultValue: name })}
    </span>
  );
}

/** Each heading with the word its paper prints for it ('Marks: Punte'). */
function Headings({ value, t }: { value: unknown; t: Translators }) {
  const headings = listOf(value).map(recordOf);
  if (headings.length === 0) return <>{empty}</>;
  return (
    <dl className="conflict-headings" aria-label={t.templates('headings.title')}>
      {headings.map((heading, index) => (
        <div key={index}>
          <dt>{plainText(heading.label) || empty}</dt>
          <dd>{plainText(heading.value) || empty}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A lesson's steps as its paper shows them: each step's title, then its fields and what is written in them. */
function LessonSteps({ value, t }: { value: unknown; t: Translators }) {
  const steps = listOf(value).map(recordOf);
  if (steps.length === 0) return <>{empty}</>;
  return (
    <Scrolling label={t.templates('planner.title')}>
      {steps.map((step, index) => (
        <section key={index} className="conflict-step">
          <p className="conflict-step-title">
            {plainText(step.name) || t.templates('planner.step', { number: index + 1 })}
          </p>
          <dl>
            {listOf(step.fields)
              .map(recordOf)
              .map((field, fieldIndex) => (
                <div key={fieldIndex}>
                  <dt>{plainText(field.label) || empty}</dt>
                  <dd>{plainText(field.value) || empty}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </Scrolling>
  );
}

/** An assessment's questions: number and title, with the question's and its parts' rich text (and memo answers) rendered as on the paper. */
function Questions({ value, t }: { value: unknown; t: Translators }) {
  const questions = listOf(value).map(recordOf);
  if (questions.length === 0) return <>{empty}</>;
  return (
    <Scrolling label={t.templates('tabs.questions')}>
      {questions.map((question, index) => (
        <section key={index} className="conflict-step">
          <p className="conflict-step-title">
            {t.templates('questions.question', { number: plainText(question.number) || String(index + 1) })}
            {plainText(question.title) && ` ${plainText(question.title)}`}
          </p>
          <RichTextView value={question.richText} />
          {listOf(question.fields)
            .map(recordOf)
            .map((field, fieldIndex) => (
              <div key={fieldIndex} className="conflict-question-field">
                {(plainText(field.number) || plainText(field.question)) && (
                  <p className="conflict-step-title">
                    {[plainText(field.number), plainText(field.question)].filter(Boolean).join(' ')}
                  </p>
                )}
                <RichTextView value={field.richText} />
                {field.answer !== null && field.answer !== undefined && (
                  <div className="conflict-answer">
                    <p className="conflict-version-title">{t.templates('memo.answer')}</p>
                    <RichTextView value={field.answer} />
                  </div>
                )}
              </div>
            ))}
        </section>
      ))}
    </Scrolling>
  );
}

/** A long value scrolls inside a bounded box, reachable with the keyboard (Tab, then the arrow keys). */
function Scrolling({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="conflict-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
