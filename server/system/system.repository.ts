/** The figures of the System screen that the database holds, each one cheap statement. */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

export async function databaseSize(db: Database): Promise<number> {
  const { rows } = await sql<{ size: string | number }>`select pg_database_size(current_database()) as size`.execute(
    db,
  );
  return Number(rows[0].size);
}

export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
}

/** pg-boss's jobs by state (its job table, in the JOBS_SCHEMA schema): one grouped count over the states' index. */
export async function jobCounts(db: Database, schema: string): Promise<JobCounts> {
  const { rows } = await sql<{ state: string; count: string | number }>`
    select state::text as state, count(*) as count from ${sql.table(`${schema}.job`)}
    where state in ('created', 'retry', 'active', 'failed') group by state`.execute(db);
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { queued: count('created') + count('retry'), active: count('active'), failed: count('failed') };
}

/** Failed mail not yet sent again (the failedMails list's length). */
export async function undeliveredMail(db: Database): Promise<number> {
  const row = await db
    .selectFrom('mail_failure')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('resentAs', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sessions (refresh-token families) whose current token is neither used, revoked nor expired. */
export async function liveSessions(db: Database): Promise<number> {
  const row = await db
    .selectFrom('refresh_token')
    .select(sql<string>`count(distinct "familyId")`.as('count'))
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The recorded files' sizes: the estimate for a bucket, which is not walked. */
export async function recordedFileBytes(db: Database): Promise<number> {
  const row = await db
    .selectFrom('stored_file')
    .select(sql<string>`coalesce(sum(size), 0)`.as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
