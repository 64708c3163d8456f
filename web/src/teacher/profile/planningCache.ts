/**
 * Keeping the teacher's cached lists (schedule, classes, activities) in step with single-record changes: a
 * mutation's answer (also the optimistic one given while offline). Changes made on another device, or sent later
 * from the offline queue, arrive through the sync engine (core/sync), which has the lists read again. The lists are
 * persisted, so what is shown here is also what a reload while offline shows.
 */
import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { useAppData } from '../../core/appData';
import { useOnline } from '../../core/offline/useOnline';

export interface ListedRecord {
  id: string;
  _deleted?: boolean | null;
}

interface Connection {
  items: ListedRecord[];
}

/**
 * The records added to, replaced in, or (tombstones) removed from the cached list `field` of the query. A list not
 * in the cache yet (a screen never opened online) starts with these records, so that what was just made offline
 * shows; the server's list replaces it once it can be read.
 */
export function writeToList<TData, TVariables extends OperationVariables>(
  cache: ApolloCache<unknown>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  field: keyof TData & string,
  records: readonly ListedRecord[],
  connectionTypename?: string,
): void {
  const added = records.filter((record) => !record._deleted);
  const written = cache.updateQuery<TData, TVariables>({ query, variables }, (data) => {
    if (!data) return;
    const connection = (data as Record<string, unknown>)[field] as Connection;
    const ids = new Set(records.map((record) => record.id));
    const kept = connection.items.filter((item) => !ids.has(item.id));
    return { ...data, [field]: { ...connection, items: [...kept, ...added] } };
  });
  if (!written && connectionTypename && added.length > 0) {
    try {
      cache.writeQuery({
        query,
        variables,
        data: { [field]: { __typename: connectionTypename, items: added, nextToken: null } } as never,
      });
    } catch (error) {
      console.error('The new record could not be listed', error);
    }
  }
}

/**
 * Reloads the screen's lists once the offline queue has sent every waiting change: a list fetched while changes
 * were still waiting lacks them, and a change sent later comes back as the server's record.
 */
export function useRefetchWhenSynced(refetch: () => unknown): void {
  const { queue } = useAppData();
  const pending = useSyncExternalStore(queue.subscribe, queue.pendingCount, () => 0);
  const online = useOnline();
  const previous = useRef(pending);
  const synced = useEffectEvent(() => void Promise.resolve(refetch()).catch(() => undefined));
  useEffect(() => {
    const hadPending = previous.current > 0;
    previous.current = pending;
    if (hadPending && pending === 0 && online) synced();
  }, [pending, online]);
}
