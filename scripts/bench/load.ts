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
