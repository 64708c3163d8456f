/**
 * Without JWT_SECRET each process signs access tokens with a key of its own (generated into its DATA_DIR), so
 * processes that share a PostgreSQL database would refuse each other's tokens at random. A process without the
 * secret holds a session-level advisory lock for its whole life; a second one finds it taken and refuses to start.
 */
import pg from 'pg';
import type { Config } from '../config.ts';
import { logError } from '../observability/log.ts';

/** The advisory lock's key, fixed for every process of this platform ('JWT' in ASCII, then a 1). */
const generatedKeyLock = 0x4a5754_01;

export const sharedSecretMessage = 'Another server uses this database: set JWT_SECRET, the same in every process.';

/** Claims the database for this process's generated key; the returned function lets it go. */
export async function claimGeneratedKey(config: Config): Promise<() => Promise<void>> {
  if (!config.databaseUrl || config.jwtSecret) return async () => undefined;
  // A dedicated connection: a pooled one would be closed or reused, and the lock lives as long as its session.
  const client = new pg.Client({ connectionString: config.databaseUrl });
  client.on('error', (error) => logError('the connection holding the generated-key lock failed', error));
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    generatedKeyLock,
  ]);
  if (!rows[0]?.locked) {
    await client.end();
    throw new Error(sharedSecretMessage);
  }
  return () => client.end();
}
