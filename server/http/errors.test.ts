/** Security probe item 8: internal errors are logged whichever executor ran; input faults answer BAD_USER_INPUT. */
import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localGateway } from './executor.ts';
import { formatError, operationLogPlugin } from './graphql.ts';
import { log, recentErrors } from '../observability/log.ts';
import { workRecord } from '../observability/request-record.ts';
import type { RequestContext } from '../context.ts';

const schema = buildSchema(`
  input Filter { name: String, and: [Filter] }
  type Query { broken(name: String): String, brokenList(filter: Filter): String, stored(text: String): String }
`);
class DatabaseError extends Error {
  constructor(readonly code: string) {
    super('database refused');
  }
}
const resolvers = {
  broken: () => {
    throw new Error('a bug');
  },
  brokenList: () => {
    throw new Error('a bug');
  },
  stored: () => {
    throw new DatabaseError('22008');
  },
};
for (const [name, resolve] of Object.entries(resolvers)) schema.getQueryType()!.getFields()[name].resolve = resolve;

const apollo = new ApolloServer<RequestContext>({
  gateway: localGateway(schema),
  formatError,
  plugins: [operationLogPlugin],
});
beforeAll(() => apollo.start());
afterAll(() => apollo.stop());

async function run(query: string, variables: Record<string, unknown> = {}) {
  const request = workRecord('test', null);
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { request } as RequestContext });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('errors of the GraphQL executor', () => {
  const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
  beforeEach(() => logged.mockClear());

  it('logs an internal error once with its stack and masks it, compiled (graphql-jit) or not (graphql-js)', async () => {
    for (const query of ['{ broken }', 'query($filter: Filter) { brokenList(filter: $filter) }']) {
      logged.mockClear();
      const result = await run(query);
      expect(result.errors).toEqual([
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: expect.any(Number) }],
          path: [expect.any(String)],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(logged).toHaveBeenCalledTimes(1);
      const { err, requestId } = logged.mock.calls[0][0] as { err: Error; requestId: string };
      expect(err.message).toBe('a bug');
      expect(err.stack).toContain('errors.test.ts');
      // Kept for the System screen, with the request's id to find its line in the log.
      expect(recentErrors()[0]).toMatchObject({ requestId, message: 'GraphQL operation failed: a bug' });
    }
  });

  it('answers a database error that input causes as BAD_USER_INPUT', async () => {
    const result = await run('{ stored }');
    expect(result.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['Date is out of range.', 'BAD_USER_INPUT'],
    ]);
  });
});
