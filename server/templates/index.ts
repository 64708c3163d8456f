/**
 * Lessons, assessments and taxonomies: the templates' hooks (validation with the spec's messages, derived total
 * marks), the rich-text check of every stored rich-text field, duplicate and from-template mutations, and the PDF
 * rendering of the print pages.
 */
import type { FeatureModule } from '../feature.ts';
import { registerTemplateHooks } from './hooks.ts';
import { templateResolvers } from './mutations.ts';
import { createPrintPdfRoute } from './pdf.ts';
import { sharedTemplateForMyClasses } from './visibility.ts';

export const templatesFeature: FeatureModule = {
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
  visibility: { sharedTemplateForMyClasses },
  registerHooks: registerTemplateHooks,
  routes: [createPrintPdfRoute()],
};
