/**
 * One HTTP request as the log, metrics and traces see it: its id (the caller's X-Request-Id when it is a sane one,
 * else made here), and what the handlers learn on the way (who asked, which GraphQL operation, which error codes).
 * It is kept beside the request object, so that any route reads it without passing it along.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface RequestRecord {
  id: string;
  startedAt: number;
  /** A bounded name for the route, for metrics ('/graphql', '/files', 'web app'): never a raw path. */
  route: string;
  /** The path after the route is a secret (a calendar feed's token): logged as the route alone. */
  secretPath: boolean;
  userId: string | null;
  operationName: string | null;
  operationType: string | null;
  errorCodes: string[];
}

/** Up to 128 letters, digits and `-_.:` (a proxy's id, a UUID): anything else is replaced, not logged. */
const saneId = /^[\w.:-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const offered = Array.isArray(header) ? header[0] : header;
  return offered && saneId.test(offered) ? offered : randomUUID();
}

/** A record for work no HTTP request carries (an import's rows, checked as its admin): an id of its own. */
export function workRecord(route: string, userId: string | null): RequestRecord {
  return {
    id: randomUUID(),
    startedAt: performance.now(),
    route,
    secretPath: false,
    userId,
    operationName: null,
    operationType: null,
    errorCodes: [],
  };
}

const records = new WeakMap<IncomingMessage, RequestRecord>();

export function openRecord(req: IncomingMessage, route: string): RequestRecord {
  const record = { ...workRecord(route, null), id: requestIdOf(req.headers['x-request-id']) };
  records.set(req, record);
  return record;
}

/** The request's record; a request that did not come through the server's router (a test's) gets one here. */
export function recordOf(req: IncomingMessage): RequestRecord {
  return records.get(req) ?? openRecord(req, 'other');
}
