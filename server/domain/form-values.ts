/**
 * How the rule files read a form's values: a blank is missing, empty or only spaces; a text is compared trimmed.
 * Pure helpers of planning-rules, reference-rules and contact-rules.
 */
export type FieldErrors = Record<string, string>;

export function blank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The trimmed text, or '' for anything that is not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isWholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && isoDay.test(value) && !Number.isNaN(Date.parse(value));
}
