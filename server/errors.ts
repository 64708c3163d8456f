/**
 * The error codes of the contract. Resolvers throw these; anything else is masked at the boundary.
 */
import { GraphQLError } from 'graphql';

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

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

export const knownCodes = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  // Raised by GraphQL itself for malformed or over-limit documents.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
