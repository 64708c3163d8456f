/**
 * Model hooks of lessons, assessments and taxonomies (the spec's messages, trimming, derived total marks), and the
 * rich-text check of every rich-text field the server stores. Other domains own the rest of Product,
 * ProductBundle and Communication; hooks chain per model (server/models/hooks.ts), so these only check rich text.
 */
import type { RequestContext } from '../context.ts';
import { validateRichText } from '../domain/richtext.ts';
import {
  checkAssessmentTemplate,
  checkLessonTemplate,
  checkTaxonomy,
  templateMessages,
  totalMarksOf,
  type AssessmentQuestion,
  type CheckResult,
  type FieldErrors,
} from '../domain/template-rules.ts';
import { assertNoFieldErrors, badInput } from '../errors.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';
import type { Row } from '../models/repository.ts';

type AssessmentTable = 'teacher_assessment_template' | 'assessment_template';
type LessonTable = 'teacher_subject_template' | 'subject_template';

async function exists(ctx: RequestContext, table: 'subject' | 'school', id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || id === '') return false;
  const row = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('_deleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** A subject and school named by the values must exist (a deleted or unknown one reads as not chosen). */
async function checkReferences(ctx: RequestContext, values: Row, errors: FieldErrors, school: boolean): Promise<void> {
  if (!errors.subjectID && typeof values.subjectID === 'string' && !(await exists(ctx, 'subject', values.subjectID))) {
    errors.subjectID = templateMessages.subject;
  }
  const schoolID = values.schoolID;
  if (!errors.schoolID && typeof schoolID === 'string' && schoolID !== '' && !(await exists(ctx, 'school', schoolID))) {
    errors.schoolID = templateMessages.school;
  }
  if (!school && values.schoolID === '') values.schoolID = null;
}

async function assessmentWrite(
  ctx: RequestContext,
  input: ModelValues<AssessmentTable>,
  existing: ModelObject<AssessmentTable> | null,
  shared: boolean,
): Promise<ModelValues<AssessmentTable>> {
  const { values, errors }: CheckResult = checkAssessmentTemplate(input, { create: existing === null, shared });
  await checkReferences(ctx, values, errors, shared);
  assertNoFieldErrors(errors);
  // Total marks are always the sum of the question marks that will be stored, whatever the client sent.
  const questions = ('questions' in values ? values.questions : existing?.questions) as
    AssessmentQuestion[] | null | undefined;
  values.totalMarks = totalMarksOf(questions);
  return values;
}

async function lessonWrite(
  ctx: RequestContext,
  input: ModelValues<LessonTable>,
  existing: ModelObject<LessonTable> | null,
  shared: boolean,
): Promise<ModelValues<LessonTable>> {
  const { values, errors } = checkLessonTemplate(input, { create: existing === null, shared });
  await checkReferences(ctx, values, errors, shared);
  assertNoFieldErrors(errors);
  return values;
}

/** A teacher's own template names the caller's profile unless it says otherwise (the generic layer checks it). */
function ownProfile(
  ctx: RequestContext,
  values: ModelValues<'teacher_assessment_template' | 'teacher_subject_template'>,
  existing: object | null,
): ModelValues<'teacher_assessment_template' | 'teacher_subject_template'> {
  if (
    existing === null &&
    (values.teacherprofileID === undefined || values.teacherprofileID === null) &&
    ctx.viewer.teacherProfileId
  ) {
    return { ...values, teacherprofileID: ctx.viewer.teacherProfileId };
  }
  return values;
}

type Values<Table extends AssessmentTable | LessonTable> = ModelValues<Table>;
type Existing<Table extends AssessmentTable | LessonTable> = ModelObject<Table> | null;

export const teacherAssessmentWrite = (
  ctx: RequestContext,
  values: Values<'teacher_assessment_template'>,
  existing: Existing<'teacher_assessment_template'>,
) => assessmentWrite(ctx, ownProfile(ctx, values, existing), existing, false);
export const sharedAssessmentWrite = (
  ctx: RequestContext,
  values: Values<'assessment_template'>,
  existing: Existing<'assessment_template'>,
) => assessmentWrite(ctx, values, existing, true);
export const teacherLessonWrite = (
  ctx: RequestContext,
  values: Values<'teacher_subject_template'>,
  existing: Existing<'teacher_subject_template'>,
) => lessonWrite(ctx, ownProfile(ctx, values, existing), existing, false);
export const sharedLessonWrite = (
  ctx: RequestContext,
  values: Values<'subject_template'>,
  existing: Existing<'subject_template'>,
) => lessonWrite(ctx, values, existing, true);

export function taxonomyWrite(
  _ctx: RequestContext,
  input: ModelValues<'taxonomy'>,
  existing: ModelObject<'taxonomy'> | null,
): ModelValues<'taxonomy'> {
  const { values, errors } = checkTaxonomy(input, { create: existing === null });
  assertNoFieldErrors(errors);
  return values;
}

/** Only the rich-text field: the catalogue's and messaging's own rules live in their domains' hooks. */
function richTextField(field: string) {
  return (_ctx: RequestContext, values: Row): Row => {
    if (field in values) {
      const result = validateRichText(values[field], field);
      if (!result.ok) throw badInput({ [field]: result.error });
    }
    return values;
  };
}

const productDescription = richTextField('description');
const bundleDescription = richTextField('description');
const communicationBody = richTextField('body');

export function registerTemplateHooks(): void {
  registerHooks('TeacherAssessmentTemplate', { beforeWrite: teacherAssessmentWrite });
  registerHooks('AssessmentTemplate', { beforeWrite: sharedAssessmentWrite });
  registerHooks('TeacherSubjectTemplate', { beforeWrite: teacherLessonWrite });
  registerHooks('SubjectTemplate', { beforeWrite: sharedLessonWrite });
  registerHooks('Taxonomy', { beforeWrite: taxonomyWrite });
  registerHooks('Product', { beforeWrite: productDescription });
  registerHooks('ProductBundle', { beforeWrite: bundleDescription });
  registerHooks('Communication', { beforeWrite: communicationBody });
}
