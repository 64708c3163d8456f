/**
 * The synced store in the Apollo cache (docs/decisions.md, issue 15). Each synced model's `sync<Plural>` root field
 * holds every record of the model the teacher may read: runs of the sync engine and change events are merged into
 * it by id, deleted records leave it. The screens' `list<Plural>` root fields are answered from it when they were
 * never answered by the server on this device, so a screen opened for the first time offline shows its data; online
 * they still page and filter on the server.
 */
import type {
  ApolloCache,
  FieldFunctionOptions,
  FieldMergeFunction,
  FieldPolicy,
  FieldReadFunction,
  Reference,
} from '@apollo/client/core';
import type { FieldReader, ModelFilter, ModelSort } from './filter';
import { matchesFilter, sortRecords } from './filter';
import type { SyncedModel, SyncedTypename } from './models';
import { SYNCED_MODELS, listField, syncField, syncedModelOf } from './models';

/** A synced store as the cache holds it: references to the normalised records. */
export interface StoredConnection {
  __typename?: string;
  items: Reference[];
  nextToken?: string | null;
  /** When the last complete run of the engine started (the server's clock): its next run asks what changed since. */
  startedAt?: number | null;
}

/** The arguments of a `list<Plural>` field. */
export interface ListArgs {
  filter?: ModelFilter | null;
  sort?: readonly ModelSort[] | null;
  limit?: number | null;
  nextToken?: string | null;
}

/** Records merged in by id, in the order first seen; a deleted one leaves. An event keeps the run's `startedAt`. */
const mergeSynced: FieldMergeFunction<StoredConnection, StoredConnection> = (existing, incoming, { readField }) => {
  const byId = new Map<string, Reference>();
  for (const item of existing?.items ?? []) byId.set(String(readField('id', item)), item);
  for (const item of incoming.items) {
    const id = String(readField('id', item));
    if (readField('_deleted', item) === true) byId.delete(id);
    else byId.set(id, item);
  }
  return {
    ...incoming,
    items: [...byId.values()],
    nextToken: null,
    startedAt: incoming.startedAt ?? existing?.startedAt ?? null,
  };
};

/** The model's synced store, once a run of the engine has filled it. */
export function readSyncedStore(
  model: SyncedModel,
  readField: FieldFunctionOptions['readField'],
): Reference[] | undefined {
  const store = readField<StoredConnection>(syncField(model));
  if (!store || typeof store.startedAt !== 'number') return undefined;
  return store.items.filter((item) => readField('_deleted', item) !== true);
}

function listFromStore(model: SyncedModel): FieldReadFunction<StoredConnection | undefined> {
  return (existing, { args, readField }) => {
    if (existing !== undefined) return existing;
    const { filter, sort, limit, nextToken } = (args ?? {}) as ListArgs;
    // A further page of a list the server answered is the server's to give.
    if (nextToken) return existing;
    const stored = readSyncedStore(model, readField);
    if (!stored) return existing;
    const read: FieldReader<Reference> = (item, field) => readField(field, item);
    const items = sortRecords(
      stored.filter((item) => matchesFilter(item, filter, read)),
      sort,
      read,
    );
    return {
      __typename: `Model${model.typename}Connection`,
      items: typeof limit === 'number' ? items.slice(0, limit) : items,
      nextToken: null,
      startedAt: null,
    };
  };
}

const schoolsModel = SYNCED_MODELS.find((model) => model.typename === 'School');

/** The schools of a province (and the generic ones), by name, as the server's schoolsOfProvince gives them. */
const schoolsOfProvince: FieldReadFunction<readonly Reference[]> = (existing, { args, readField }) => {
  if (existing !== undefined || !schoolsModel || typeof args?.province !== 'string') return existing;
  const stored = readSyncedStore(schoolsModel, readField);
  if (!stored) return existing;
  const read: FieldReader<Reference> = (item, field) => readField(field, item);
  const province = args.province;
  const filter: ModelFilter = { or: [{ isGeneric: { eq: true } }, { provinces: { contains: province } }] };
  return sortRecords(
    stored.filter((item) => matchesFilter(item, filter, read)),
    [{ field: 'name', direction: 'ASC' }],
    read,
  );
};

/** The Query field policies of the synced store: `sync<Plural>` (the store) and `list<Plural>` (read from it). */
export const syncedStoreFields: Record<string, FieldPolicy<unknown>> = {
  ...Object.fromEntries(
    SYNCED_MODELS.flatMap((model): [string, FieldPolicy<unknown>][] => [
      [syncField(model), { keyArgs: false, merge: mergeSynced as FieldMergeFunction<unknown> }],
      [listField(model), { read: listFromStore(model) as FieldReadFunction<unknown> }],
    ]),
  ),
  schoolsOfProvince: { read: schoolsOfProvince as FieldReadFunction<unknown> },
};

/**
 * Takes one record out of its model's synced store at once (the teacher read an announcement: it is no longer hers
 * to see), before the server's change event says so.
 */
export function removeFromSyncedStore(cache: ApolloCache<unknown>, typename: SyncedTypename, id: string): void {
  const model = syncedModelOf(typename);
  if (!model) return;
  cache.modify<Record<string, StoredConnection>>({
    id: 'ROOT_QUERY',
    fields: {
      [syncField(model)]: (existing, { readField }) =>
        existing && 'items' in existing
          ? { ...existing, items: existing.items.filter((item) => readField('id', item) !== id) }
          : existing,
    },
  });
}
