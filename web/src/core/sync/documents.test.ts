import { readFileSync } from 'node:fs';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind, buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxQueryCost, operationCost } from '../../../../server/http/query-cost.ts';
import { syncField } from './models';
import { MODEL_DOCUMENTS, SYNC_PAGE_SIZE, startedAtQuery } from './documents';

const schema = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'));

describe('the sync engine documents', () => {
  it.each(MODEL_DOCUMENTS.map((documents) => [documents.model.typename, documents] as const))(
    '%s: the sync query and the three change subscriptions are valid against the schema',
    (_typename, documents) => {
      for (const document of [documents.sync, ...documents.changes.map((change) => change.document)]) {
        expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      }
    },
  );

  it.each(MODEL_DOCUMENTS.map((documents) => [documents.model.typename, documents] as const))(
    "%s: a page of the sync query is within the server's query cost limit",
    (_typename, { sync }) => {
      const operation = sync.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) throw new Error('no operation');
      expect(operationCost(sync, operation, { limit: SYNC_PAGE_SIZE })).toBeLessThanOrEqual(maxQueryCost);
    },
  );

  it.each(MODEL_DOCUMENTS.map((documents) => [documents.model.typename, documents] as const))(
    '%s: the documents built as syntax trees are the operations as written in GraphQL',
    (_typename, { model, sync, changes }) => {
      const operationOf = (document: DocumentNode) =>
        print({
          kind: Kind.DOCUMENT,
          definitions: document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION),
        });
      const written = (source: string) => print(parse(source));
      expect(operationOf(sync)).toBe(
        written(`query Sync${model.plural}($lastSync: Float, $limit: Int, $nextToken: String) {
          ${syncField(model)}(lastSync: $lastSync, limit: $limit, nextToken: $nextToken) {
            items { ...Synced${model.typename} } nextToken startedAt
          }
        }`),
      );
      for (const { kind, document } of changes)
        expect(operationOf(document)).toBe(
          written(
            `subscription On${kind}Synced${model.typename} { on${kind}${model.typename} { ...Synced${model.typename} } }`,
          ),
        );
      expect(print(startedAtQuery(model))).toBe(
        written(`query SyncedAt${model.plural} { ${syncField(model)} { startedAt } }`),
      );
      expect(validate(schema, startedAtQuery(model)).map((error) => error.message)).toEqual([]);
      expect(sync.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length).toBeGreaterThan(0);
    },
  );
});
