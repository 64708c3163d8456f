/** The System screen's one answer (issue 29), gathered at once: each part one cheap read. */
import { join } from 'node:path';
import type { App } from '../context.ts';
import { storageWritable } from '../files/storage.ts';
import type { ServerProcess, SystemError, SystemStatus } from '../generated/graphql.ts';
import { runningCommit, version } from './build-info.ts';
import { heartbeatOf } from './heartbeat.ts';
import { serverProcesses, type ProcessRow } from './server-process.repository.ts';
import { lastBackup } from './system-fact.repository.ts';
import { folderBytes } from './storage-usage.ts';
import { databaseSize, jobCounts, liveSessions, recordedFileBytes, undeliveredMail } from './system.repository.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import { fileStorageKind } from '../files/factory.ts';

/** A process whose heartbeat (every 10 s) is older than this is not responding. */
export const respondingWithinMs = 30_000;
const errorsShown = 50;

export function toServerProcess(row: ProcessRow, now: Date, currentId: string | undefined): ServerProcess {
  return {
    id: row.id,
    host: row.host,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt,
    lastHeartbeatAt: row.beatAt,
    responding: now.getTime() - Date.parse(row.beatAt) <= respondingWithinMs,
    current: row.id === currentId,
  };
}

/** Every process's errors, newest first, at most 50. */
export function mergedErrors(rows: readonly ProcessRow[]): SystemError[] {
  return rows
    .flatMap((row) => row.recentErrors.map((error) => ({ ...error, processId: row.id, host: row.host })))
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, errorsShown);
}

async function storageStatus(app: App) {
  const kind = fileStorageKind();
  const [usedBytes, writable] = await Promise.all([
    kind === 'local' ? folderBytes(join(app.config.dataDir, 'files')) : recordedFileBytes(app.db),
    storageWritable(app.files),
  ]);
  return { kind, usedBytes, writable };
}

export async function systemStatus(app: App): Promise<SystemStatus> {
  const { db } = app;
  const heartbeat = heartbeatOf(db);
  // This process's own row is written first, so that its latest errors are in the answer.
  await heartbeat?.beat();
  const [processes, sizeBytes, pending, storage, jobs, mail, sessions, backup] = await Promise.all([
    serverProcesses(db),
    databaseSize(db),
    pendingMigrations(db),
    storageStatus(app),
    jobCounts(db, app.config.jobs.schema),
    undeliveredMail(db),
    liveSessions(db),
    lastBackup(db),
  ]);
  return {
    checkedAt: processes.now.toISOString(),
    version,
    commit: runningCommit(),
    uptimeSeconds: process.uptime(),
    processes: processes.rows.map((row) => toServerProcess(row, processes.now, heartbeat?.id)),
    database: { kind: app.config.databaseUrl ? 'postgres' : 'embedded', sizeBytes, pendingMigrations: pending },
    storage,
    jobs: { ...jobs, undeliveredMail: mail },
    recentErrors: mergedErrors(processes.rows),
    liveSessions: sessions,
    lastBackupAt: backup?.finishedAt ?? null,
  };
}
