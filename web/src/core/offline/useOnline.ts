import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './online';

/** True while the server can be reached; create, edit and delete controls use it to disable themselves offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
