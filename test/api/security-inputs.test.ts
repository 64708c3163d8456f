/**
 * Security probe item 8: input PostgreSQL refuses (NUL characters, dates outside its range, filters nested without
 * end) answers BAD_USER_INPUT on a compiled (graphql-jit) operation and on a graphql-js one, and the server goes on.
 */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLResponse } from '../helpers/api.ts';
import { admin } from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse> {
  return gql(query, variables, { token: (await admin()).accessToken });
}

async function expectRefused(response: GraphQLResponse, message: string): Promise<void> {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]?.message).toContain(message);
  const after = await gql<{ listProducts: { items: unknown[] } }>(
    '{ listProducts(limit: 1) { items { id } } }',
    {},
    { token: (await admin()).accessToken },
  );
  expect(after.errors).toBeUndefined();
  expect(after.data?.listProducts.items).toHaveLength(1);
}

const createProduct = 'mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }';
const createTerm = 'mutation($input: CreateTermInput!) { createTerm(input: $input) { id } }';
// A filter variable is of a recursive input type: graphql-js runs the operation (server/http/executor.ts).
const listByFilter = 'query($filter: ModelProductFilterInput) { listProducts(filter: $filter) { items { id } } }';

const nestedLiteral = (levels: number): string =>
  levels === 0 ? '{ title: { eq: "x" } }' : `{ and: [${nestedLiteral(levels - 1)}] }`;
const nestedFilter = (levels: number): Record<string, unknown> =>
  levels === 0 ? { title: { eq: 'x' } } : { and: [nestedFilter(levels - 1)] };

describe('text with a NUL character', () => {
  it('is refused in a variable of a compiled operation', async () => {
    await expectRefused(
      await asAdmin(createProduct, { input: { title: 'a\u0000b' } }),
      'Text contains characters that cannot be stored',
    );
  });

  it('is refused in a literal', async () => {
    await expectRefused(
      await asAdmin('mutation { createProduct(input: { title: "a\\u0000b" }) { id } }'),
      'Text contains characters that cannot be stored',
    );
  });

  it('is refused in a filter variable (graphql-js)', async () => {
    await expectRefused(
      await asAdmin(listByFilter, { filter: { title: { eq: 'a\u0000' } } }),
      'Text contains characters that cannot be stored',
    );
  });
});

describe('dates outside the range PostgreSQL and the platform keep', () => {
  it('refuses a DateTime in year 99999 or 0', async () => {
    for (const publishDate of ['+099999-01-01T00:00:00Z', '0000-01-01T00:00:00Z']) {
      await expectRefused(
        await asAdmin(createProduct, { input: { title: 'Dated', publishDate } }),
        'Date is out of range',
      );
    }
  });

  it('refuses a Date in year 0', async () => {
    await expectRefused(
      await asAdmin(createTerm, { input: { label: 'Term', start: '0000-01-01', end: '2027-01-01' } }),
      'Date is out of range',
    );
  });
});

describe('filters nested 300 levels deep', () => {
  // 600 levels of JSON: the input guard's own limit (100 levels, issue 25) refuses them before graphql-js walks them.
  it('are refused written inline (compiled)', async () => {
    await expectRefused(
      await asAdmin(`{ listProducts(filter: ${nestedLiteral(300)}) { items { id } } }`),
      'Input is nested too deeply (at most 100 levels)',
    );
  });

  it('are refused as a variable (graphql-js)', async () => {
    await expectRefused(
      await asAdmin(listByFilter, { filter: nestedFilter(300) }),
      'Input is nested too deeply (at most 100 levels)',
    );
  });
});

describe('filters nested 30 levels deep', () => {
  it('are refused written inline (compiled)', async () => {
    await expectRefused(
      await asAdmin(`{ listProducts(filter: ${nestedLiteral(30)}) { items { id } } }`),
      'Filter is nested too deeply (at most 10 levels)',
    );
  });

  it('are refused as a variable (graphql-js)', async () => {
    await expectRefused(
      await asAdmin(listByFilter, { filter: nestedFilter(30) }),
      'Filter is nested too deeply (at most 10 levels)',
    );
  });

  it('still work ten levels deep', async () => {
    const response = await asAdmin(listByFilter, { filter: nestedFilter(9) });
    expect(response.errors).toBeUndefined();
  });
});
