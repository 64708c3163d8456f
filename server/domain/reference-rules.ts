/**
 * Rules of the admin's reference data (002 sections 4, 5, 9): provinces, grades and their order, terms with their
 * biweeks and the biweek colour palette, schools, subjects and holidays, with the specification's English
 * messages. Pure: the server hooks and the web forms use the same functions.
 */
import { blank, isIsoDay, oneOf, text, type FieldErrors } from './form-values.ts';
import { commonMessages } from './messages.ts';

export type { FieldErrors } from './form-values.ts';

export const provinces = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'Northern Cape',
  'North West',
  'Western Cape',
] as const;

/** Grades run from R to 12 (002 introduction); subjects and catalogue categories name one of these. */
export const grades = ['R', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

export function isGrade(grade: unknown): boolean {
  return oneOf(grades, grade);
}

/** The biweek colour palette of 002 section 9, in order, each in its darken-1 shade. */
export const biweekPalette = [
  'red',
  'cyan',
  'pink',
  'deep-purple',
  'orange',
  'indigo',
  'deep-orange',
  'blue',
  'brown',
  'light-blue',
  'teal',
  'blue-grey',
  'green',
  'purple',
  'light-green',
].map((name) => `${name} darken-1`);

export const referenceMessages = {
  labelRequired: commonMessages.labelRequired,
  nameRequired: commonMessages.nameRequired,
  subjectRequired: commonMessages.subjectRequired,
  dateRequired: commonMessages.dateRequired,
  colorRequired: commonMessages.colorRequired,
  provinceInvalid: 'Province must be one of the nine provinces',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  termEndBeforeStart: 'End Date must be after Start Date',
  biweekOutsideTerm: 'The biweek must fall within the term',
  biweekEndBeforeStart: commonMessages.endDateBeforeStartDate,
  biweeksFull: `A term has at most ${biweekPalette.length} biweeks: every colour is in use`,
  gradeRequired: 'Grade is required',
  gradeInvalid: 'Grade must be R or 1 to 12',
  subjectAdded: (grade: string) => `Subject already added to Grade ${grade}`,
  subjectsCannotBeDeleted: 'Subjects cannot be deleted',
} as const;

/**
 * Grade order (001 section 9, 002 section 9): R first, then numerically (2 before 10); anything else after,
 * alphabetically; missing last. Spaces around a grade and the case of 'r' do not matter.
 */
export function compareGrades(a: string | null | undefined, b: string | null | undefined): number {
  const rank = (grade: string | null | undefined): [number, number, string] => {
    const value = (grade ?? '').trim();
    if (value === '') return [3, 0, ''];
    if (value.toUpperCase() === 'R') return [0, 0, ''];
    return /^\d+$/.test(value) ? [1, Number(value), ''] : [2, 0, value.toLowerCase()];
  };
  const [groupA, numberA, textA] = rank(a);
  const [groupB, numberB, textB] = rank(b);
  return groupA - groupB || numberA - numberB || textA.localeCompare(textB);
}

export interface BiweekValues {
  label?: string | null;
  start?: string | null;
  end?: string | null;
  color?: string | null;
}

export interface TermValues {
  label?: string | null;
  start?: string | null;
  end?: string | null;
  provinces?: readonly string[] | null;
  biweeks?: readonly BiweekValues[] | null;
}

function provinceListError(list: readonly string[] | null | undefined): string | null {
  return list?.some((province) => !oneOf(provinces, province)) ? referenceMessages.provinceInvalid : null;
}

/** A biweek of a term (002 section 5); the colour is assigned by `withBiweekColors` when missing. */
export function biweekErrors(biweek: BiweekValues, term: { start?: string | null; end?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(biweek.label)) errors.label = referenceMessages.labelRequired;
  if (!isIsoDay(biweek.start)) errors.start = referenceMessages.startDateRequired;
  if (!isIsoDay(biweek.end)) errors.end = referenceMessages.endDateRequired;
  if (errors.start || errors.end) return errors;
  const [start, end] = [biweek.start as string, biweek.end as string];
  if (end < start) errors.end = referenceMessages.biweekEndBeforeStart;
  else if ((isIsoDay(term.start) && start < term.start) || (isIsoDay(term.end) && end > term.end)) {
    errors.start = referenceMessages.biweekOutsideTerm;
  }
  return errors;
}

/** A term with its biweeks; biweek errors are keyed `biweeks.{index}.{field}`. */
export function termErrors(values: TermValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.label)) errors.label = referenceMessages.labelRequired;
  if (!isIsoDay(values.start)) errors.start = referenceMessages.startDateRequired;
  if (!isIsoDay(values.end)) errors.end = referenceMessages.endDateRequired;
  else if (isIsoDay(values.start) && values.end <= values.start) errors.end = referenceMessages.termEndBeforeStart;
  const provinceError = provinceListError(values.provinces);
  if (provinceError) errors.provinces = provinceError;
  if ((values.biweeks?.length ?? 0) > biweekPalette.length) errors.biweeks = referenceMessages.biweeksFull;
  values.biweeks?.forEach((biweek, index) => {
    for (const [field, message] of Object.entries(biweekErrors(biweek, values)))
      errors[`biweeks.${index}.${field}`] = message;
  });
  return errors;
}

/** The first palette colour the term does not use yet, or null when all 15 are used (002 section 4). */
export function firstUnusedColor(usedColors: readonly (string | null | undefined)[]): string | null {
  return biweekPalette.find((color) => !usedColors.includes(color)) ?? null;
}

/** Biweeks with a colour each: a biweek without one gets the first colour not used by the term. */
export function withBiweekColors<T extends BiweekValues>(biweeks: readonly T[]): (T & { color: string })[] | null {
  const used = biweeks.map((biweek) => (blank(biweek.color) ? null : biweek.color));
  const result: (T & { color: string })[] = [];
  for (const biweek of biweeks) {
    let color = blank(biweek.color) ? null : (biweek.color as string);
    if (!color) {
      color = firstUnusedColor(used);
      if (!color) return null;
      used.push(color);
    }
    result.push({ ...biweek, color });
  }
  return result;
}

export function schoolErrors(values: { name?: string | null; provinces?: readonly string[] | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.name)) errors.name = referenceMessages.nameRequired;
  const provinceError = provinceListError(values.provinces);
  if (provinceError) errors.provinces = provinceError;
  return errors;
}

/** A subject (002 section 5); `taken` are the other subjects' grade and name. Names compare trimmed, ignoring case. */
export function subjectErrors(
  values: { grade?: string | null; subject?: string | null },
  taken: readonly { grade?: string | null; subject?: string | null }[],
): FieldErrors {
  const errors: FieldErrors = {};
  const grade = text(values.grade);
  const subject = text(values.subject);
  if (!grade) errors.grade = referenceMessages.gradeRequired;
  else if (!isGrade(grade)) errors.grade = referenceMessages.gradeInvalid;
  if (!subject) errors.subject = referenceMessages.subjectRequired;
  const duplicate = taken.some(
    (other) => text(other.grade) === grade && text(other.subject).toLowerCase() === subject.toLowerCase(),
  );
  if (!errors.grade && !errors.subject && duplicate) errors.subject = referenceMessages.subjectAdded(grade);
  return errors;
}

export function holidayErrors(values: { label?: string | null; date?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.label)) errors.label = referenceMessages.labelRequired;
  if (!isIsoDay(values.date)) errors.date = referenceMessages.dateRequired;
  return errors;
}
