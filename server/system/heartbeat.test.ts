import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { recentErrors } from '../observability/log.ts';
import { heartbeatOf, startHeartbeat } from './heartbeat.ts';

/** A database that is away: every statement fails to connect (nothing listens on port 1). */
function unreachableDatabase(): Database {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

const databases: Database[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.destroy();
});

describe('the heartbeat with the database away', () => {
  it('starts, beats and stops without throwing, and says so once among the recent errors', async () => {
    const db = unreachableDatabase();
    databases.push(db);
    const before = recentErrors().filter((error) => error.message.startsWith('Heartbeat failed')).length;
    const heartbeat = await startHeartbeat(db, 60_000);
    expect(heartbeatOf(db)).toBe(heartbeat);
    await heartbeat.beat();
    await heartbeat.beat();
    const failures = recentErrors().filter((error) => error.message.startsWith('Heartbeat failed')).length - before;
    expect(failures).toBe(1);
    await expect(heartbeat.stop()).resolves.toBeUndefined();
    expect(heartbeatOf(db)).toBeUndefined();
  });
});
