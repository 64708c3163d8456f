import { formatDuration, type Heading } from '../../../server/domain/template-rules.ts';

/**
 * The words printed on a paper come from the template's headings (001: Grade, Date, Term, Total, Time, Minute(s),
 * Hour(s), Information and Instructions, Section(s), Question(s), Marks, Award): a heading's value is the word the
 * teacher wants printed for its label ('Punte' for 'Marks'); without a value the label is printed in the paper's
 * language (`labelWord`, see labelIn).
 */
export function headingWord(
  headings: readonly Heading[] | null | undefined,
  label: string,
  labelWord: (label: string) => string = (same) => same,
): string {
  const heading = (headings ?? []).find(
    (candidate) => (candidate.label ?? '').trim().toLowerCase() === label.toLowerCase(),
  );
  const value = heading?.value?.trim();
  return value || labelWord(label);
}

/**
 * A heading label in a language: the labels of 001 (and Subject, Memorandum) have their word in `words` (the
 * locale's templates:headingLabels, keyed by the English label); a label of the teacher's own stays as typed.
 */
export function labelIn(words: Readonly<Record<string, string>>, label: string): string {
  const key = label.trim().toLowerCase();
  const entry = Object.entries(words).find(([english]) => english.toLowerCase() === key);
  return entry ? entry[1] : label;
}

/** A time as printed, in the template's words for Hour(s) and Minute(s). */
export function durationText(minutes: number | null | undefined, word: (label: string) => string): string {
  return formatDuration(minutes ?? null, {
    hour: word('Hour'),
    hours: word('Hours'),
    minute: word('Minute'),
    minutes: word('Minutes'),
  });
}

/** A number of marks as printed: whole numbers without decimals. */
export function marksText(marks: number | null | undefined): string {
  if (typeof marks !== 'number' || !Number.isFinite(marks)) return '';
  return Number.isInteger(marks) ? String(marks) : String(Math.round(marks * 100) / 100);
}
