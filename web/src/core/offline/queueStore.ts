import { createStore, del, get, update } from 'idb-keyval';

/** One offline-capable mutation waiting for the server, as kept in IndexedDB. */
export interface QueuedMutation {
  /** The client mutation id, fixed for the entry's life. */
  id: string;
  /** Sent as the Idempotency-Key header: the same on every retry; a new one only when a conflict is resent. */
  idempotencyKey: string;
  /** Whose change it is: replayed only while that user is signed in. */
  userId: string | null;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** What the app showed meanwhile; re-applied to the cache on start-up. */
  optimisticResponse: Record<string, unknown> | null;
  /**
   * An update's base: the record's values of the fields it sends, as they were before her first waiting change to
   * it (a conflict is merged field by field against it, core/offline/merge.ts). Absent for creates, and for entries
   * queued before it was kept.
   */
  base?: Record<string, unknown> | null;
  createdAt: number;
}

// One list under one key: idb-keyval's update() reads and writes it in a single transaction, so two tabs adding
// and removing entries never lose each other's changes.
const store = createStore('classroom-offline', 'mutations');
const ENTRIES_KEY = 'entries';

export async function readQueue(): Promise<QueuedMutation[]> {
  try {
    return (await get<QueuedMutation[]>(ENTRIES_KEY, store)) ?? [];
  } catch (error) {
    console.error('The offline queue could not be read', error);
    return [];
  }
}

export function appendEntry(entry: QueuedMutation): Promise<void> {
  return update<QueuedMutation[]>(ENTRIES_KEY, (entries = []) => [...entries, entry], store);
}

export function removeEntry(id: string): Promise<void> {
  return update<QueuedMutation[]>(ENTRIES_KEY, (entries = []) => entries.filter((entry) => entry.id !== id), store);
}

export function replaceEntry(changed: QueuedMutation): Promise<void> {
  return update<QueuedMutation[]>(
    ENTRIES_KEY,
    (entries = []) => entries.map((entry) => (entry.id === changed.id ? changed : entry)),
    store,
  );
}

export function replaceEntries(changed: readonly QueuedMutation[]): Promise<void> {
  const byId = new Map(changed.map((entry) => [entry.id, entry]));
  return update<QueuedMutation[]>(
    ENTRIES_KEY,
    (entries = []) => entries.map((entry) => byId.get(entry.id) ?? entry),
    store,
  );
}

export function clearQueue(): Promise<void> {
  return del(ENTRIES_KEY, store);
}
