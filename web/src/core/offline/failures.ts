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
