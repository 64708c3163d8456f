/** The server processes sharing the database (server_process): each one's row, written by its heartbeat. */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { RecentError } from '../observability/log.ts';

export interface ProcessRow {
  id: string;
  host: string;
  pid: number;
  version: string;
  startedAt: string;
  beatAt: string;
  recentErrors: RecentError[];
}

/** A row silent for longer than this is gone for good (a crash): it is removed. */
export const forgetAfterMs = 60 * 60 * 1000;

/** Writes the process's row (the first time) or its heartbeat: now, and its latest errors. */
export async function beat(
  db: Database,
  process: { id: string; host: string; pid: number; version: string; startedAt: Date },
  errors: readonly RecentError[],
): Promise<void> {
  const recentErrors = JSON.stringify(errors);
  await db
    .insertInto('server_process')
    .values({ ...process, startedAt: process.startedAt.toISOString(), recentErrors })
    .onConflict((oc) => oc.column('id').doUpdateSet({ beatAt: sql`now()`, recentErrors }))
    .execute();
}

/** Rows of processes silent for over an hour (any process may prune: harmless). */
export async function pruneSilent(db: Database): Promise<void> {
  await db
    .deleteFrom('server_process')
    .where('beatAt', '<', sql<Date>`now() - make_interval(secs => ${forgetAfterMs / 1000})`)
    .execute();
}

export async function removeProcess(db: Database, id: string): Promise<void> {
  await db.deleteFrom('server_process').where('id', '=', id).execute();
}

/** Every process's row, the longest running first, with the database's clock for comparing heartbeats. */
export async function serverProcesses(db: Database): Promise<{ rows: ProcessRow[]; now: Date }> {
  const [rows, clock] = await Promise.all([
    db.selectFrom('server_process').selectAll().orderBy('startedAt').orderBy('id').execute(),
    sql<{ now: Date | string }>`select now() as now`.execute(db),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      host: row.host,
      pid: row.pid,
      version: row.version,
      startedAt: new Date(row.startedAt).toISOString(),
      beatAt: new Date(row.beatAt).toISOString(),
      recentErrors: (row.recentErrors as unknown as RecentError[]) ?? [],
    })),
    now: new Date(clock.rows[0].now),
  };
}
