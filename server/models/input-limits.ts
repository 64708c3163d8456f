/**
 * Checks a model input against the limits of server/domain/limits.ts, walking nested objects (objects.ts) and list
 * items by the declared field types: the same check for every model's create and update.
 */
import { limitOf, listLimitError, valueLimitError, type FieldLimit } from '../domain/limits.ts';
import { assertNoFieldErrors } from '../errors.ts';
import { parseType, type FieldType } from './declaration.ts';
import { objectTypes } from './objects.ts';

type Errors = Record<string, string>;

function checkJson(field: string, value: unknown, limit: FieldLimit, path: string, errors: Errors): void {
  // Rich text is checked in full by its own schema (richtext.ts), and the characters of every text of an operation
  // by input-guard.ts: here only the size.
  const text = JSON.stringify(value) ?? '';
  const message = valueLimitError(field, text, limit);
  if (message) errors[path] = message;
}

function checkOne(field: string, base: string, value: unknown, limit: FieldLimit, path: string, errors: Errors): void {
  if (value === null || value === undefined) return;
  const nested = objectTypes[base];
  if (nested && typeof value === 'object')
    return checkFields(nested, value as Record<string, unknown>, `${path}.`, errors);
  if (base === 'JSON') return checkJson(field, value, limit, path, errors);
  const message = valueLimitError(field, value, limit);
  if (message) errors[path] = message;
}

function checkField(field: string, type: FieldType, value: unknown, path: string, errors: Errors): void {
  const { base, list } = parseType(type);
  const limit = limitOf(field, base, list);
  if (!list || !Array.isArray(value)) return checkOne(field, base, value, limit, path, errors);
  const tooMany = listLimitError(field, value, limit);
  if (tooMany) {
    errors[path] = tooMany;
    return;
  }
  value.forEach((item, index) => checkOne(field, base, item, limit, `${path}.${index}`, errors));
}

function checkFields(
  fields: Record<string, FieldType>,
  values: Record<string, unknown>,
  prefix: string,
  errors: Errors,
): void {
  for (const [field, value] of Object.entries(values)) {
    const type = fields[field];
    if (type) checkField(field, type, value, `${prefix}${field}`, errors);
  }
}

/** The limit messages of these values, keyed by field path (`headings.0.label`). */
export function inputLimitErrors(fields: Record<string, FieldType>, values: Record<string, unknown>): Errors {
  const errors: Errors = {};
  checkFields(fields, values, '', errors);
  return errors;
}

/** Throws BAD_USER_INPUT with every field over its limit. */
export function assertWithinLimits(fields: Record<string, FieldType>, values: Record<string, unknown>): void {
  assertNoFieldErrors(inputLimitErrors(fields, values));
}
