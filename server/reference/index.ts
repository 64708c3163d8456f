/** Reference data behind the teacher's planning (002 sections 4, 5): terms, schools, subjects, holidays. */
import type { FeatureModule } from '../feature.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { toApiObject } from '../models/repository.ts';
import { registerReferenceHooks } from './reference.hooks.ts';
import { schoolsOfProvince } from './schools.repository.ts';
import { genericOrMyProvinceSchool, termOfMyProvince } from './visibility.ts';

const resolvers: Resolvers = {
  Query: {
    schoolsOfProvince: async (_parent, { province }, ctx) =>
      (await schoolsOfProvince(ctx.db, province)).map(toApiObject),
  },
};

export const referenceFeature: FeatureModule = {
  name: 'reference',
  resolvers,
  access: { schoolsOfProvince: 'signedIn' },
  visibility: { genericOrMyProvinceSchool, termOfMyProvince },
  registerHooks: registerReferenceHooks,
};
