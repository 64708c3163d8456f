/** Reference data behind the teacher's planning (002 sections 4, 5): terms, schools, subjects, holidays. */
import type { Domain } from '../domain.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { toApiObject } from '../models/repository.ts';
import { registerReferenceHooks } from './reference.hooks.ts';
import { schoolsOfProvince } from './schools.repository.ts';

const resolvers: Resolvers = {
  Query: {
    schoolsOfProvince: async (_parent, { province }, ctx) => (await schoolsOfProvince(ctx.db, province)).map(toApiObject),
  },
};

export const referenceDomain: Domain = {
  name: 'reference',
  resolvers,
  access: { schoolsOfProvince: 'signedIn' },
  registerHooks: registerReferenceHooks,
};
