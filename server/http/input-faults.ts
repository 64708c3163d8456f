/**
 * Input that PostgreSQL refuses, answered as the client's fault (BAD_USER_INPUT) rather than as an internal error:
 * NUL characters are refused before any resolver runs, and a database error that input still causes is translated.
 */
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { apiError } from '../errors.ts';

export const nulMessage = 'Text must not contain NUL characters.';

/** PostgreSQL cannot store NUL in text or jsonb: a string with one fails in the middle of a statement. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

// Apollo keeps parsed documents, so each distinct document is walked once.
const literalVerdicts = new WeakMap<DocumentNode, boolean>();

function literalHasNul(document: DocumentNode): boolean {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  literalVerdicts.set(document, found);
  return found;
}

/** The error to answer instead of running the operation, when its literals or variables carry a NUL. */
export function nulInput(document: DocumentNode, variables: Record<string, unknown>): GraphQLError | undefined {
  return literalHasNul(document) || hasNul(variables) ? apiError('BAD_USER_INPUT', nulMessage) : undefined;
}

/** SQLSTATEs that only input causes here: the checks before the database should have refused it. */
const inputStates: Record<string, string> = {
  '22P05': nulMessage, // untranslatable character (\u0000 in jsonb)
  '22021': nulMessage, // character not in repertoire (NUL in text)
  '22008': 'Date is out of range.', // datetime field overflow
  '22007': 'Invalid date or time.', // invalid datetime format
};

/** The BAD_USER_INPUT message for a database error caused by input, if it is one. */
export function databaseInputFault(error: unknown): string | undefined {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? inputStates[code] : undefined;
}
