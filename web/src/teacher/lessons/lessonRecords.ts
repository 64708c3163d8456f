/** Lesson templates as the screens hold them, and the complete records an optimistic answer needs. */
import type { LessonStep } from '../../../../server/domain/template-rules.ts';
import { defaultLessonHeadings } from '../../../../server/domain/template-rules.ts';
import type { SharedLessonFieldsFragment, TeacherLessonFieldsFragment } from '../../gql/graphql';
import { commonRecordFields, headingsForEditing, headingValues, type HeadingDraft } from '../../templates/templateRecords';

export type LessonRecord = TeacherLessonFieldsFragment | SharedLessonFieldsFragment;

export interface LessonFieldDraft {
  type?: string | null;
  label?: string | null;
  value?: unknown;
  hint?: string | null;
  placeholder?: string | null;
  items?: string[] | null;
  points?: number | null;
  difficulty?: string | null;
}

export interface LessonStepDraft {
  name?: string | null;
  fields?: LessonFieldDraft[] | null;
}

/** The editor form's values. */
export interface LessonDraft {
  name?: string | null;
  subjectID?: string | null;
  schoolID?: string | null;
  complexity?: string | null;
  fontFamily?: string | null;
  minutes?: number | null;
  totalPoints?: number | null;
  headings: HeadingDraft[];
  template: LessonStepDraft[];
}

export function draftOfLesson(record: LessonRecord | null): LessonDraft {
  if (!record) {
    return {
      name: '',
      fontFamily: 'Default',
      complexity: 'Simple',
      headings: defaultLessonHeadings.map((label) => ({ label, value: label })),
      template: [{ name: '', fields: [] }],
    };
  }
  return {
    name: record.name,
    subjectID: record.subjectID,
    schoolID: record.schoolID,
    complexity: record.complexity,
    fontFamily: record.fontFamily ?? 'Default',
    minutes: record.minutes,
    totalPoints: record.totalPoints,
    headings: headingsForEditing(record.headings, 'lesson'),
    template: structuredClone(record.template ?? []) as LessonStepDraft[],
  };
}

const field = (value: LessonFieldDraft) => ({
  __typename: 'LessonField' as const,
  type: value.type ?? null,
  label: value.label ?? null,
  value: value.value ?? null,
  hint: value.hint ?? null,
  placeholder: value.placeholder ?? null,
  items: value.items ?? null,
  points: value.points ?? null,
  difficulty: value.difficulty ?? null,
});

/** The values to send: what the form holds, steps and fields in their stored shape. */
export function lessonInput(draft: LessonDraft) {
  return {
    name: draft.name ?? null,
    subjectID: draft.subjectID ?? '',
    schoolID: draft.schoolID || null,
    complexity: draft.complexity ?? null,
    fontFamily: draft.fontFamily ?? 'Default',
    minutes: typeof draft.minutes === 'number' ? draft.minutes : null,
    headings: headingValues(draft.headings),
    template: draft.template.map((step): LessonStep => ({
      name: step.name ?? null,
      fields: (step.fields ?? []).map((value) => {
        const { __typename: _typename, ...rest } = field(value);
        return rest;
      }),
    })),
  };
}

/** A full record for the cache: every selected field present, nested objects typed. */
export function lessonRecordFor<T extends LessonRecord>(typename: 'TeacherSubjectTemplate' | 'SubjectTemplate', values: Record<string, unknown>, base: Partial<T>): T & { __typename: string } {
  const merged = { ...base, ...values } as Record<string, unknown>;
  const steps = (merged.template as LessonStepDraft[] | null) ?? [];
  const record = {
    __typename: typename,
    ...commonRecordFields(merged, typename === 'TeacherSubjectTemplate'),
    name: merged.name ?? null,
    type: merged.type ?? 'Lesson',
    totalPoints: merged.totalPoints ?? null,
    minutes: merged.minutes ?? null,
    template: steps.map((step) => ({ __typename: 'LessonStep', name: step.name ?? null, fields: (step.fields ?? []).map(field) })),
    schoolID: merged.schoolID ?? null,
  };
  return record as unknown as T & { __typename: string };
}
