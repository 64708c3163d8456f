/**
 * GET /readyz: whether this process can serve (contract: database reachable, migrations applied; and the file store
 * writable). It answers within `readinessBudgetMs` whatever the database does: a stalled database is "not ready",
 * never a hanging probe, so a load balancer moves on at once.
 */
import type { ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { migrationsApplied } from '../../db/migrate.ts';
import type { App } from '../context.ts';
import { sendJson } from './request.ts';

export const readinessBudgetMs = 1_000;

const timedOut = Symbol('timed out');

/** `work`'s result, or `timedOut` when it takes longer than `ms` (the work itself is left to finish or fail). */
function within<T>(ms: number, work: Promise<T>): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), ms)));
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function databaseState(app: App): Promise<'ready' | 'migrations pending' | 'database unreachable'> {
  try {
    await sql`select 1`.execute(app.db);
    return (await migrationsApplied(app.db)) ? 'ready' : 'migrations pending';
  } catch {
    return 'database unreachable';
  }
}

export interface ReadinessChecks {
  /** Whether the file store takes a write now (a full or read-only disk is not ready). */
  storageWritable?: () => Promise<boolean>;
}

export async function answerReadiness(
  app: App,
  databaseKind: string,
  res: ServerResponse,
  checks: ReadinessChecks = {},
): Promise<void> {
  const [database, storage] = await Promise.all([
    within(readinessBudgetMs, databaseState(app)),
    checks.storageWritable
      ? within(
          readinessBudgetMs,
          checks.storageWritable().catch(() => false),
        )
      : Promise.resolve(true),
  ]);
  const status =
    database === timedOut
      ? 'database not answering'
      : database !== 'ready'
        ? database
        : storage !== true
          ? 'storage not writable'
          : 'ready';
  sendJson(res, status === 'ready' ? 200 : 503, {
    status,
    database: databaseKind,
    ...(storage === true ? {} : { storage: 'not writable' }),
  });
}
