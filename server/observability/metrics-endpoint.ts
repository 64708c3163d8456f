/**
 * GET /metrics, the Prometheus text of this process (metrics.ts), for a scraper and no one else:
 * - METRICS_PORT: on a port of its own (bound to METRICS_HOST, loopback unless set), never on the main port;
 * - else METRICS_TOKEN: on the main port, to `Authorization: Bearer <token>` only (401 otherwise, with no detail);
 * - neither: nowhere; /metrics on the main port is 404, like any path that is not there.
 * A token set with a port is required on that port too.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { bearerToken } from '../http/request.ts';
import { logError } from './log.ts';
import { enableProcessMetrics, registry } from './metrics.ts';

export interface MetricsSettings {
  /** METRICS_PORT: the port of the metrics' own server (0: any free port). */
  port?: number;
  /** METRICS_HOST: the address that server listens on; 127.0.0.1 unless set. */
  host: string;
  /** METRICS_TOKEN: the bearer token a scrape must carry. */
  token?: string;
}

export function metricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings {
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535))
    throw new Error(`METRICS_PORT must be a port number, not "${env.METRICS_PORT}"`);
  return {
    ...(port === undefined ? {} : { port }),
    host: env.METRICS_HOST || '127.0.0.1',
    ...(env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : {}),
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as hashes: equal lengths for timingSafeEqual, and no length of the token told by the time taken. */
function carriesToken(req: IncomingMessage, token: string): boolean {
  return timingSafeEqual(digest(bearerToken(req.headers.authorization)), digest(token));
}

function isMetricsPath(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  return url === '/metrics' || url.startsWith('/metrics?');
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
}

/** The scrape itself, for a request already allowed. */
async function sendMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (token !== undefined && !carriesToken(req, token)) {
    res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('Method not allowed');
    return;
  }
  enableProcessMetrics();
  const text = await registry.metrics();
  res.writeHead(200, {
    'content-type': registry.contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * /metrics on the main port: answered (true) when the request is for /metrics, whatever the settings, so that it
 * never reaches the web app; false for any other path.
 */
export async function answerMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  settings: MetricsSettings,
): Promise<boolean> {
  if (!isMetricsPath(req)) return false;
  if (settings.port !== undefined || settings.token === undefined) notFound(res);
  else await sendMetrics(req, res, settings.token);
  return true;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The metrics' own server: GET /metrics and nothing else. */
export async function startMetricsServer(port: number, host: string, token?: string): Promise<MetricsServer> {
  enableProcessMetrics();
  const server = createServer((req, res) => {
    if (!isMetricsPath(req)) return notFound(res);
    sendMetrics(req, res, token).catch((error: unknown) => {
      logError('metrics could not be collected', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal server error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
