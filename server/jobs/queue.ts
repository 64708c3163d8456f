/**
 * Durable background work (issue 25) on pg-boss 10, over our own Kysely database on both PostgreSQL and the
 * embedded one (pg-boss gets `executeSql` instead of a pool of its own, so on PGlite it shares our one connection).
 * A job is written with the caller's database: inside a transaction it commits or rolls back with the change that
 * caused it. Workers (startServer) take each job name's jobs a few at a time; a job whose handler throws is tried
 * again after a doubling delay (JobSettings), across restarts; one whose process died is taken up once it expires.
 *
 * Job names and their data are declared by the domains that own them, by declaration merging:
 *   declare module '../jobs/queue.ts' { interface JobPayloads { invoice: { orderId: string } } }
 */
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import { log, logError } from '../observability/log.ts';
import { countJob, trackQueuedJobs } from '../observability/metrics.ts';
import { traceJob } from '../observability/tracing.ts';
import type { JobSettings } from './settings.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domains (see above)
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/** One try of a job: `attempt` counts from 1; `lastAttempt` when a failure now fails the job for good. */
export interface JobRun<Data> {
  id: string;
  name: string;
  data: Data;
  attempt: number;
  lastAttempt: boolean;
}

export type JobHandler<Name extends JobName> = (app: App, job: JobRun<JobPayloads[Name]>) => Promise<void>;

export type JobHandlers = { [Name in JobName]?: JobHandler<Name> };

/** pg-boss's way into a database: statements over a Kysely database or transaction. */
function executorOf(db: Database): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, (values as unknown[] | undefined) ?? []));
      return { rows: result.rows };
    },
  };
}

/** A queue per job name (pg-boss 10 keeps each in a partition of its own); another process may make it first. */
async function createQueue(boss: PgBoss, name: string): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

/** Every feature's handlers, one map (a job name is handled by one feature). */
export function allHandlers(list: readonly (JobHandlers | undefined)[]): JobHandlers {
  return Object.assign({}, ...list) as JobHandlers;
}

/** Jobs taken per fetch: drained one after another, the worker fetching again at once while a fetch comes full. */
const batchSize = 5;

export class JobQueue {
  readonly #db: Database;
  readonly #settings: JobSettings;
  #boss: PgBoss | undefined;
  readonly #workers = new Map<string, string>();
  /** pg-boss's own statements and handlers under way, waited for by stop() before the database closes. */
  #inFlight = 0;
  #running = 0;
  #stopping = false;

  constructor(db: Database, settings: JobSettings) {
    this.#db = db;
    this.#settings = settings;
  }

  get #started(): PgBoss {
    if (!this.#boss) throw new Error('the job queue is not started');
    return this.#boss;
  }

  /** The retry policy every job is sent with. */
  get #policy(): PgBoss.RetryOptions & PgBoss.ExpirationOptions {
    return {
      retryLimit: this.#settings.retryLimit,
      retryDelay: this.#settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.#settings.expireSeconds,
    };
  }

  /**
   * Creates or upgrades pg-boss's schema and a queue per handled job name; with `work`, starts a worker per name
   * and the maintenance (expiry of a dead process's jobs, archiving). Without it (a script), jobs can be sent only.
   */
  async start(app: App, handlers: JobHandlers, options: { work: boolean }): Promise<void> {
    const executor = executorOf(this.#db);
    const boss = new PgBoss({
      db: {
        executeSql: async (text, values) => {
          this.#inFlight += 1;
          try {
            return await executor.executeSql(text, values);
          } finally {
            this.#inFlight -= 1;
          }
        },
      },
      schema: this.#settings.schema,
      supervise: options.work,
      // No cron: nothing here is scheduled, and the clock check would poll for nothing.
      schedule: false,
    });
    boss.on('error', (error) => logError('job queue', error));
    await boss.start();
    this.#boss = boss;
    const names = Object.keys(handlers) as JobName[];
    for (const name of names) await createQueue(boss, name);
    if (!options.work) return;
    trackQueuedJobs(() => this.#queuedCounts(names));
    for (const name of names) {
      const handler = handlers[name] as JobHandler<JobName> | undefined;
      if (handler) this.#workers.set(name, await this.#work(app, name, handler));
    }
  }

  async #work(app: App, name: JobName, handler: JobHandler<JobName>): Promise<string> {
    const boss = this.#started;
    const workerId = await boss.work<JobPayloads[JobName]>(
      name,
      { pollingIntervalSeconds: this.#settings.pollSeconds, includeMetadata: true, batchSize },
      async (jobs) => {
        this.#running += 1;
        try {
          for (const job of jobs) {
            if (this.#stopping) break;
            const run = {
              id: job.id,
              name,
              data: job.data,
              attempt: job.retryCount + 1,
              lastAttempt: job.retryCount >= job.retryLimit,
            };
            const startedAt = performance.now();
            const about = { jobId: job.id, job: name, attempt: run.attempt };
            try {
              await traceJob(name, job.id, () => handler(app, run));
              await boss.complete(name, job.id);
              log.info(
                { ...about, durationMs: Math.round(performance.now() - startedAt), outcome: 'completed' },
                'job',
              );
              countJob(name, 'completed');
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              const outcome = run.lastAttempt ? 'failed' : 'retried';
              countJob(name, outcome);
              const fields = { ...about, durationMs: Math.round(performance.now() - startedAt), outcome };
              if (run.lastAttempt) logError(`job ${name} failed on its last try`, error, fields);
              else log.warn({ ...fields, err: error }, 'job');
              await boss.fail(name, job.id, { message });
            }
          }
          if (jobs.length === batchSize) this.#wake(name);
        } finally {
          this.#running -= 1;
        }
      },
    );
    return workerId;
  }

  /**
   * Writes a job with `db`: a transaction's, so that it is seen only once that commits. Answers the job's id. A
   * worker takes it at its next poll (JobSettings.pollSeconds), never woken by the request: the work a request
   * causes does not run on its heels, where its time would tell (an account link's job finds an account or not).
   */
  async enqueue<Name extends JobName>(db: Database, name: Name, data: JobPayloads[Name]): Promise<string> {
    const id = await this.#started.send(name, data as object, { ...this.#policy, db: executorOf(db) });
    if (!id) throw new Error(`job ${name} not written`);
    return id;
  }

  /** Writes a job again with the name and data another one was stored with (a failed mail sent again). */
  async enqueueStored(db: Database, name: string, data: unknown): Promise<string> {
    const id = await this.#started.send(name, data ?? {}, { ...this.#policy, db: executorOf(db) });
    if (!id) throw new Error(`job ${name} not written`);
    return id;
  }

  /** Writes many jobs of one name in one statement (an import's set-password mails). */
  async enqueueMany<Name extends JobName>(db: Database, name: Name, data: readonly JobPayloads[Name][]): Promise<void> {
    if (data.length === 0) return;
    const policy = this.#policy;
    await this.#started.insert(
      data.map((item) => ({
        name,
        data: item,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelay,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
      })),
      { db: executorOf(db) },
    );
  }

  /** Jobs waiting per name (new, or to be tried again), read when metrics are scraped: one count per name. */
  async #queuedCounts(names: readonly JobName[]): Promise<Map<string, number>> {
    const boss = this.#started;
    const counts = await Promise.all(names.map((name) => boss.getQueueSize(name)));
    return new Map(names.map((name, index) => [name, counts[index]]));
  }

  /** Has this process's worker of `name` look for jobs again at once (a full batch: more are waiting). */
  #wake(name: JobName): void {
    const workerId = this.#workers.get(name);
    if (workerId) this.#boss?.notifyWorker(workerId);
  }

  /**
   * Stops the workers, lets the jobs under way finish (or fail back to the queue after 10 s), and returns once
   * pg-boss sends no more statements, so that the database can be closed.
   */
  async stop(): Promise<void> {
    if (!this.#boss || this.#stopping) return;
    this.#stopping = true;
    await this.#boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    let quiet = 0;
    while (quiet < 2) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quiet = this.#inFlight === 0 && this.#running === 0 ? quiet + 1 : 0;
    }
  }
}
