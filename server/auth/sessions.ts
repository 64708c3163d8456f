/**
 * A session is a refresh-token family: sign-in starts one, each refresh continues it, sign-out or a reused refresh
 * token revokes it. Access tokens carry its id (`sid`), and every request looks it up (one query on the family
 * index, no cache, so a revocation takes effect at once in every process). Open sockets hear of revocations in this
 * process at once (SessionEnds) and poll for those made elsewhere.
 */
import { EventEmitter } from 'node:events';
import type { Database } from '../../db/connect.ts';

/** Whether the session has not been revoked. */
export async function sessionLive(db: Database, sessionId: string): Promise<boolean> {
  const revoked = await db
    .selectFrom('refresh_token')
    .select('id')
    .where('familyId', '=', sessionId)
    .where('revokedAt', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return revoked === undefined;
}

/** Revocations made in this process, for the sockets open on their sessions. */
export class SessionEnds {
  private readonly events = new EventEmitter().setMaxListeners(0);

  ended(sessionId: string): void {
    this.events.emit(sessionId);
  }

  /** Calls the listener when the session ends; returns the unsubscribe. */
  onEnd(sessionId: string, listener: () => void): () => void {
    this.events.once(sessionId, listener);
    return () => this.events.off(sessionId, listener);
  }
}
