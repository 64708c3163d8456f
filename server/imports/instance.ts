/**
 * Which server process runs an import, so that one interrupted by a crash reads failed at the next start (issue 25)
 * while imports that live processes run on the same PostgreSQL database go on.
 *
 * Each server start is an instance with an id of its own: its jobs carry the id (import_job.instanceId) and their
 * heartbeat (`updatedAt`, refreshed every 10 s). It leaves a file in DATA_DIR/instances naming its process id and
 * host. At start a process marks failed the running jobs
 * - of every instance whose file names a process of this host that is gone (or this very process id: the server
 *   restarted in a container, where it is always process 1), which a crash left behind: at once;
 * - whose heartbeat is older than 30 s (a process on another host, or one whose file is lost);
 * - all of them on the embedded database, which no other process opens.
 * A graceful stop marks its own running jobs failed the same way. The job's page also reads a job silent for 30 s
 * as failed (jobs.repository.ts), before any process starts again.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/connect.ts';
import { beatJobs, failInterruptedJobs, heartbeatEveryMs } from './jobs.repository.ts';
import { logError } from '../observability/log.ts';

export interface ImportInstance {
  id: string;
  /** The jobs found interrupted at start, marked failed. */
  interrupted: string[];
  /** Stops the heartbeat and marks this instance's running jobs failed (they stop with the process). */
  stop(): Promise<void>;
}

interface InstanceFile {
  pid: number;
  host: string;
}

/** The instance of each open database: the routes name it on the jobs they start. */
const instances = new WeakMap<Database, ImportInstance>();
/** Instances alive in this process (tests run several servers in one). */
const liveHere = new Set<string>();

export function importInstanceOf(db: Database): string | null {
  return instances.get(db)?.id ?? null;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The instances of this host whose process is gone, from their files (which are removed). */
async function goneInstances(folder: string): Promise<string[]> {
  const gone: string[] = [];
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const id = name.slice(0, -'.json'.length);
    const file = join(folder, name);
    const owner = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as InstanceFile)
      .catch(() => null);
    if (!owner || owner.host !== hostname() || liveHere.has(id)) continue;
    if (owner.pid !== process.pid && processAlive(owner.pid)) continue;
    gone.push(id);
    await rm(file, { force: true });
  }
  return gone;
}

export async function startImportInstance(
  db: Database,
  options: { dataDir: string; exclusive: boolean },
): Promise<ImportInstance> {
  const id = randomUUID();
  const folder = join(options.dataDir, 'instances');
  const file = join(folder, `${id}.json`);
  const interrupted = await failInterruptedJobs(db, {
    instanceIds: await goneInstances(folder),
    all: options.exclusive,
  });
  await mkdir(folder, { recursive: true });
  await writeFile(file, JSON.stringify({ pid: process.pid, host: hostname() } satisfies InstanceFile));
  liveHere.add(id);
  const heartbeat = setInterval(
    () => beatJobs(db, id).catch((error: unknown) => logError('import heartbeat failed', error)),
    heartbeatEveryMs,
  );
  heartbeat.unref();
  const instance: ImportInstance = {
    id,
    interrupted,
    async stop() {
      clearInterval(heartbeat);
      instances.delete(db);
      liveHere.delete(id);
      await failInterruptedJobs(db, { instanceIds: [id] }).catch((error: unknown) =>
        logError('marking interrupted imports failed', error),
      );
      await rm(file, { force: true });
    },
  };
  instances.set(db, instance);
  return instance;
}
