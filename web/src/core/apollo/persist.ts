import type { NormalizedCacheObject } from '@apollo/client/core';
import type { InMemoryCache } from '@apollo/client/core';
import type { PersistentStorage } from 'apollo3-cache-persist';
import { CachePersistor } from 'apollo3-cache-persist';
import { createStore, del, get, set } from 'idb-keyval';

const store = createStore('classroom-cache', 'apollo');

/** apollo3-cache-persist storage on IndexedDB (idb-keyval): no 5 MB localStorage limit, not blocking the page. */
const indexedDbStorage: PersistentStorage<string> = {
  getItem: async (key) => (await get<string>(key, store)) ?? null,
  setItem: (key, value) => set(key, value, store),
  removeItem: (key) => del(key, store),
};

export type AppCachePersistor = CachePersistor<NormalizedCacheObject>;

export function createCachePersistor(cache: InMemoryCache): AppCachePersistor {
  return new CachePersistor<NormalizedCacheObject>({
    cache,
    storage: indexedDbStorage,
    key: 'classroom-apollo-cache',
    maxSize: false,
    debounce: 300,
  });
}

/**
 * Restores the last persisted cache before the first render; a store that never answers does not block start-up
 * for good. The wait is long: on a slow phone under load reading a large cache takes seconds, and starting without
 * it offline would leave the app without the signed-in user (a restore that lands later is not shown).
 */
export async function restoreCache(persistor: AppCachePersistor): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 15_000));
  try {
    await Promise.race([persistor.restore(), timeout]);
  } catch (error) {
    console.error('The saved data could not be restored', error);
  }
}
