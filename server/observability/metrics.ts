/**
 * The server's Prometheus metrics: one registry for the process, the series every part of the server records into,
 * and the text a scrape reads (served by metrics-endpoint.ts, only on METRICS_PORT or with METRICS_TOKEN).
 *
 * Recording sits on the path of every request and statement, so each call is one small label object and one
 * observe. Label values that come from clients (operation names) or grow with the code (statement names) are capped:
 * past the cap a new value is counted as 'other', so a hostile client cannot grow the registry without bound.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The process's registry; not prom-client's global one, so nothing else in the process can register into it. */
export const registry = new Registry();

let processMetricsOn = false;

/**
 * Process memory, heap, GC pauses, event-loop lag, open handles. Started only once metrics are served (the first
 * scrape, or the metrics port opening): the event-loop monitor and GC observer are not worth running otherwise.
 */
export function enableProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** Hands out a label value for names from an open set: the first `limit` distinct names, then 'other'. */
function boundedLabel(limit: number, longest = 120): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    if (seen.has(name)) return name;
    if (seen.size >= limit || name.length > longest) return 'other';
    seen.add(name);
    return name;
  };
}

const fastBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route (a fixed set, never raw paths), method and status, in seconds.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: requestBuckets,
  registers: [registry],
});

const operationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: "GraphQL operations by name ('(anonymous)' without one, 'other' past 200 names) and type, in seconds.",
  labelNames: ['operation', 'type'] as const,
  buckets: requestBuckets,
  registers: [registry],
});

const graphqlErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'GraphQL errors sent, by extensions.code (once per code per operation).',
  labelNames: ['code'] as const,
  registers: [registry],
});

const statementDuration = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'Database statements by name (table and kind, never parameters), in seconds.',
  labelNames: ['statement'] as const,
  buckets: fastBuckets,
  registers: [registry],
});

const statementErrors = new Counter({
  name: 'db_statement_errors_total',
  help: 'Database statements that failed, by name.',
  labelNames: ['statement'] as const,
  registers: [registry],
});

const operationLabel = boundedLabel(200);
const errorCodeLabel = boundedLabel(100);
const statementLabel = boundedLabel(300);
const operationTypes = new Set(['query', 'mutation', 'subscription']);

export function observeHttpRequest(route: string, method: string, status: number, seconds: number): void {
  httpRequestDuration.observe({ route, method, status: String(status) }, seconds);
}

export function observeOperation(name: string, type: string, seconds: number, errorCodes: readonly string[]): void {
  const operation = operationLabel(name || '(anonymous)');
  operationDuration.observe({ operation, type: operationTypes.has(type) ? type : 'other' }, seconds);
  const codes = errorCodes.length > 1 ? new Set(errorCodes) : errorCodes;
  for (const code of codes) graphqlErrors.inc({ code: errorCodeLabel(code) });
}

export function observeStatement(name: string, seconds: number, failed: boolean): void {
  const statement = statementLabel(name);
  statementDuration.observe({ statement }, seconds);
  if (failed) statementErrors.inc({ statement });
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

let readPool: () => PoolStats | null = () => null;

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const stats = readPool();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

/** The pool read at scrape time. One server per process in production: the latest server's pool is the one read. */
export function trackDatabasePool(read: () => PoolStats | null): void {
  readPool = read;
}

const subscriptionsOpen = new Gauge({
  name: 'graphql_subscriptions_open',
  help: 'GraphQL subscriptions running in this process (over WebSocket).',
  registers: [registry],
});

/**
 * A subscription's events, counted in graphql_subscriptions_open from now until they end: run out, returned (the
 * client completed it or its socket closed) or failed. Anything else (a query over WebSocket) passes as it is.
 */
export function countedWhileOpen<T, Other>(
  result: AsyncGenerator<T, void, void> | Other,
): AsyncGenerator<T, void, void> | Other {
  if (!isAsyncGenerator<T>(result)) return result;
  const events = result;
  subscriptionsOpen.inc();
  let open = true;
  const end = () => {
    if (open) subscriptionsOpen.dec();
    open = false;
  };
  const ending = (step: Promise<IteratorResult<T, void>>) =>
    step.then(
      (outcome) => {
        if (outcome.done) end();
        return outcome;
      },
      (error: unknown) => {
        end();
        throw error;
      },
    );
  const counted: AsyncGenerator<T, void, void> = {
    next: () => ending(events.next()),
    return: () => {
      end();
      return events.return();
    },
    throw: (error: unknown) => ending(events.throw(error)),
    [Symbol.asyncIterator]: () => counted,
    [Symbol.asyncDispose]: async () => {
      await counted.return();
    },
  };
  return counted;
}

function isAsyncGenerator<T>(value: unknown): value is AsyncGenerator<T, void, void> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value && 'return' in value;
}

const changeFeedLag = new Histogram({
  name: 'change_feed_lag_seconds',
  help: 'PostgreSQL change feed: from a change sent by any process to its delivery to this process’s subscribers.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const changeFeedMissed = new Counter({
  name: 'change_feed_missed_total',
  help: 'Times this process may have missed changes and asked its subscribers to catch up.',
  registers: [registry],
});

/** `sentAt`: the sender's clock (ms); a clock behind this one's reads as no lag rather than a negative one. */
export function observeChangeDelivered(sentAt: number): void {
  changeFeedLag.observe(Math.max(0, Date.now() - sentAt) / 1000);
}

export function countChangesMissed(): void {
  changeFeedMissed.inc();
}

const jobs = new Counter({
  name: 'jobs_total',
  help: "Background job tries by job name and outcome: 'completed', 'retried' (to be tried again), 'failed' (for good).",
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export type JobOutcome = 'completed' | 'retried' | 'failed';

export function countJob(job: string, outcome: JobOutcome): void {
  jobs.inc({ job, outcome });
}

let readQueued: () => Promise<ReadonlyMap<string, number>> = () => Promise.resolve(new Map());

new Gauge({
  name: 'jobs_queued',
  help: 'Background jobs waiting to be taken (new, or waiting to be tried again), by job name.',
  labelNames: ['job'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    // A database that is away makes the series absent for this scrape rather than failing the whole scrape.
    const queued = await readQueued().catch(() => new Map<string, number>());
    for (const [job, count] of queued) this.set({ job }, count);
  },
});

/** The job queue read at scrape time (one count per job name); the latest queue started with workers is read. */
export function trackQueuedJobs(read: () => Promise<ReadonlyMap<string, number>>): void {
  readQueued = read;
}

const mailSent = new Counter({
  name: 'mail_sent_total',
  help: 'Mails the mail server accepted.',
  registers: [registry],
});

const mailFailed = new Counter({
  name: 'mail_failed_total',
  help: 'Tries to send a mail that failed (each is tried again until its job gives up: jobs_total{outcome="failed"}).',
  registers: [registry],
});

export function countMail(sent: boolean): void {
  (sent ? mailSent : mailFailed).inc();
}

const uploads = new Counter({
  name: 'uploads_total',
  help: "File uploads by outcome: 'stored', 'refused' (not allowed or malformed), 'too_large', 'unsupported' (kind), 'storage_unwritable', 'error'.",
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const uploadBytes = new Histogram({
  name: 'upload_bytes',
  help: 'Sizes of the uploaded files stored (after images are re-encoded), in bytes.',
  buckets: [16_384, 65_536, 262_144, 1_048_576, 4_194_304, 16_777_216, 67_108_864],
  registers: [registry],
});

function uploadOutcome(status: number): string {
  if (status === 201) return 'stored';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported';
  if (status === 507) return 'storage_unwritable';
  return status < 500 ? 'refused' : 'error';
}

/** An upload as it was answered (by its status: the route answers each outcome with its own). */
export function countUpload(status: number): void {
  uploads.inc({ outcome: uploadOutcome(status) });
}

export function observeUploadStored(bytes: number): void {
  uploadBytes.observe(bytes);
}

const signInFailures = new Counter({
  name: 'auth_sign_in_failures_total',
  help: 'Sign-ins refused for a wrong e-mail or password (not those refused by the throttle).',
  registers: [registry],
});

export function countSignInFailed(): void {
  signInFailures.inc();
}

const throttleRefusals = new Counter({
  name: 'throttle_refusals_total',
  help: 'Requests refused by a throttle (RATE_LIMITED), by throttle.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export function countThrottleRefusal(kind: string): void {
  throttleRefusals.inc({ kind });
}
