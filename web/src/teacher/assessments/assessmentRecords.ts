/** Assessments as the screens hold them, and the complete records an optimistic answer needs. */
import type { AssessmentQuestion, QuestionField } from '../../../../server/domain/template-rules.ts';
import { defaultAssessmentHeadings, totalMarksOf } from '../../../../server/domain/template-rules.ts';
import type { SharedAssessmentFieldsFragment, TeacherAssessmentFieldsFragment } from '../../gql/graphql';
import { commonRecordFields, headingsForEditing, headingValues, type HeadingDraft } from '../../templates/templateRecords';

export type AssessmentRecord = TeacherAssessmentFieldsFragment | SharedAssessmentFieldsFragment;

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

export function draftOfAssessment(record: AssessmentRecord | null): AssessmentDraft {
  if (!record) {
    return {
      title: '',
      complexity: 'Simple',
      fontFamily: 'Default',
      totalMinutes: 60,
      instructions: [...defaultInstructions],
      headings: defaultAssessmentHeadings.map((label) => ({ label, value: label })),
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
    headings: headingsForEditing(record.headings, 'assessment'),
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
    cognitiveLevel: field.cognitiveLevel?.label ? { label: field.cognitiveLevel.label, percentage: field.cognitiveLevel.percentage ?? null } : null,
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

/** A full record for the cache: every selected field present, nested objects typed. */
export function assessmentRecordFor<T extends AssessmentRecord>(typename: 'TeacherAssessmentTemplate' | 'AssessmentTemplate', values: Record<string, unknown>, base: Partial<T>): T & { __typename: string } {
  const merged = { ...base, ...values } as Record<string, unknown>;
  const questions = ((merged.questions as QuestionDraft[] | null) ?? []).map(questionValues);
  const record = {
    __typename: typename,
    ...commonRecordFields(merged, typename === 'TeacherAssessmentTemplate'),
    title: merged.title ?? '',
    totalMarks: totalMarksOf(questions),
    totalMinutes: merged.totalMinutes ?? null,
    questions: questions.map((question) => ({
      __typename: 'AssessmentQuestion',
      sectionNumber: null,
      sectionTitle: null,
      ...question,
      fields: question.fields.map((field) => ({ __typename: 'QuestionField', ...field, cognitiveLevel: field.cognitiveLevel ? { __typename: 'CognitiveLevel', ...field.cognitiveLevel } : null })),
    })),
    instructions: merged.instructions ?? [],
    taxonomy: merged.taxonomy ?? null,
    ...(typename === 'AssessmentTemplate' ? { taxonomys: merged.taxonomys ?? [], schoolID: merged.schoolID ?? null } : {}),
  };
  return record as unknown as T & { __typename: string };
}
