import type { Resolvers } from '../generated/graphql.ts';
import { createTeacher } from './create-teacher.service.ts';
import { customersPage, teacherChoices } from './customers.repository.ts';
import { syncReportingTeachers } from './reporting-teacher.repository.ts';

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_parent, args, ctx) => customersPage(ctx.db, args),
    teacherChoices: (_parent, args, ctx) => teacherChoices(ctx.db, args),
  },
  Mutation: {
    createTeacher: (_parent, { input }, ctx) => createTeacher(ctx, input),
    createReportingData: (_parent, _args, ctx) => syncReportingTeachers(ctx.db, null),
  },
};
