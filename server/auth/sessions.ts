/**
 * A session is a refresh-token family: sign-in starts one, each refresh continues it, sign-out or a reused refresh
 * token revokes it. Access tokens carry its id (`sid`), and every request looks it up (one query on the family
 * index, no cache, so a revocation takes effect at once in every process). Open sockets hear of revocations at once
 * (SessionEnds: in this process, and on PostgreSQL from every process by NOTIFY) and poll for them as well.
 */
import { EventEmitter } from 'node:events';
import { CompiledQuery, sql } from 'kysely';
import { executePrepared, type Database } from '../../db/connect.ts';
import { logError } from '../observability/log.ts';

export const sessionEndsChannel = 'classroom_session_ends';

/**
 * The revocation lookup, written once: built and compiled by Kysely on every signed-in request, it cost more node
 * time than the database took to answer it. Run as a prepared statement.
 */
const revokedStatement = 'select 1 from refresh_token where "familyId" = $1 and "revokedAt" is not null limit 1';

/** Whether the session has not been revoked. */
export async function sessionLive(db: Database, sessionId: string): Promise<boolean> {
  const { rows } = await executePrepared(db, CompiledQuery.raw(revokedStatement, [sessionId]));
  return rows.length === 0;
}

/**
 * Revocations, for the sockets open on their sessions: those made in this process, and with `share` (several
 * processes on one PostgreSQL database) those other processes tell of (`heard`).
 */
export class SessionEnds {
  private readonly events = new EventEmitter().setMaxListeners(0);

  constructor(private readonly share?: (sessionId: string) => void) {}

  ended(sessionId: string): void {
    this.events.emit(sessionId);
    this.share?.(sessionId);
  }

  /** A revocation told by a process (this one too: its own sockets are closed already, and close once). */
  heard(sessionId: string): void {
    this.events.emit(sessionId);
  }

  /** Calls the listener when the session ends; returns the unsubscribe. */
  onEnd(sessionId: string, listener: () => void): () => void {
    this.events.once(sessionId, listener);
    return () => this.events.off(sessionId, listener);
  }
}

/** Tells every process listening on the database of a revocation (they pass it to their SessionEnds). */
export function shareSessionEnd(db: Database): (sessionId: string) => void {
  return (sessionId) => {
    sql`select pg_notify(${sessionEndsChannel}, ${sessionId})`
      .execute(db)
      .catch((error: unknown) => logError('a session end could not be shared', error));
  };
}
