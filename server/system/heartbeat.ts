/**
 * This server's row among the processes sharing the database (the System screen): written at start and every 10 s
 * with this process's latest errors, removed at a graceful stop; rows silent for an hour are pruned on each beat.
 * A beat that fails (the database away) is logged once and tried again at the next, never thrown: the server
 * keeps serving what it can.
 *
 * Its id is its own, not the import instance's (server/imports/instance.ts): that one marks jobs, this one is shown.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/connect.ts';
import { log, logError, recentErrors } from '../observability/log.ts';
import { version } from './build-info.ts';
import { beat, pruneSilent, removeProcess } from './server-process.repository.ts';

export const heartbeatEveryMs = 10_000;

export interface ProcessHeartbeat {
  id: string;
  startedAt: Date;
  /** Writes the heartbeat now (the System query does, so that its own row is current). */
  beat(): Promise<void>;
  stop(): Promise<void>;
}

/** The heartbeat of each open database's server (tests run several servers in one process). */
const heartbeats = new WeakMap<Database, ProcessHeartbeat>();

export function heartbeatOf(db: Database): ProcessHeartbeat | undefined {
  return heartbeats.get(db);
}

export async function startHeartbeat(db: Database, everyMs = heartbeatEveryMs): Promise<ProcessHeartbeat> {
  const me = { id: randomUUID(), host: hostname(), pid: process.pid, version, startedAt: new Date() };
  let failing = false;
  let inFlight: Promise<void> = Promise.resolve();
  const beatOnce = async () => {
    try {
      await beat(db, me, recentErrors());
      await pruneSilent(db);
      if (failing) log.info({ processId: me.id }, 'heartbeat written again');
      failing = false;
    } catch (error) {
      if (!failing) logError('Heartbeat failed', error, { processId: me.id });
      failing = true;
    }
  };
  const beatNow = () => (inFlight = inFlight.then(beatOnce));
  await beatNow();
  const timer = setInterval(() => void beatNow(), everyMs);
  timer.unref();
  const heartbeat: ProcessHeartbeat = {
    id: me.id,
    startedAt: me.startedAt,
    beat: beatNow,
    async stop() {
      clearInterval(timer);
      heartbeats.delete(db);
      await inFlight;
      await removeProcess(db, me.id).catch((error: unknown) => logError('Removing the heartbeat failed', error));
    },
  };
  heartbeats.set(db, heartbeat);
  return heartbeat;
}
