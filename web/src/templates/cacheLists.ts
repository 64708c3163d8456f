import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { syncedModelOf } from '../core/sync/models';
import { placeRecord } from '../core/sync/placeRecord';

interface ListField {
  items: Reference[];
  nextToken?: string | null;
}

/**
 * Puts a created record into every cached page of a list query (`listTaxonomies`, …) so the table shows it at once,
 * also offline. Deleted records (tombstones) are taken out. A record of a synced model is already placed by the
 * cache itself when its mutation's answer is written (core/sync/placeRecord.ts), in the lists whose filter it
 * passes: for those this is the same placement again.
 */
export function updateCachedList(
  cache: ApolloCache<unknown>,
  listField: string,
  record: (StoreObject & { _deleted?: boolean | null }) | null | undefined,
): void {
  if (!record) return;
  if (typeof record.__typename === 'string' && typeof record.id === 'string' && syncedModelOf(record.__typename)) {
    placeRecord(cache, { __typename: record.__typename, id: record.id });
    return;
  }
  const id = cache.identify(record);
  if (!id) return;
  cache.modify({
    fields: {
      [listField](value, { toReference, readField }) {
        const existing = value as ListField | undefined;
        if (!existing || !Array.isArray(existing.items)) return existing;
        const without = existing.items.filter((item) => readField('id', item) !== record.id);
        if (record._deleted) return { ...existing, items: without };
        if (without.length !== existing.items.length) return existing;
        const reference = toReference(id);
        return reference ? { ...existing, items: [...existing.items, reference] } : existing;
      },
    },
  });
}

/** A mutation's `update` that puts its answer (the record: the answer's only field) into the cached list. */
export function listUpdaterOf(listField: string) {
  return (cache: ApolloCache<unknown>, { data }: { data?: Record<string, unknown> | null }) =>
    updateCachedList(cache, listField, Object.values(data ?? {})[0] as Parameters<typeof updateCachedList>[2]);
}
