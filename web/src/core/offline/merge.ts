import { sameInstant, sameValue } from './compareValues';

type Values = Record<string, unknown>;

/**
 * A three-way merge of one record, field by field (as Amplify DataStore's auto-merge does): the record as it was
 * when she first changed it (the base), her change, and the server's current version. Update inputs carry every
 * field of the editor, so a field is hers only when it differs from the base; it conflicts only when the server's
 * version changed it too, to another value.
 */
export interface MergePlan {
  /** Her changes the server's version did not touch: sent again on top of it without asking. */
  send: Values;
  /** Fields changed on both sides, to different values: she chooses. */
  conflicting: string[];
  /** Fields the server's version changed and she did not: kept as the server has them. */
  theirs: string[];
}

export function planMerge(base: Values | null, mine: Values, current: Values): MergePlan {
  const send: Values = {};
  const conflicting: string[] = [];
  for (const [field, value] of Object.entries(mine)) {
    // A field missing from the base is taken as changed on both sides: the teacher is asked rather than overruled.
    const known = base !== null && field in base;
    if (known && same(value, base[field])) continue;
    if (same(value, current[field])) continue;
    if (known && same(current[field], base[field])) send[field] = value;
    else conflicting.push(field);
  }
  const theirs = Object.keys(base ?? {}).filter(
    (field) => !conflicting.includes(field) && !same(current[field], base?.[field]),
  );
  return { send, conflicting, theirs };
}

/** The base of a change: the record's values of the fields the change sends, as they were before it. */
export function pickFields(record: Values, fields: Iterable<string>): Values {
  const picked: Values = {};
  for (const field of fields) if (field in record) picked[field] = record[field];
  return picked;
}

const isoDateTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** Date-times compare as moments (the server writes them back in its own form); everything else as sameValue. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && isoDateTime.test(a) && isoDateTime.test(b))
    return sameInstant(a, b);
  return sameValue(a, b);
}
