/**
 * Limits on what may be stored: a maximum length for every text, a pattern where the specification implies one, a
 * range for every number and a maximum count for every list. One declaration per field name (the same name means
 * the same thing in every model and nested object), defaults per scalar type for the rest. Pure: the server checks
 * every input against these; the web forms use the same numbers and messages.
 */

export interface FieldLimit {
  /** Characters of a text, or of each text of a list. */
  maxLength?: number;
  pattern?: { test: RegExp; message: string };
  /** Range of a number, or of each number of a list. */
  min?: number;
  max?: number;
  /** Items of a list. */
  maxItems?: number;
  /** The field's name in messages, when its words are not the field name's. */
  label?: string;
}

/** The defaults of a type's fields; a field's own limit adds to (and overrides) them. */
export const scalarLimits: Record<string, FieldLimit> = {
  String: { maxLength: 1_000 },
  ID: { maxLength: 128 },
  Int: { min: 0, max: 1_000_000 },
  Float: { min: 0, max: 1_000_000 },
  /** Rich text and other JSON: the size of rich text's largest document (richtext.ts). */
  JSON: { maxLength: 500_000 },
  list: { maxItems: 1_000 },
};

/** The longest text any string input may carry, wherever it goes: rich text's largest plain text (richtext.ts). */
export const maxAnyText = 100_000;

const names: FieldLimit = { maxLength: 200 };
const minutes: FieldLimit = { min: 0, max: 1_440 };
const marks: FieldLimit = { min: 0, max: 10_000 };
const percentage: FieldLimit = { min: 0, max: 100 };
const money: FieldLimit = { min: 0, max: 1_000_000 };
const longText: FieldLimit = { maxLength: 10_000 };
const url: FieldLimit = { maxLength: 2_048 };

/** The calendar's colours: a Material colour name as the original stores them ('green darken-1') or #rrggbb. */
export const colorPattern = /^(#[0-9a-fA-F]{6}|[a-z]+(-[a-z]+)*( (lighten|darken|accent)-[1-5])?)$/;

/** Limits by field name, in every model and nested object that has the field. */
export const fieldLimits: Record<string, FieldLimit> = {
  name: names,
  title: names,
  label: names,
  surname: names,
  subject: names,
  sectionTitle: names,
  couponCode: { maxLength: 50, label: 'Coupon code' },
  color: { maxLength: 50, pattern: { test: colorPattern, message: 'Color must be a colour name or #rrggbb' } },
  email: { maxLength: 254, label: 'E-mail' },
  phone: { maxLength: 20 },
  phoneNumber: { maxLength: 20 },
  address1: { maxLength: 200, label: 'Address line 1' },
  address2: { maxLength: 200, label: 'Address line 2' },
  city: { maxLength: 100 },
  province: { maxLength: 100 },
  country: { maxLength: 100 },
  postalCode: { maxLength: 10 },
  message: longText,
  question: longText,
  instructions: longText,
  video: url,
  urls: url,
  thumbnails: url,
  images: url,
  minutes,
  totalMinutes: minutes,
  periodDuration: minutes,
  breakDurations: { ...minutes, maxItems: 20 },
  periods: { min: 0, max: 20 },
  daysPerWeek: { min: 0, max: 7 },
  points: marks,
  totalPoints: marks,
  marks,
  totalMarks: marks,
  percentage,
  discountPercentage: percentage,
  price: money,
  amount: money,
  perGrade: money,
  sku: { min: 0, max: 2_147_483_647, label: 'SKU' },
  /** A legacy subscription package's monthly downloads per grade; -1 is unlimited (subscription-rules.ts). */
  limit: { min: -1, max: 1_000_000 },
  tags: { maxItems: 50 },
  /** Every teacher who read an announcement. */
  readBy: { maxItems: 100_000 },
  /** Every teacher an announcement or communication goes to. */
  sendTo: { maxItems: 100_000 },
  /** Every product a teacher bought. */
  products: { maxItems: 10_000 },
};

/** 'totalMinutes' → 'Total minutes'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The limit of a field of this scalar type (list or not): the type's defaults with the field's own on top. */
export function limitOf(field: string, scalar: string, list: boolean): FieldLimit {
  return { ...(list ? scalarLimits.list : {}), ...scalarLimits[scalar], ...fieldLimits[field] };
}

/** NUL, which PostgreSQL cannot store in text, and halves of a surrogate pair without the other half. */
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableCharacters(text: string): boolean {
  return unstorable.test(text);
}

export const limitMessages = {
  maxLength: (label: string, max: number) => `${label} must be at most ${max} characters`,
  range: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}`,
  maxItems: (label: string, max: number) => `${label} must have at most ${max} items`,
  unstorable: (label: string) => `${label} contains characters that cannot be stored`,
};

export type LimitMessage =
  | { kind: 'maxLength' | 'maxItems'; label: string; max: number }
  | { kind: 'range'; label: string; min: number; max: number }
  | { kind: 'unstorable'; label: string };

/** A limit message taken apart, for the web app to word in the user's language; null for any other message. */
export function parseLimitMessage(message: string): LimitMessage | null {
  let match = /^(.+) must be at most (\d+) characters$/.exec(message);
  if (match) return { kind: 'maxLength', label: match[1], max: Number(match[2]) };
  match = /^(.+) must have at most (\d+) items$/.exec(message);
  if (match) return { kind: 'maxItems', label: match[1], max: Number(match[2]) };
  match = /^(.+) must be between (-?[\d.]+) and (-?[\d.]+)$/.exec(message);
  if (match) return { kind: 'range', label: match[1], min: Number(match[2]), max: Number(match[3]) };
  match = /^(.+) contains characters that cannot be stored$/.exec(message);
  return match ? { kind: 'unstorable', label: match[1] } : null;
}

/** The message for a text over its limit, or null. */
export function textLimitError(label: string, text: string, limit: FieldLimit): string | null {
  if (hasUnstorableCharacters(text)) return limitMessages.unstorable(label);
  if (limit.maxLength !== undefined && text.length > limit.maxLength)
    return limitMessages.maxLength(label, limit.maxLength);
  // A blank text is the required rule's to word.
  if (limit.pattern && text.trim() !== '' && !limit.pattern.test.test(text)) return limit.pattern.message;
  return null;
}

export function numberLimitError(label: string, value: number, limit: FieldLimit): string | null {
  const { min = -Infinity, max = Infinity } = limit;
  return value < min || value > max ? limitMessages.range(label, min, max) : null;
}

/** The message for one value of a field (an item of a list field is checked with the field's limit). */
export function valueLimitError(field: string, value: unknown, limit: FieldLimit): string | null {
  const label = limit.label ?? fieldLabel(field);
  if (typeof value === 'string') return textLimitError(label, value, limit);
  if (typeof value === 'number') return numberLimitError(label, value, limit);
  return null;
}

/** The message for a list longer than its field allows, or null. */
export function listLimitError(field: string, items: readonly unknown[], limit: FieldLimit): string | null {
  if (limit.maxItems === undefined || items.length <= limit.maxItems) return null;
  return limitMessages.maxItems(limit.label ?? fieldLabel(field), limit.maxItems);
}
