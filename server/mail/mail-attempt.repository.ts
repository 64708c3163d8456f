/** The tries at sending queued mail (mail_attempt) and the mail whose tries ran out (mail_failure). */
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/types.ts';

export interface MailAttempt {
  jobId: string;
  attempt: number;
  to: string | null;
  subject: string | null;
  /** Null when the mail server took the mail. */
  error: string | null;
}

export type MailFailure = Selectable<DB['mail_failure']>;

/** Whether a try of this job already got the mail server's OK (its process stopped before the job was marked done). */
export async function wasSent(db: Database, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_attempt')
    .select('jobId')
    .where('jobId', '=', jobId)
    .where('error', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordAttempt(db: Database, attempt: MailAttempt): Promise<void> {
  await db
    .insertInto('mail_attempt')
    .values(attempt)
    .onConflict((conflict) =>
      conflict.columns(['jobId', 'attempt']).doUpdateSet({
        to: attempt.to,
        subject: attempt.subject,
        error: attempt.error,
        at: sql<string>`now()`,
      }),
    )
    .execute();
}

/** Keeps a mail whose last try failed, with what it takes to send it again. */
export async function recordFailure(
  db: Database,
  failure: Omit<MailFailure, 'lastAttemptAt' | 'resentAs' | 'data'> & { data: unknown },
): Promise<void> {
  await db
    .insertInto('mail_failure')
    // Milliseconds, as the list's page tokens carry it.
    .values({
      ...failure,
      data: JSON.stringify(failure.data),
      lastAttemptAt: sql<Date>`date_trunc('milliseconds', now())`,
    })
    .onConflict((conflict) => conflict.column('jobId').doNothing())
    .execute();
}

/** Where a page of failed mail starts: after this one in the order of the list (latest try first). */
export interface FailurePosition {
  lastAttemptAt: string;
  jobId: string;
}

/** Failed mail not yet sent again, latest first, `limit` from `after` on (one more, to know that more follow). */
export async function unsentFailures(
  db: Database,
  limit: number,
  after: FailurePosition | null,
): Promise<MailFailure[]> {
  let query = db
    .selectFrom('mail_failure')
    .selectAll()
    .where('resentAs', 'is', null)
    .orderBy('lastAttemptAt', 'desc')
    .orderBy('jobId', 'desc')
    .limit(limit + 1);
  if (after)
    query = query.where(
      sql<boolean>`(${sql.ref('lastAttemptAt')}, ${sql.ref('jobId')}) < (${after.lastAttemptAt}::timestamptz, ${after.jobId}::uuid)`,
    );
  return query.execute();
}

/** Takes a failed mail for sending again: locked until the caller's transaction ends; undefined when it was resent. */
export async function takeUnsentFailure(db: Database, jobId: string): Promise<MailFailure | undefined> {
  return db
    .selectFrom('mail_failure')
    .selectAll()
    .where('jobId', '=', jobId)
    .where('resentAs', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markResent(db: Database, jobId: string, resentAs: string): Promise<void> {
  await db.updateTable('mail_failure').set({ resentAs }).where('jobId', '=', jobId).execute();
}
