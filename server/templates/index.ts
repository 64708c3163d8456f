/**
 * Lessons, assessments and taxonomies: the templates' hooks (validation with the spec's messages, derived total
 * marks), the rich-text check of every stored rich-text field, duplicate and from-template mutations, and the PDF
 * rendering of the print pages.
 */
import type { Domain } from '../domain.ts';
import { registerTemplateHooks } from './hooks.ts';
import { templateResolvers } from './mutations.ts';
import { createPrintPdfRoute } from './pdf.ts';

export const templatesDomain: Domain = {
  name: 'templates',
  resolvers: templateResolvers,
  access: {
    duplicateTeacherAssessmentTemplate: ['teacher', 'admin'],
    duplicateTeacherSubjectTemplate: ['teacher', 'admin'],
    duplicateAssessmentTemplate: ['admin'],
    duplicateSubjectTemplate: ['admin'],
    createTeacherAssessmentFromTemplate: ['teacher', 'admin'],
    createTeacherLessonFromTemplate: ['teacher', 'admin'],
  },
  registerHooks: registerTemplateHooks,
  routes: [createPrintPdfRoute()],
};
