import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { models } from '../models/models.ts';
import { accessTable } from './table.ts';
import { unguardedRootFields } from './operations.ts';

describe('access declarations', () => {
  it('reports root fields that are neither a model operation nor declared', () => {
    const schema = buildSchema(`
      type Query { getCoupon(id: ID!): String, cart: String, undeclared: String }
      type Mutation { createCoupon: String, checkout: String }
      type Subscription { onCreateCoupon: String, unknownFeed: String }
    `);
    const coupon = { name: 'Coupon', plural: 'Coupons' };
    expect(unguardedRootFields(schema, [coupon], { cart: 'signedIn', checkout: 'signedIn' })).toEqual([
      'Query.undeclared',
      'Subscription.unknownFeed',
    ]);
  });

  it('has an access table entry for every model and none for unknown models', () => {
    expect(Object.keys(accessTable).sort()).toEqual(models.map((model) => model.name).sort());
  });
});
