/**
 * The import_job rows: an applied import's progress, counts, failure and report, and the server process that runs
 * it (`instanceId`, whose heartbeat keeps `updatedAt` fresh: instance.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

export type JobState = 'running' | 'done' | 'failed';

export interface JobCounts {
  rows: number;
  created: number;
  skipped: number;
  invalid: number;
  failed?: number;
}

export interface ImportJob {
  id: string;
  kind: string;
  state: JobState;
  processed: number;
  total: number;
  counts: JobCounts;
  message: string | null;
  createdBy: string | null;
  hasReport: boolean;
}

export const emptyCounts = (): JobCounts => ({ rows: 0, created: 0, skipped: 0, invalid: 0 });

/** A new running job, run by the server process `instanceId`. */
export async function insertJob(
  db: Database,
  job: { kind: string; createdBy: string | null; total: number; instanceId: string | null },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('import_job')
    .values({ id, ...job, state: 'running', counts: JSON.stringify(emptyCounts()) })
    .execute();
  return id;
}

export async function updateProgress(db: Database, id: string, processed: number, counts: JobCounts): Promise<void> {
  await db
    .updateTable('import_job')
    .set({ processed, counts: JSON.stringify(counts), updatedAt: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Database,
  id: string,
  end: { state: 'done' | 'failed'; processed: number; counts: JobCounts; message: string | null; report: string },
): Promise<void> {
  await db
    .updateTable('import_job')
    .set({
      state: end.state,
      processed: end.processed,
      counts: JSON.stringify(end.counts),
      message: end.message,
      report: end.report,
      updatedAt: sql<string>`now()`,
      finishedAt: sql<string>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** How often a process refreshes the heartbeat (`updatedAt`) of the jobs it runs. */
export const heartbeatEveryMs = 10_000;
/** A running job whose heartbeat is older than this has lost its process (three heartbeats missed). */
export const heartbeatLimitMs = 30_000;
/** A job whose heartbeat is past the limit, by the database's clock (every process writes `updatedAt` with it). */
const silentSql = sql<boolean>`${sql.ref('updatedAt')} < now() - ${`${heartbeatLimitMs} milliseconds`}::interval`;
export const interruptedMessage = 'Interrupted: the server stopped during the import. Run it again.';

/** Refreshes the heartbeat of the jobs the process `instanceId` runs. */
export async function beatJobs(db: Database, instanceId: string): Promise<void> {
  await db
    .updateTable('import_job')
    .set({ updatedAt: sql<string>`now()` })
    .where('instanceId', '=', instanceId)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Marks failed the running jobs whose process is gone: those of the given instances, those whose heartbeat is
 * older than the limit, or (`all`, the embedded database, which no other process opens) every running job.
 * Answers the ids of the jobs marked.
 */
export async function failInterruptedJobs(
  db: Database,
  gone: { instanceIds: readonly string[]; all?: boolean },
): Promise<string[]> {
  const failed = await db
    .updateTable('import_job')
    .set({
      state: 'failed',
      message: interruptedMessage,
      updatedAt: sql<string>`now()`,
      finishedAt: sql<string>`now()`,
    })
    .where('state', '=', 'running')
    .$if(!gone.all, (query) =>
      query.where((eb) =>
        eb.or([silentSql, ...(gone.instanceIds.length > 0 ? [eb('instanceId', 'in', [...gone.instanceIds])] : [])]),
      ),
    )
    .returning('id')
    .execute();
  return failed.map((row) => row.id);
}

export async function findJob(db: Database, id: string): Promise<ImportJob | undefined> {
  const row = await db
    .selectFrom('import_job')
    .select(['id', 'kind', 'state', 'processed', 'total', 'counts', 'message', 'createdBy'])
    .select((eb) => eb('report', 'is not', null).as('hasReport'))
    .select(silentSql.as('silent'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { silent, ...job } = row;
  // A process on another machine that died is known by its silence, before any process starts again.
  const interrupted = row.state === 'running' && silent;
  return {
    ...job,
    state: interrupted ? 'failed' : (row.state as JobState),
    message: interrupted ? interruptedMessage : row.message,
    counts: { ...emptyCounts(), ...(row.counts as Partial<JobCounts>) },
    hasReport: Boolean(row.hasReport),
  };
}

export async function jobReport(db: Database, id: string): Promise<string | null> {
  const row = await db.selectFrom('import_job').select('report').where('id', '=', id).executeTakeFirst();
  return row?.report ?? null;
}
