/**
 * The error codes of the contract. Resolvers throw these; anything else is masked at the boundary.
 */
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export function apiError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** Bad input with the specification's English messages per field. */
export function badInput(fieldErrors: Record<string, string>): GraphQLError {
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return apiError('BAD_USER_INPUT', first, { fieldErrors });
}

/** Throws BAD_USER_INPUT with these field errors, when there are any. */
export function assertNoFieldErrors(fieldErrors: Record<string, string>): void {
  if (Object.keys(fieldErrors).length > 0) throw badInput(fieldErrors);
}

/** What a client is told while the database (or another dependency) is away: nothing was done, retry later. */
export const serviceUnavailableMessage = 'The service is unavailable for a moment. Please try again shortly.';

/** SERVICE_UNAVAILABLE, answered with HTTP 503 (contract: "the database or another dependency is away"). */
export function serviceUnavailable(): GraphQLError {
  return apiError('SERVICE_UNAVAILABLE', serviceUnavailableMessage, { http: { status: 503 } });
}

export const knownCodes = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  // Raised by GraphQL itself for malformed or over-limit documents.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
