import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutor, recursiveInputTypes } from './executor.ts';

const schema = buildSchema(`
  input Filter { name: String, and: [Filter], not: Filter }
  input Holder { filter: Filter }
  input Page { limit: Int }
  type Item { id: ID!, name: String }
  type Query { items(filter: Filter, page: Page): [Item!]!, held(holder: Holder): Int }
`);
const rows = [
  { id: '1', name: 'Reading' },
  { id: '2', name: 'Counting' },
];
const rootResolvers = {
  items: (_: unknown, args: { page?: { limit?: number } }) => rows.slice(0, args.page?.limit ?? rows.length),
  held: () => 1,
};
for (const [name, resolve] of Object.entries(rootResolvers))
  schema.getQueryType()!.getFields()[name].resolve = resolve as never;

function run(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const execute = compiledExecutor(schema);
  return execute({ document, operationName: null, queryHash: query, request: { variables }, context: {} } as never);
}

describe('the compiled executor', () => {
  it('finds the input types that contain themselves, or such a type', () => {
    expect([...recursiveInputTypes(schema)].sort()).toEqual(['Filter', 'Holder']);
  });

  it('answers as graphql-js does, compiled or not', async () => {
    expect(await run('query($page: Page) { items(page: $page) { id name } }', { page: { limit: 1 } })).toEqual({
      data: { items: [{ id: '1', name: 'Reading' }] },
    });
    // A recursive filter type as a variable: run by graphql-js.
    expect(
      await run('query($filter: Filter) { items(filter: $filter) { id } }', {
        filter: { and: [{ not: { name: 'x' } }] },
      }),
    ).toEqual({
      data: { items: [{ id: '1' }, { id: '2' }] },
    });
  });

  it('words a variable of the wrong type as graphql-js does', async () => {
    const result = await run('query($page: Page) { items(page: $page) { id } }', { page: { limit: 'many' } });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe(
      'Variable "$page" got invalid value "many" at "page.limit"; Int cannot represent non-integer value: "many"',
    );
  });
});
