import { useEffect } from 'react';
import { useAppData } from '../appData';
import { SyncEngine } from './engine';

/**
 * Runs the sync engine while a teacher is signed in (`teacherProfileId` set), whatever screen she is on; a new
 * teacher on the device gets an engine of her own, and signing out stops its subscriptions.
 */
export function useSyncEngine(teacherProfileId: string | null): void {
  const { client, queue } = useAppData();
  useEffect(() => {
    if (!teacherProfileId) return;
    const engine = new SyncEngine(client, queue);
    engine.start();
    return () => engine.stop();
  }, [client, queue, teacherProfileId]);
}
