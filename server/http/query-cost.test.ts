/** The list-aware query cost: every operation of the web app stays under the limit; list aliases do not. */
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webOperations from '../../web/src/gql/graphql.ts';
import { maxQueryCost, operationCost } from './query-cost.ts';

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

const cost = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  return operationCost(document, operationOf(document)!, variables);
};

describe('query cost', () => {
  it('multiplies a list by its limit, literal or variable, and by the default page without one', () => {
    expect(cost('{ listProducts(limit: 10) { items { id } } }')).toBe(10 * 3);
    expect(cost('query($n: Int) { listProducts(limit: $n) { items { id } } }', { n: 7 })).toBe(7 * 3);
    expect(cost('{ listProducts { items { id } } }')).toBe(100 * 3);
    expect(cost('{ adminProducts(limit: -1) { total } }')).toBe(1000 * 2);
  });

  it('refuses 20 aliases of listProducts(limit: 1000)', () => {
    const aliases = Array.from(
      { length: 20 },
      (_, index) => `p${index}: listProducts(limit: 1000) { items { id } }`,
    ).join(' ');
    expect(cost(`{ ${aliases} }`)).toBeGreaterThan(maxQueryCost);
  });

  it('keeps every operation of the web app under the limit', () => {
    const documents = Object.entries(webOperations).filter(
      (entry): entry is [string, DocumentNode] => (entry[1] as { kind?: unknown })?.kind === Kind.DOCUMENT,
    );
    const operations = documents.flatMap(([name, document]) =>
      operationOf(document) ? [[name, document] as const] : [],
    );
    expect(operations.length).toBeGreaterThan(50);
    const overLimit = operations.filter(
      ([, document]) => operationCost(document, operationOf(document)!) > maxQueryCost,
    );
    expect(overLimit.map(([name]) => name)).toEqual([]);
  });
});
