/**
 * Which errors mean "the database is away" (restarting, failing over, unreachable, stalled, or a connection an
 * operator ended) as opposed to a fault of the request or of our code: those are answered SERVICE_UNAVAILABLE
 * (HTTP 503, retry later) and never take the process down.
 */

/** SQLSTATE classes and codes of a database that is away or refusing connections for now. */
const unavailableStates = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped
  /^53300$/, // too_many_connections
  /^57014$/, // query_canceled: statement_timeout (a stalled or overloaded database)
  /^25P03$/, // idle_in_transaction_session_timeout
];

/** node-postgres's and Node's own words for a connection that failed, timed out or was cut. */
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /The database did not answer in time/i,
  // 55000 with these words: the database closed to connections for maintenance (ALTER DATABASE … ALLOW_CONNECTIONS
  // false). Other 55000s are the code's own mistakes, so the words, not the state, decide.
  /database ".*" is not currently accepting connections/i,
];

const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** Whether `error` (or the error it wraps) says the database cannot be reached or did not answer in time. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && (unavailableErrnos.has(code) || unavailableStates.some((state) => state.test(code))))
    return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(originalError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
