import { formatDuration, type Heading } from '../../../server/domain/template-rules.ts';

/**
 * The words printed on a paper come from the template's headings (001: Grade, Date, Term, Total, Time, Minute(s),
 * Hour(s), Information and Instructions, Section(s), Question(s), Marks, Award): a heading's value is the word the
 * teacher wants printed for its label ('Punte' for 'Marks'); without a value the label itself is printed.
 */
export function headingWord(headings: readonly Heading[] | null | undefined, label: string): string {
  const heading = (headings ?? []).find(
    (candidate) => (candidate.label ?? '').trim().toLowerCase() === label.toLowerCase(),
  );
  const value = heading?.value?.trim();
  return value || label;
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
