/**
 * The model filters and sorts of the contract (ModelXFilterInput, ModelSortInput), evaluated in the browser on the
 * synced store: a list a screen never asked the server for is answered from the store while offline. They follow
 * the server's SQL (server/models/repository.ts): `contains` of a list field is membership, of a text a substring;
 * a missing value fails every comparison but `ne`, `notContains` and `attributeExists: false`; texts sort with the
 * root collation the database uses (db/collation.ts), nulls last, then by id.
 */

/** Reads one field of a record (plain objects in tests, cache references through `readField` in the cache). */
export type FieldReader<Item> = (item: Item, field: string) => unknown;

export type Comparison = Partial<
  Record<
    'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'between' | 'beginsWith' | 'contains' | 'notContains' | 'attributeExists',
    unknown
  >
>;

export interface ModelFilter {
  and?: readonly ModelFilter[] | null;
  or?: readonly ModelFilter[] | null;
  not?: ModelFilter | null;
  [field: string]: unknown;
}

export interface ModelSort {
  field: string;
  direction?: 'ASC' | 'DESC' | null;
}

const collator = new Intl.Collator('und');

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Orders two non-null values as the database does: texts by collation, numbers and booleans by value. */
function order(a: Scalar, b: Scalar): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Comparisons of the range operators are by code point for texts, as SQL's `<` on text without collation. */
function rangeOrder(a: Scalar, b: Scalar): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function equal(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value) || Array.isArray(wanted)) return JSON.stringify(value) === JSON.stringify(wanted);
  return value === wanted;
}

function holds(value: unknown, operator: string, operand: unknown): boolean {
  const present = value !== null && value !== undefined;
  switch (operator) {
    case 'eq':
      return operand === null ? !present : present && equal(value, operand);
    case 'ne':
      return operand === null ? present : !present || !equal(value, operand);
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      if (!isScalar(value) || !isScalar(operand)) return false;
      const sign = rangeOrder(value, operand);
      return { gt: sign > 0, ge: sign >= 0, lt: sign < 0, le: sign <= 0 }[operator];
    }
    case 'between': {
      const [low, high] = Array.isArray(operand) ? (operand as unknown[]) : [];
      return holds(value, 'ge', low) && holds(value, 'le', high);
    }
    case 'beginsWith':
      return isScalar(value) && typeof operand === 'string' && String(value).startsWith(operand);
    case 'contains':
      return Array.isArray(value)
        ? value.some((member) => equal(member, operand))
        : isScalar(value) && typeof operand === 'string' && String(value).includes(operand);
    case 'notContains':
      return !holds(value, 'contains', operand);
    case 'attributeExists':
      return operand ? present : !present;
    default:
      throw new Error(`Unknown filter operator ${operator}`);
  }
}

/** Whether the record passes the filter (absent or empty: every record does). */
export function matchesFilter<Item>(
  item: Item,
  filter: ModelFilter | null | undefined,
  read: FieldReader<Item>,
): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === null) return true;
    if (key === 'and') return (value as ModelFilter[]).every((part) => matchesFilter(item, part, read));
    if (key === 'or') {
      const parts = value as ModelFilter[];
      return parts.length === 0 || parts.some((part) => matchesFilter(item, part, read));
    }
    if (key === 'not') return !matchesFilter(item, value as ModelFilter, read);
    const fieldValue = read(item, key);
    return Object.entries(value as Comparison).every(
      ([operator, operand]) => operand === undefined || holds(fieldValue, operator, operand),
    );
  });
}

/** How two records order under the sort (nulls last in either direction), ties by id: a comparator for `sort`. */
export function compareRecords<Item>(
  sort: readonly ModelSort[] | null | undefined,
  read: FieldReader<Item>,
): (a: Item, b: Item) => number {
  const keys = [...(sort ?? []), { field: 'id', direction: 'ASC' as const }];
  return (a, b) => {
    for (const { field, direction } of keys) {
      const [x, y] = [read(a, field), read(b, field)];
      const [xNull, yNull] = [!isScalar(x), !isScalar(y)];
      if (xNull || yNull) {
        if (xNull !== yNull) return xNull ? 1 : -1;
        continue;
      }
      const sign = order(x as Scalar, y as Scalar);
      if (sign !== 0) return direction === 'DESC' ? -sign : sign;
    }
    return 0;
  };
}

/** The records in the order the sort asks for (nulls last in either direction), ties by id. */
export function sortRecords<Item>(
  items: readonly Item[],
  sort: readonly ModelSort[] | null | undefined,
  read: FieldReader<Item>,
): Item[] {
  return [...items].sort(compareRecords(sort, read));
}

/** The record fields the filter reads (through `and`, `or` and `not`). */
export function filterFields(filter: ModelFilter | null | undefined): Set<string> {
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      for (const part of value as ModelFilter[]) for (const field of filterFields(part)) fields.add(field);
    } else if (key === 'not') {
      for (const field of filterFields(value as ModelFilter)) fields.add(field);
    } else {
      fields.add(key);
    }
  }
  return fields;
}
