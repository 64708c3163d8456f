/**
 * Input that PostgreSQL refuses, answered as the client's fault (BAD_USER_INPUT) rather than as an internal error.
 * Texts it cannot store are refused before any resolver runs (input-guard.ts); a database error that input still
 * causes is translated here.
 */
import { GraphQLError } from 'graphql';
import { limitMessages } from '../domain/limits.ts';

const unstorableText = limitMessages.unstorable('Text');

/** SQLSTATEs that only input causes here: the checks before the database should have refused it. */
const inputStates: Record<string, string> = {
  '22P05': unstorableText, // untranslatable character (\u0000 in jsonb)
  '22021': unstorableText, // character not in repertoire (NUL in text)
  '22008': 'Date is out of range.', // datetime field overflow
  '22007': 'Invalid date or time.', // invalid datetime format
};

/** The BAD_USER_INPUT message for a database error caused by input, if it is one. */
export function databaseInputFault(error: unknown): string | undefined {
  const cause = error instanceof GraphQLError ? error.originalError : error;
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? inputStates[code] : undefined;
}
