import type { NormalizedCacheObject } from '@apollo/client/core';
import type { InMemoryCache } from '@apollo/client/core';
import type { PersistentStorage } from 'apollo3-cache-persist';
import { CachePersistor } from 'apollo3-cache-persist';
import { createStore, del, get, set } from 'idb-keyval';
import { pruneSavedCache } from './pruneSaved';

const store = createStore('classroom-cache', 'apollo');

/** apollo3-cache-persist storage on IndexedDB (idb-keyval): no 5 MB localStorage limit, not blocking the page. */
const indexedDbStorage: PersistentStorage<string> = {
  getItem: async (key) => (await get<string>(key, store)) ?? null,
  setItem: (key, value) => set(key, value, store),
  removeItem: (key) => del(key, store),
};

export type AppCachePersistor = CachePersistor<NormalizedCacheObject>;

export interface PersistedCache {
  persistor: AppCachePersistor;
  /**
   * Reads the saved cache back before the first render; true when it was read in time. A store that never answers
   * does not block start-up for good: after a long wait (on a slow phone under load reading a large cache takes
   * seconds) the app starts without it (false), and the saved data is shown when it lands (`restored`).
   */
  restore(): Promise<boolean>;
  /** Settles once the saved data is in the cache and the screens have read it again, or could not be read. */
  restored: Promise<void>;
}

const RESTORE_WAIT_MS = 15_000;
/** The performance entry of one restore, a measure from the mark of its start (scripts/bench/cache.ts reads it). */
const RESTORE_MEASURE = 'cache-restore';
const RESTORE_MARK = 'cache-restore-start';

/**
 * The Apollo cache saved to IndexedDB after each write (debounced) and on demand. Nothing is saved until the saved
 * data has been read back: otherwise a save made meanwhile (the offline queue re-showing its changes, `pagehide`)
 * replaced the teacher's saved data with the near-empty start-up cache, and the next start offline found no
 * signed-in user. A save asked for before then waits, and saves the cache as it is once the saved data is in.
 */
export function createPersistedCache(cache: InMemoryCache): PersistedCache {
  let isRestored = false;
  let settle = () => {};
  const restored = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const persistor = new CachePersistor<NormalizedCacheObject>({
    cache,
    storage: indexedDbStorage,
    key: 'classroom-apollo-cache',
    maxSize: false,
    debounce: 300,
    // What is saved is the cache as it is then, without what a teacher does not need offline (pruneSaved.ts).
    persistenceMapper: async (): Promise<string> => {
      if (!isRestored) await restored;
      return JSON.stringify(pruneSavedCache(cache.extract()));
    },
  });

  async function restore(): Promise<boolean> {
    // From asking the store to the saved data in the cache: what a reload waits for before the first screen.
    performance.mark(RESTORE_MARK);
    const reading = persistor
      .restore()
      .catch((error: unknown) => console.error('The saved data could not be restored', error))
      .then(() => {
        isRestored = true;
        performance.measure(RESTORE_MEASURE, RESTORE_MARK);
      });
    const onTime = await Promise.race([
      reading.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), RESTORE_WAIT_MS)),
    ]);
    void reading.then(() => {
      // Late: the screens already read the empty cache, and an empty batch tells them to read it again.
      if (!onTime) cache.batch({ update: () => undefined });
      settle();
    });
    return onTime;
  }

  return { persistor, restore, restored };
}
