/**
 * A request's end: one log line (its id, route, status, duration, user, operation, error codes) and its metrics.
 * Health probes and the web app's files log at debug (a page's load is twenty files; a probe comes every few
 * seconds); everything else at info, a 5xx at error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './log.ts';
import { observeHttpRequest, observeOperation } from './metrics.ts';
import type { RequestRecord } from './request-record.ts';

const quietRoutes = new Set(['/healthz', '/readyz', '/metrics', 'web app']);

export function requestFinished(req: IncomingMessage, res: ServerResponse, request: RequestRecord): void {
  const seconds = (performance.now() - request.startedAt) / 1000;
  // A response the caller left before it was sent has no status of its own: 499, as proxies log it.
  const status = res.writableFinished ? res.statusCode : 499;
  const method = req.method ?? 'GET';
  observeHttpRequest(request.route, method, status, seconds);
  if (request.operationType)
    observeOperation(request.operationName ?? '(anonymous)', request.operationType, seconds, request.errorCodes);
  const level = status >= 500 ? 'error' : quietRoutes.has(request.route) && status < 400 ? 'debug' : 'info';
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      requestId: request.id,
      method,
      path: request.secretPath ? `${request.route}[redacted]` : (req.url ?? '/').split('?')[0],
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      userId: request.userId,
      operationName: request.operationName,
      operationType: request.operationType,
      errorCodes: request.errorCodes.length > 0 ? request.errorCodes : undefined,
    },
    'request',
  );
}
