/**
 * The server's own failures (an internal error, the database away) carry the request's id in their extensions:
 * shown to the user as a reference, so that whoever reads the server's log finds the request (docs/operations.md).
 * The user's own mistakes (bad input, no right) need no reference.
 */
const referencedCodes = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);

export function requestReference(extensions: Readonly<Record<string, unknown>> | undefined): string | null {
  const requestId = extensions?.requestId;
  return typeof requestId === 'string' && referencedCodes.has(String(extensions?.code)) ? requestId : null;
}
