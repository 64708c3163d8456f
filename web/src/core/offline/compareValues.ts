/**
 * Whether the teacher's value and the server's are the same, as a teacher would judge it: objects compare by their
 * keys and values whatever the keys' order (the database hands JSON back with its keys reordered), a key missing on
 * one side equals a key holding null, '' or an empty list (all shown as nothing), and Apollo's `__typename` is not
 * part of a value.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = normalised(a);
  const right = normalised(b);
  if (left === null || right === null) return left === right;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => sameValue(item, right[index]));
  }
  if (isObject(left) || isObject(right)) {
    if (!isObject(left) || !isObject(right)) return false;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    keys.delete('__typename');
    return [...keys].every((key) => sameValue(left[key], right[key]));
  }
  return Object.is(left, right);
}

/** Two date-times are the same moment however they are written ('…Z', '…+00:00', with or without milliseconds). */
export function sameInstant(a: unknown, b: unknown): boolean {
  const left = typeof a === 'string' && a !== '' ? Date.parse(a) : null;
  const right = typeof b === 'string' && b !== '' ? Date.parse(b) : null;
  if (left === null || right === null || Number.isNaN(left) || Number.isNaN(right)) return sameValue(a, b);
  return left === right;
}

function normalised(value: unknown): unknown {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
