import type { Cache, Reference } from '@apollo/client/core';
import { InMemoryCache } from '@apollo/client/core';
import { answeredRecords, placeRecord } from './placeRecord';

/**
 * The app's cache. Every mutation answer reaches the cache as one write under ROOT_MUTATION, whoever writes it:
 * Apollo (the optimistic answer, in its own layer; the server's answer, or the optimistic one the offline queue
 * gives while offline) and the offline queue (its waiting changes shown again after a reload, the server's answer
 * to a change sent later). After each, the records of synced models it answered are put into their synced store
 * and cached lists (placeRecord.ts), in the same layer: one mechanism for every model and every path.
 */
export class SyncedCache extends InMemoryCache {
  override write(options: Cache.WriteOptions): Reference | undefined {
    const written = super.write(options);
    if (options.dataId === 'ROOT_MUTATION') {
      for (const record of answeredRecords(options.result)) placeRecord(this, record);
    }
    return written;
  }
}
