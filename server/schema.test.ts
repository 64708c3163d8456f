import { describe, expect, it } from 'vitest';
import { unguardedRootFields } from './access/operations.ts';
import { unregisteredVisibility } from './access/visibility.ts';
import { features } from './features.ts';
import { models } from './models/models.ts';
import { buildSchema, operationAccessOf } from './schema.ts';

describe('the schema and its features', () => {
  it('has a rule for every Query, Mutation and Subscription field', () => {
    expect(unguardedRootFields(buildSchema(), models, operationAccessOf(features))).toEqual([]);
  });

  it('refuses to build while a root field has no access rule', () => {
    const withoutCart = features.map((feature) => ({
      ...feature,
      access: Object.fromEntries(Object.entries(feature.access ?? {}).filter(([field]) => field !== 'cart')),
    }));
    expect(() => buildSchema(withoutCart)).toThrow(/Root fields without an access rule: Query\.cart$/);
  });

  it('has every visibility predicate of the access table registered by a feature', () => {
    buildSchema();
    expect(unregisteredVisibility()).toEqual([]);
  });
});
