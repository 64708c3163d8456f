/**
 * What a failed request tells about the connection (docs/decisions.md, "Offline or a server problem"): no answer
 * at all (fetch's TypeError, an abort or the request time-out) means the server cannot be reached; any HTTP status
 * is an answer, so the device is online and a 5xx is the server's own problem, retried with back-off.
 */

/** The HTTP status of an Apollo ServerError or ServerParseError, or undefined when nothing answered. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = Number(error.statusCode);
  return Number.isInteger(status) && status > 0 ? status : undefined;
}

/** fetch() rejects with a TypeError when nothing answered; the app's request time-out aborts the request. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}

/** An answer that says the server failed (5xx), as opposed to refusing the request (4xx). */
export function isServerFailure(status: number | undefined): status is number {
  return status !== undefined && status >= 500;
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/** The wait before retry number `attempt` (1, 2, …) after a server problem: 2 s, 4 s, 8 s, … at most 60 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
}

/**
 * The request id of a failed answer (Apollo's ServerError keeps the response and its parsed body): from the
 * `X-Request-Id` header, else the first GraphQL error's `extensions.requestId`; null when neither is there.
 */
export function requestIdOfFailure(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { response, result } = error as {
    response?: { headers?: { get?: (name: string) => string | null } };
    result?: { errors?: { extensions?: { requestId?: unknown } }[] };
  };
  const fromHeader = response?.headers?.get?.('x-request-id');
  if (fromHeader) return fromHeader;
  const fromBody = result?.errors?.[0]?.extensions?.requestId;
  return typeof fromBody === 'string' ? fromBody : null;
}
