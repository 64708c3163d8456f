/**
 * A small closed-loop load generator on node:http: `connections` workers, each sending the next request as soon as
 * the previous answer is in, over a keep-alive agent with that many sockets. Latencies are kept and sorted for
 * the percentiles; response bodies are counted, not parsed.
 */
import http from 'node:http';

export interface Target {
  url: string;
  /** Pre-serialised JSON body (POSTed). */
  body: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Completed outside the measured window (warm-up and the tail). */
  warmupRequests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(agent: http.Agent | undefined, target: Target, payload: Buffer, keepBody: boolean): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...target.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** One request, body kept (for checks and probes). */
export function post(target: Target): Promise<Reply> {
  return send(undefined, target, Buffer.from(target.body), true);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `warmupMs` unmeasured, then `durationMs` measured (the answers that arrive in it), with `connections`
 *  requests in flight. */
export async function runLoad(
  target: Target,
  connections: number,
  durationMs: number,
  warmupMs: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = Buffer.from(target.body);
  const latencies: number[] = [];
  let errors = 0;
  let unmeasured = 0;
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const stopAt = measureFrom + durationMs;

  const worker = async () => {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      let ok = false;
      try {
        ok = (await send(agent, target, payload, false)).status === 200;
      } catch {
        ok = false;
      }
      const done = performance.now();
      if (done < measureFrom || done > stopAt) {
        unmeasured += 1;
        continue;
      }
      if (ok) latencies.push(done - sent);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const seconds = durationMs / 1000;
  return {
    requests: latencies.length,
    warmupRequests: unmeasured,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Median latency of requests sent one at a time (after a few unmeasured ones). */
export async function medianAlone(target: Target, count: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const payload = Buffer.from(target.body);
  const times: number[] = [];
  for (let i = 0; i < count + 5; i += 1) {
    const sent = performance.now();
    const reply = await send(agent, target, payload, false);
    if (reply.status !== 200) throw new Error(`status ${reply.status} from ${target.url}`);
    if (i >= 5) times.push(performance.now() - sent);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** One request of a mixed load: its kind (figures are kept per kind) and what makes its answer a success. */
export interface MixedRequest {
  kind: string;
  target: Target;
  /** Judges the answer (its body kept) and may note what it returned; a success when true. */
  check: (reply: Reply) => boolean;
}

export interface KindResult {
  /** Successful answers in the measured window. */
  requests: number;
  /** Failed answers over the whole run, warm-up included. */
  errors: number;
  p50: number;
  p99: number;
}

export interface MixedResult {
  seconds: number;
  byKind: Map<string, KindResult>;
  errors: number;
  /** A few failed answers, for the report. */
  errorSamples: string[];
}

/**
 * Closed-loop load with a different request each time: `connections` workers, each asking `next(worker)` for its
 * next request as soon as the previous answer is in (so a worker can carry state, e.g. the version it just wrote).
 * Latencies count after `warmupMs`; errors count from the start.
 */
export async function runMixedLoad(options: {
  connections: number;
  durationMs: number;
  warmupMs: number;
  next: (worker: number) => MixedRequest;
}): Promise<MixedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorSamples: string[] = [];
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = started + options.durationMs;

  const worker = async (index: number) => {
    while (performance.now() < stopAt) {
      const request = options.next(index);
      const sent = performance.now();
      let failure: string | null = null;
      try {
        const reply = await send(agent, request.target, Buffer.from(request.target.body), true);
        if (!request.check(reply)) failure = `${reply.status} ${reply.body.slice(0, 300)}`;
      } catch (error) {
        failure = String(error);
      }
      const done = performance.now();
      if (failure !== null) {
        errors.set(request.kind, (errors.get(request.kind) ?? 0) + 1);
        if (errorSamples.length < 5) errorSamples.push(`${request.kind}: ${failure}`);
      } else if (done >= measureFrom) {
        const list = latencies.get(request.kind) ?? [];
        list.push(done - sent);
        latencies.set(request.kind, list);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  agent.destroy();

  const byKind = new Map<string, KindResult>();
  for (const kind of new Set([...latencies.keys(), ...errors.keys()])) {
    const sorted = (latencies.get(kind) ?? []).sort((a, b) => a - b);
    byKind.set(kind, {
      requests: sorted.length,
      errors: errors.get(kind) ?? 0,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    });
  }
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  byKind.set('all', {
    requests: all.length,
    errors: [...errors.values()].reduce((sum, count) => sum + count, 0),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
  });
  return {
    seconds: (options.durationMs - options.warmupMs) / 1000,
    byKind,
    errors: byKind.get('all')?.errors ?? 0,
    errorSamples,
  };
}
