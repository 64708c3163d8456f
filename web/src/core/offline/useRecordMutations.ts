import type { ApolloCache, TypedDocumentNode, Unmasked } from '@apollo/client';
import { useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { useAppData } from '../appData';
import { useAuth } from '../auth/authContext';
import { newClientMutationId } from './ids';

/** The fields the server keeps on every synced record (the model layer's bookkeeping). */
export interface SyncedRecord {
  id: string;
  owner: string | null;
  createdAt: string;
  updatedAt: string;
  _version: number;
  _deleted: boolean | null;
  _lastChangedAt: number;
}

type SyncField = keyof SyncedRecord;

/** A record's own fields: what a create sends (with the id made here) and an update may change. */
export type OwnFields<TRecord extends SyncedRecord> = Omit<TRecord, SyncField>;

/** A mutation's answer: the one record under the mutation's field. */
type Answer<TField extends string, TRecord> = { [K in TField]: TRecord };

interface RecordMutation<TField extends string, TRecord, TVariables> {
  document: TypedDocumentNode<Answer<TField, TRecord>, TVariables>;
  field: TField;
}

export interface RecordMutationsSpec<
  TRecord extends SyncedRecord,
  TCreate extends string,
  TUpdate extends string,
  TDelete extends string,
> {
  /** The GraphQL type: the cache stores the optimistic record under it and its id. */
  typename: string;
  create: RecordMutation<TCreate, TRecord, { input: OwnFields<TRecord> & { id: string } }>;
  update: RecordMutation<TUpdate, TRecord, { input: Partial<OwnFields<TRecord>> & { id: string; _version: number } }>;
  remove: RecordMutation<TDelete, TRecord, { input: { id: string; _version: number } }>;
  /**
   * More than the cache does by itself: the cache puts every answered record into its synced store and the cached
   * lists whose filter it passes (core/sync/syncedCache.ts). A feature adds here only what that cannot know, such as
   * starting a list that neither the server nor the synced store has answered yet.
   */
  list?(cache: ApolloCache<unknown>, record: TRecord): void;
}

/*
 * The app does not mask fragments (codegen's `fragmentMasking: false`), so Apollo's `Unmasked<T>` is T itself;
 * TypeScript cannot see that while T is still generic, hence these two conversions.
 */
function answer<TField extends string, TRecord>(field: TField, record: TRecord): Unmasked<Answer<TField, TRecord>> {
  // A computed key widens to a string index; the object has exactly the one field.
  return { [field]: record } as Unmasked<Answer<TField, TRecord>>;
}

function recordOf<TField extends string, TRecord>(data: Unmasked<Answer<TField, TRecord>>, field: TField): TRecord {
  return (data as Answer<TField, TRecord>)[field];
}

function stamp() {
  return { updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

/**
 * Create, update and delete of one kind of record through the offline queue: each mutation is sent with
 * `context: { offline: true }` and an optimistic answer of the whole record (its `__typename`, `_version + 1`),
 * so it shows at once in every list that would show it (the cache places it: core/sync/syncedCache.ts), is queued while offline (a CONFLICT asks the teacher), and the cache is saved to the device
 * at once so that a reload keeps it. A create carries an id made here, so the optimistic record and the server's
 * are the same.
 */
export function useRecordMutations<
  TRecord extends SyncedRecord,
  TCreate extends string,
  TUpdate extends string,
  TDelete extends string,
>(spec: RecordMutationsSpec<TRecord, TCreate, TUpdate, TDelete>) {
  const { user } = useAuth();
  const owner = user ? `${user.id}::${user.email}` : null;
  const { persistor } = useAppData();
  const [createMutation] = useMutation(spec.create.document);
  const [updateMutation] = useMutation(spec.update.document);
  const [deleteMutation] = useMutation(spec.remove.document);
  const { typename, list } = spec;
  const { field: createField } = spec.create;
  const { field: updateField } = spec.update;
  const { field: deleteField } = spec.remove;

  // Saved now, not after the usual debounce: a change made offline survives a reload.
  const persistNow = useCallback(
    () => void persistor.persist().catch((error: unknown) => console.error(error)),
    [persistor],
  );
  // The generated types leave `__typename` out, but the cache needs it to store the record under its id (and the
  // offline queue writes the same answer again after a reload).
  const typed = useCallback((record: TRecord): TRecord => ({ __typename: typename, ...record }), [typename]);

  const create = useCallback(
    async (fields: OwnFields<TRecord>) => {
      const id = newClientMutationId();
      const sync: SyncedRecord = {
        id,
        owner,
        createdAt: new Date().toISOString(),
        _version: 1,
        _deleted: false,
        ...stamp(),
      };
      // Its own fields and the bookkeeping: the whole record.
      const record = { ...fields, ...sync } as TRecord;
      await createMutation({
        variables: { input: { id, ...fields } },
        optimisticResponse: answer(createField, typed(record)),
        update: (cache, { data }) => data && list?.(cache, recordOf<TCreate, TRecord>(data, createField)),
        context: { offline: true },
      });
      persistNow();
    },
    [createMutation, createField, owner, typed, list, persistNow],
  );

  const update = useCallback(
    async (record: TRecord, changes: Partial<OwnFields<TRecord>>) => {
      await updateMutation({
        variables: { input: { id: record.id, _version: record._version, ...changes } },
        optimisticResponse: answer(
          updateField,
          typed({ ...record, ...changes, _version: record._version + 1, ...stamp() }),
        ),
        update: (cache, { data }) => data && list?.(cache, recordOf<TUpdate, TRecord>(data, updateField)),
        context: { offline: true },
      });
      persistNow();
    },
    [updateMutation, updateField, typed, list, persistNow],
  );

  const remove = useCallback(
    async (record: TRecord) => {
      await deleteMutation({
        variables: { input: { id: record.id, _version: record._version } },
        optimisticResponse: answer(
          deleteField,
          typed({ ...record, _deleted: true, _version: record._version + 1, ...stamp() }),
        ),
        update: (cache, { data }) => data && list?.(cache, recordOf<TDelete, TRecord>(data, deleteField)),
        context: { offline: true },
      });
      persistNow();
    },
    [deleteMutation, deleteField, typed, list, persistNow],
  );

  return { create, update, remove };
}
