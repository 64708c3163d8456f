import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildSchemaText } from './schema.ts';

it('schema.graphql is generated from the current declarations', () => {
  expect(readFileSync(join(import.meta.dirname, '..', 'schema.graphql'), 'utf8')).toBe(buildSchemaText());
});
