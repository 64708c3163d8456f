/** The import_job rows: an applied import's progress, counts, failure and report. */
import { randomUUID } from 'node:crypto';
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

export async function insertJob(db: Database, kind: string, createdBy: string | null, total: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('import_job')
    .values({ id, kind, state: 'running', total, createdBy, counts: JSON.stringify(emptyCounts()) })
    .execute();
  return id;
}

export async function updateProgress(db: Database, id: string, processed: number, counts: JobCounts): Promise<void> {
  await db
    .updateTable('import_job')
    .set({ processed, counts: JSON.stringify(counts), updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Database,
  id: string,
  end: { state: 'done' | 'failed'; processed: number; counts: JobCounts; message: string | null; report: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('import_job')
    .set({
      state: end.state,
      processed: end.processed,
      counts: JSON.stringify(end.counts),
      message: end.message,
      report: end.report,
      updatedAt: now,
      finishedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

/** A running job writes its progress at least every batch; one silent this long died with its server. */
export const abandonedAfterMs = 5 * 60 * 1000;
export const abandonedMessage = 'The server stopped while the import ran. Run the same file again to finish it.';

export async function findJob(db: Database, id: string, now = new Date()): Promise<ImportJob | undefined> {
  const row = await db
    .selectFrom('import_job')
    .select(['id', 'kind', 'state', 'processed', 'total', 'counts', 'message', 'createdBy', 'updatedAt'])
    .select((eb) => eb('report', 'is not', null).as('hasReport'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { updatedAt, ...job } = row;
  const abandoned = row.state === 'running' && now.getTime() - new Date(updatedAt).getTime() > abandonedAfterMs;
  return {
    ...job,
    state: abandoned ? 'failed' : (row.state as JobState),
    message: abandoned ? abandonedMessage : row.message,
    counts: { ...emptyCounts(), ...(row.counts as Partial<JobCounts>) },
    hasReport: Boolean(row.hasReport),
  };
}

export async function jobReport(db: Database, id: string): Promise<string | null> {
  const row = await db.selectFrom('import_job').select('report').where('id', '=', id).executeTakeFirst();
  return row?.report ?? null;
}
