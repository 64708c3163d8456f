/**
 * Duplicating templates and a teacher's own copy of a shared template. The copies are built by the pure rules the
 * web app also uses offline (server/domain/template-rules.ts) and written through the generic create, so the
 * access table, the hooks' validation, ownership and change events all apply.
 */
import type { RequestContext } from '../context.ts';
import { assessmentTemplateCopy, copySuffix, lessonTemplateCopy } from '../domain/template-rules.ts';
import { apiError } from '../errors.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { modelNamed } from '../models/models.ts';
import type { Row } from '../models/repository.ts';
import { createModel, getModel } from '../models/service.ts';

async function source(ctx: RequestContext, modelName: string, id: string): Promise<Row> {
  // getModel applies the viewer's read rule: own templates only; shared ones for the teacher's subjects and schools.
  const row = await getModel(ctx, modelNamed(modelName), id);
  if (!row) throw apiError('NOT_FOUND', 'Template not found.');
  return row;
}

function ownProfileId(ctx: RequestContext): string {
  if (!ctx.viewer.teacherProfileId) throw apiError('FORBIDDEN', 'A teacher profile is needed for your own templates.');
  return ctx.viewer.teacherProfileId;
}

function withId(values: Row, newId: string | null | undefined): Row {
  return newId ? { ...values, id: newId } : values;
}

export async function duplicateTeacherAssessment(ctx: RequestContext, id: string, newId?: string | null): Promise<Row> {
  const original = await source(ctx, 'TeacherAssessmentTemplate', id);
  const values = {
    ...assessmentTemplateCopy(original, { titleSuffix: copySuffix }),
    teacherprofileID: ownProfileId(ctx),
  };
  return createModel(ctx, modelNamed('TeacherAssessmentTemplate'), withId(values, newId));
}

export async function duplicateTeacherLesson(ctx: RequestContext, id: string, newId?: string | null): Promise<Row> {
  const original = await source(ctx, 'TeacherSubjectTemplate', id);
  const values = { ...lessonTemplateCopy(original, { titleSuffix: copySuffix }), teacherprofileID: ownProfileId(ctx) };
  return createModel(ctx, modelNamed('TeacherSubjectTemplate'), withId(values, newId));
}

export async function duplicateSharedAssessment(ctx: RequestContext, id: string, newId?: string | null): Promise<Row> {
  const original = await source(ctx, 'AssessmentTemplate', id);
  const values = assessmentTemplateCopy(original, { titleSuffix: copySuffix, shared: true });
  return createModel(ctx, modelNamed('AssessmentTemplate'), withId(values, newId));
}

export async function duplicateSharedLesson(ctx: RequestContext, id: string, newId?: string | null): Promise<Row> {
  const original = await source(ctx, 'SubjectTemplate', id);
  const values = lessonTemplateCopy(original, { titleSuffix: copySuffix });
  return createModel(ctx, modelNamed('SubjectTemplate'), withId(values, newId));
}

export async function assessmentFromTemplate(
  ctx: RequestContext,
  templateId: string,
  newId?: string | null,
): Promise<Row> {
  const template = await source(ctx, 'AssessmentTemplate', templateId);
  const values = { ...assessmentTemplateCopy(template), teacherprofileID: ownProfileId(ctx) };
  return createModel(ctx, modelNamed('TeacherAssessmentTemplate'), withId(values, newId));
}

export async function lessonFromTemplate(ctx: RequestContext, templateId: string, newId?: string | null): Promise<Row> {
  const template = await source(ctx, 'SubjectTemplate', templateId);
  const values = { ...lessonTemplateCopy(template), teacherprofileID: ownProfileId(ctx) };
  return createModel(ctx, modelNamed('TeacherSubjectTemplate'), withId(values, newId));
}

export const templateResolvers: Resolvers = {
  Mutation: {
    duplicateTeacherAssessmentTemplate: (_parent, { id, newId }, ctx) => duplicateTeacherAssessment(ctx, id, newId),
    duplicateTeacherSubjectTemplate: (_parent, { id, newId }, ctx) => duplicateTeacherLesson(ctx, id, newId),
    duplicateAssessmentTemplate: (_parent, { id, newId }, ctx) => duplicateSharedAssessment(ctx, id, newId),
    duplicateSubjectTemplate: (_parent, { id, newId }, ctx) => duplicateSharedLesson(ctx, id, newId),
    createTeacherAssessmentFromTemplate: (_parent, { templateId, newId }, ctx) =>
      assessmentFromTemplate(ctx, templateId, newId),
    createTeacherLessonFromTemplate: (_parent, { templateId, newId }, ctx) =>
      lessonFromTemplate(ctx, templateId, newId),
  },
};
