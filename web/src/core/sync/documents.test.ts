import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MODEL_DOCUMENTS } from './documents';

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
});
