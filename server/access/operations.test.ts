import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { models } from '../models/models.ts';
import { accessTable } from './table.ts';
import { unguardedRootFields } from './operations.ts';

describe('access declarations', () => {
  it('has a rule for every Query, Mutation and Subscription field', () => {
    expect(unguardedRootFields(buildSchema())).toEqual([]);
  });

  it('has an access table entry for every model and none for unknown models', () => {
    expect(Object.keys(accessTable).sort()).toEqual(models.map((model) => model.name).sort());
  });
});
