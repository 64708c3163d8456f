/** Customers: the teacher profiles table, Create Teacher, Create Reporting Data and the teacher picker. */
import type { FeatureModule } from '../feature.ts';
import { customersResolvers } from './customers.resolvers.ts';
import { registerReportingTeacherHooks } from './reporting-teacher.hooks.ts';

export const customersFeature: FeatureModule = {
  name: 'customers',
  resolvers: customersResolvers,
  registerHooks: registerReportingTeacherHooks,
  access: {
    customers: ['admin', 'superadmin'],
    teacherChoices: ['admin'],
    createTeacher: ['admin', 'superadmin'],
    createReportingData: ['superadmin'],
  },
};
