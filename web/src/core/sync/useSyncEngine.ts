import { useEffect } from 'react';
import { useAppData } from '../appData';
import { SyncEngine } from './engine';

/**
 * Runs the sync engine while a teacher is signed in (`teacherProfileId` set), whatever screen she is on; a new
 * teacher on the device gets an engine of her own, and signing out stops its subscriptions. It starts once the page
 * is first idle: the screen she opened shows first (from the saved cache, or its own query), then the engine opens its
 * 45 change subscriptions and asks what changed (some 0.4 s of a slow phone's main thread before, not after, the
 * screen when it started at once).
 */
export function useSyncEngine(teacherProfileId: string | null): void {
  const { client, queue } = useAppData();
  useEffect(() => {
    if (!teacherProfileId) return;
    const engine = new SyncEngine(client, queue);
    const idle = requestIdleCallback(() => engine.start(), { timeout: 2000 });
    return () => {
      cancelIdleCallback(idle);
      engine.stop();
    };
  }, [client, queue, teacherProfileId]);
}
