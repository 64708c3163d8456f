/**
 * Assessments' data: a teacher's own (TeacherAssessmentTemplate) and the shared templates (AssessmentTemplate) as
 * the editor holds them (drafts), as they are sent (inputs) and as the cache holds them (the records optimistic
 * answers write); what tells the two sources apart, declared for the one store (../templateStore.ts); and a typed
 * hook for each.
 */
import type { AssessmentQuestion, QuestionField } from '../../../../server/domain/template-rules.ts';
import {
  assessmentTemplateCopy,
  defaultAssessmentHeadings,
  totalMarksOf,
} from '../../../../server/domain/template-rules.ts';
import type {
  CreateAssessmentTemplateInput,
  CreateTeacherAssessmentTemplateInput,
  SharedAssessmentFieldsFragment,
  TeacherAssessmentFieldsFragment,
} from '../../gql/graphql';
import type { HeadingDraft, RecordBase, TeacherTemplateSource, TemplateSource, Values } from '../templateStore';
import {
  commonRecordFields,
  headingsForEditing,
  headingValues,
  numberOrNull,
  ownRecordFields,
  recordList,
  recordMutation,
  textOrNull,
  useTeacherTemplateStore,
  useTemplateStore,
} from '../templateStore';
import {
  CreateSharedAssessmentDocument,
  CreateTeacherAssessmentDocument,
  DeleteSharedAssessmentDocument,
  DeleteTeacherAssessmentDocument,
  DuplicateSharedAssessmentDocument,
  DuplicateTeacherAssessmentDocument,
  SharedAssessmentsDocument,
  TeacherAssessmentsDocument,
  UpdateSharedAssessmentDocument,
  UpdateTeacherAssessmentDocument,
} from './operations';

/** A teacher's own assessment (TeacherAssessmentTemplate). */
export type TeacherAssessmentRecord = TeacherAssessmentFieldsFragment;
/** A shared assessment template (AssessmentTemplate). */
export type SharedAssessmentRecord = SharedAssessmentFieldsFragment;
export type AssessmentRecord = TeacherAssessmentRecord | SharedAssessmentRecord;

export interface QuestionDraft extends AssessmentQuestion {
  /** Form-only: the question starts a section (sectionNumber and sectionTitle are kept). */
  isSection?: boolean;
}

/** The editor form's values. */
export interface AssessmentDraft {
  title?: string | null;
  complexity?: string | null;
  totalMinutes?: number | null;
  subjectID?: string | null;
  schoolID?: string | null;
  taxonomy?: string | null;
  fontFamily?: string | null;
  instructions: string[];
  headings: HeadingDraft[];
  questions: QuestionDraft[];
}

export const defaultInstructions = [
  'Read all the questions carefully.',
  'Answer all the questions.',
  'Number your answers according to the numbering used in this question paper.',
];

/** The editor's values; a heading's printed word defaults to its label in the teacher's language (`labelWord`). */
export function draftOfAssessment(
  record: AssessmentRecord | null,
  labelWord: (label: string) => string = (label) => label,
): AssessmentDraft {
  if (!record) {
    return {
      title: '',
      complexity: 'Simple',
      fontFamily: 'Default',
      totalMinutes: 60,
      instructions: [...defaultInstructions],
      headings: defaultAssessmentHeadings.map((label) => ({ label, value: labelWord(label) })),
      questions: [],
    };
  }
  const questions = (structuredClone(record.questions ?? []) as AssessmentQuestion[]).map((question) => ({
    ...question,
    isSection: Boolean(question.sectionNumber || question.sectionTitle),
  }));
  return {
    title: record.title,
    complexity: record.complexity,
    totalMinutes: record.totalMinutes,
    subjectID: record.subjectID,
    schoolID: 'schoolID' in record ? record.schoolID : null,
    taxonomy: record.taxonomy ?? ('taxonomys' in record ? (record.taxonomys?.[0] ?? null) : null),
    fontFamily: record.fontFamily ?? 'Default',
    instructions: [...(record.instructions ?? [])],
    headings: headingsForEditing(record.headings, 'assessment', labelWord),
    questions,
  };
}

function fieldValues(field: QuestionField) {
  return {
    number: field.number ?? null,
    question: field.question ?? null,
    richText: field.richText ?? null,
    answer: field.answer ?? null,
    marks: typeof field.marks === 'number' ? field.marks : null,
    cognitiveLevel: field.cognitiveLevel?.label
      ? { label: field.cognitiveLevel.label, percentage: field.cognitiveLevel.percentage ?? null }
      : null,
    type: field.type ?? null,
    items: field.items ?? null,
  };
}

function questionValues(question: QuestionDraft) {
  const section = question.isSection ?? Boolean(question.sectionNumber || question.sectionTitle);
  return {
    number: question.number ?? null,
    title: question.title ?? null,
    minutes: question.minutes ?? null,
    marks: typeof question.marks === 'number' ? question.marks : null,
    ...(section ? { sectionNumber: question.sectionNumber ?? '', sectionTitle: question.sectionTitle ?? null } : {}),
    richText: question.richText ?? null,
    fields: (question.fields ?? []).map(fieldValues),
  };
}

/** The values to send (shared templates add the school and the taxonomy list). */
export function assessmentInput(draft: AssessmentDraft, shared: boolean) {
  const questions = draft.questions.map(questionValues);
  return {
    title: draft.title ?? '',
    complexity: draft.complexity ?? null,
    totalMinutes: typeof draft.totalMinutes === 'number' ? draft.totalMinutes : null,
    subjectID: draft.subjectID ?? '',
    taxonomy: draft.taxonomy || null,
    fontFamily: draft.fontFamily ?? 'Default',
    instructions: draft.instructions.map((line) => line ?? ''),
    headings: headingValues(draft.headings),
    questions,
    totalMarks: totalMarksOf(questions),
    ...(shared ? { schoolID: draft.schoolID ?? '', taxonomys: draft.taxonomy ? [draft.taxonomy] : [] } : {}),
  };
}

/** The assessment's own fields of a cached record: the values over the base, nested objects typed. */
function assessmentFields(base: RecordBase, merged: Values) {
  const questions = ((merged.questions as QuestionDraft[] | null) ?? []).map(questionValues);
  return {
    ...commonRecordFields(base, merged),
    title: textOrNull(merged.title) ?? '',
    totalMarks: totalMarksOf(questions),
    totalMinutes: numberOrNull(merged.totalMinutes),
    questions: questions.map((question) => ({
      __typename: 'AssessmentQuestion' as const,
      sectionNumber: null,
      sectionTitle: null,
      ...question,
      fields: question.fields.map((field) => ({
        __typename: 'QuestionField' as const,
        ...field,
        cognitiveLevel: field.cognitiveLevel
          ? { __typename: 'CognitiveLevel' as const, ...field.cognitiveLevel }
          : null,
      })),
    })),
    instructions: (merged.instructions as string[] | null) ?? [],
    taxonomy: textOrNull(merged.taxonomy),
  };
}

/** A teacher's own assessment as the cache holds it (an optimistic answer). */
export function teacherAssessmentRecord(values: Values, base: RecordBase) {
  const merged = { ...base, ...values };
  return {
    __typename: 'TeacherAssessmentTemplate' as const,
    ...assessmentFields(base, merged),
    ...ownRecordFields(base, merged),
  };
}

/** A shared assessment template as the cache holds it (an optimistic answer): also its school and taxonomy list. */
export function sharedAssessmentRecord(values: Values, base: RecordBase) {
  const merged = { ...base, ...values };
  return {
    __typename: 'AssessmentTemplate' as const,
    ...assessmentFields(base, merged),
    subjectID: textOrNull(merged.subjectID),
    taxonomys: (merged.taxonomys as string[] | null) ?? [],
    schoolID: textOrNull(merged.schoolID),
  };
}

const teacherValues = (draft: AssessmentDraft) => assessmentInput(draft, false);
const sharedValues = (draft: AssessmentDraft) => assessmentInput(draft, true);

/** A teacher's own assessments: written also offline, started blank or from a shared template. */
export const teacherAssessments: TeacherTemplateSource<
  TeacherAssessmentRecord,
  AssessmentDraft,
  ReturnType<typeof teacherValues>,
  CreateTeacherAssessmentTemplateInput,
  SharedAssessmentRecord
> = {
  shared: false,
  list: recordList(TeacherAssessmentsDocument, 'listTeacherAssessmentTemplates'),
  create: recordMutation(CreateTeacherAssessmentDocument, 'createTeacherAssessmentTemplate'),
  update: recordMutation(UpdateTeacherAssessmentDocument, 'updateTeacherAssessmentTemplate'),
  remove: recordMutation(DeleteTeacherAssessmentDocument, 'deleteTeacherAssessmentTemplate'),
  duplicate: recordMutation(DuplicateTeacherAssessmentDocument, 'duplicateTeacherAssessmentTemplate'),
  sharedList: recordList(SharedAssessmentsDocument, 'listAssessmentTemplates'),
  values: teacherValues,
  createInput: (values, id, profileId) => ({ id, ...values, teacherprofileID: profileId }),
  record: teacherAssessmentRecord,
  copy: (original, titleSuffix) => assessmentTemplateCopy(original, { titleSuffix }),
  copyOfShared: (template) => assessmentTemplateCopy(template),
};

/** The shared assessment templates (admins; online only, except Duplicate). */
export const sharedAssessments: TemplateSource<
  SharedAssessmentRecord,
  AssessmentDraft,
  ReturnType<typeof sharedValues>,
  CreateAssessmentTemplateInput
> = {
  shared: true,
  list: recordList(SharedAssessmentsDocument, 'listAssessmentTemplates'),
  create: recordMutation(CreateSharedAssessmentDocument, 'createAssessmentTemplate'),
  update: recordMutation(UpdateSharedAssessmentDocument, 'updateAssessmentTemplate'),
  remove: recordMutation(DeleteSharedAssessmentDocument, 'deleteAssessmentTemplate'),
  duplicate: recordMutation(DuplicateSharedAssessmentDocument, 'duplicateAssessmentTemplate'),
  values: sharedValues,
  createInput: (values, id) => ({ id, ...values }),
  record: sharedAssessmentRecord,
  copy: (original, titleSuffix) => assessmentTemplateCopy(original, { titleSuffix, shared: true }),
};

/**
 * A teacher's own assessments (every write through the offline queue, with a full optimistic record) and the unsaved
 * copy of the shared template she starts from (`copyFrom`).
 */
export const useTeacherAssessments = (copyFrom: string | null = null) =>
  useTeacherTemplateStore(teacherAssessments, copyFrom);

/** The admins' shared assessment templates (written online only, except Duplicate). */
export const useSharedAssessments = () => useTemplateStore(sharedAssessments);
