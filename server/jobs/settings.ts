/** The job queue's settings from the environment (server/config.ts reads them once at start). */

export interface JobSettings {
  /** JOBS_SCHEMA: the PostgreSQL schema pg-boss keeps its tables in (a test server of its own takes its own). */
  schema: string;
  /** JOB_POLL_SECONDS: how often an idle worker looks for jobs (pg-boss allows 0.5 at the least). */
  pollSeconds: number;
  /** JOB_RETRY_LIMIT: tries after the first before a job counts as failed. */
  retryLimit: number;
  /** JOB_RETRY_DELAY_SECONDS: the first retry's delay; each further one doubles it (with up to as much jitter). */
  retryDelaySeconds: number;
  /** JOB_EXPIRE_SECONDS: a job active this long (its process died mid-way) is tried again. */
  expireSeconds: number;
}

function positive(value: string | undefined, fallback: number, least = 0): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= least ? parsed : fallback;
}

/**
 * Production defaults: retries after about 30 s, 1, 2, 4 … minutes, eleven of them, so that a job gives up after
 * 17 to 34 hours (about a day) of an SMTP outage; a dead process's job is taken up again after 5 minutes.
 */
export function jobSettings(env: NodeJS.ProcessEnv): JobSettings {
  return {
    schema: /^[a-z_][a-z0-9_]{0,62}$/.test(env.JOBS_SCHEMA ?? '') ? String(env.JOBS_SCHEMA) : 'pgboss',
    pollSeconds: positive(env.JOB_POLL_SECONDS, 2, 0.5),
    retryLimit: Math.floor(positive(env.JOB_RETRY_LIMIT, 11)),
    retryDelaySeconds: Math.max(1, Math.floor(positive(env.JOB_RETRY_DELAY_SECONDS, 30))),
    expireSeconds: Math.max(30, Math.floor(positive(env.JOB_EXPIRE_SECONDS, 300))),
  };
}
