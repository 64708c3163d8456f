import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './faults.ts';

/** A pg DatabaseError's shape: the SQLSTATE in `code`. */
const sqlState = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend an operator ended', sqlState('57P01', 'terminating connection due to administrator command')],
    ['a database starting up', sqlState('57P03', 'the database system is starting up')],
    ['a connection exception', sqlState('08006')],
    ['too many connections', sqlState('53300')],
    ['a statement timeout', sqlState('57014', 'canceling statement due to statement timeout')],
    ['a refused connection', sqlState('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', sqlState('ECONNRESET', 'read ECONNRESET')],
    ['a connection cut', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a statement unanswered', new Error('Query read timeout')],
    [
      'a database closed to connections for maintenance',
      sqlState('55000', 'database "classroom" is not currently accepting connections'),
    ],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['one wrapped by GraphQL', Object.assign(new Error('wrapped'), { originalError: sqlState('57P01') })],
    [
      'one given as a cause',
      new Error('outer', { cause: new Error('Connection terminated due to connection timeout') }),
    ],
    ['one of several', new AggregateError([new Error('x'), sqlState('ECONNREFUSED')])],
  ])('holds for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', sqlState('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', sqlState('42601')],
    ['bad input text', sqlState('22P05')],
    ['another object not in its state', sqlState('55000', 'currval of sequence "s" is not yet defined')],
    ['a plain error', new Error('something broke')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('does not hold for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
