import { readFileSync } from 'node:fs';
import type { OperationDefinitionNode } from 'graphql';
import { Kind, buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxQueryCost, operationCost } from '../../../../server/http/query-cost.ts';
import { MODEL_DOCUMENTS, SYNC_PAGE_SIZE } from './documents';

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
});
