/**
 * A record a write answered (a create, an update, a delete's tombstone: as the server gives it, or as the app shows
 * it meanwhile) is put where the teacher looks for it (issue 26 point 1): into its model's synced store, which
 * answers the lists never asked of the server on this device, and into every cached `list<Plural>` answer whose
 * filter it passes. Records are kept by id, so the server's copy takes the place of the one shown offline.
 */
import type { ApolloCache, Reference } from '@apollo/client/core';
import type { FieldReader } from './filter';
import { compareRecords, filterFields, matchesFilter } from './filter';
import { listField, syncField, syncedModelOf } from './models';
import type { ListArgs, StoredConnection } from './storePolicies';

/** One record of a synced model, as a mutation answers it. */
export interface AnsweredRecord {
  __typename: string;
  id: string;
}

/** A cached list answer, or the store: references to the normalised records. */
type Connection = Pick<StoredConnection, 'items'> & Record<string, unknown>;

function isConnection(value: unknown): value is Connection {
  return typeof value === 'object' && value !== null && Array.isArray((value as Connection).items);
}

/**
 * The arguments a cached list was answered for, read from its store field name: Apollo names a field without
 * `keyArgs` `listTerms({"filter":…,"limit":100})`, its arguments as JSON. Null when the name says nothing readable.
 */
export function listArgsOf(fieldName: string, storeFieldName: string): ListArgs | null {
  if (storeFieldName === fieldName) return {};
  const prefix = `${fieldName}(`;
  if (!storeFieldName.startsWith(prefix) || !storeFieldName.endsWith(')')) return null;
  try {
    const args: unknown = JSON.parse(storeFieldName.slice(prefix.length, -1));
    return typeof args === 'object' && args !== null && !Array.isArray(args) ? args : null;
  } catch {
    return null;
  }
}

/**
 * Whether a list answered for `args` shows the record: yes, no, or unknown (null) when the arguments could not be
 * read or the cached record lacks a field the filter reads. An unknown list is left as it is.
 */
export function listShows<Item>(args: ListArgs | null, record: Item, read: FieldReader<Item>): boolean | null {
  if (!args) return null;
  if (read(record, '_deleted') === true) return false;
  for (const field of filterFields(args.filter)) if (read(record, field) === undefined) return null;
  return matchesFilter(record, args.filter, read);
}

/**
 * The list's items with the record put in its place (by the list's sort; last without one), or taken out. A later
 * page of a list (asked with a `nextToken`) is the server's to give: the record is only taken out of it.
 */
export function placedItems<Item>(
  items: readonly Item[],
  record: Item,
  shows: boolean | null,
  args: ListArgs | null,
  read: FieldReader<Item>,
): readonly Item[] {
  const id = read(record, 'id');
  const at = items.findIndex((item) => read(item, 'id') === id);
  if (shows === null || (shows && at >= 0)) return items;
  if (!shows) return at >= 0 ? items.filter((_, index) => index !== at) : items;
  if (args?.nextToken) return items;
  if (!args?.sort?.length) return [...items, record];
  const before = compareRecords(args.sort, read);
  const position = items.findIndex((item) => before(record, item) < 0);
  return position < 0 ? [...items, record] : [...items.slice(0, position), record, ...items.slice(position)];
}

/** Puts the (already written) record into its model's synced store and cached lists, or out of them. */
export function placeRecord(cache: ApolloCache<unknown>, record: AnsweredRecord): void {
  const model = syncedModelOf(record.__typename);
  const cacheId = model && cache.identify({ __typename: record.__typename, id: record.id });
  if (!model || !cacheId) return;
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      [syncField(model)]: (store, { readField, toReference }) => {
        const reference = toReference(cacheId);
        if (!isConnection(store) || !reference || readField('id', reference) === undefined) return store;
        const read: FieldReader<Reference> = (item, field) => readField(field, item);
        const items = placedItems(store.items, reference, readField('_deleted', reference) !== true, null, read);
        return items === store.items ? store : { ...store, items };
      },
      [listField(model)]: (list, { fieldName, storeFieldName, readField, toReference }) => {
        const reference = toReference(cacheId);
        if (!isConnection(list) || !reference || readField('id', reference) === undefined) return list;
        const read: FieldReader<Reference> = (item, field) => readField(field, item);
        const args = listArgsOf(fieldName, storeFieldName);
        const items = placedItems(list.items, reference, listShows(args, reference, read), args, read);
        return items === list.items ? list : { ...list, items };
      },
    },
  });
}

/** The records of synced models a mutation answered: each root field's record, or each of its list of records. */
export function answeredRecords(result: unknown): AnsweredRecord[] {
  if (typeof result !== 'object' || result === null) return [];
  return Object.values(result)
    .flatMap((value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter(
      (value): value is AnsweredRecord =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as AnsweredRecord).__typename === 'string' &&
        typeof (value as AnsweredRecord).id === 'string' &&
        syncedModelOf((value as AnsweredRecord).__typename) !== undefined,
    );
}
