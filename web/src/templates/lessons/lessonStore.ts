/**
 * Lessons' data: a teacher's own (TeacherSubjectTemplate) and the shared templates (SubjectTemplate) as the editor
 * holds them (drafts), as they are sent (inputs) and as the cache holds them (the records optimistic answers write);
 * what tells the two sources apart, declared for the one store (../templateStore.ts); and a typed hook for each.
 */
import type { LessonStep } from '../../../../server/domain/template-rules.ts';
import { defaultLessonHeadings, lessonTemplateCopy } from '../../../../server/domain/template-rules.ts';
import type {
  CreateSubjectTemplateInput,
  CreateTeacherSubjectTemplateInput,
  SharedLessonFieldsFragment,
  TeacherLessonFieldsFragment,
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
  CreateSharedLessonDocument,
  CreateTeacherLessonDocument,
  DeleteSharedLessonDocument,
  DeleteTeacherLessonDocument,
  DuplicateSharedLessonDocument,
  DuplicateTeacherLessonDocument,
  SharedLessonsDocument,
  TeacherLessonsDocument,
  UpdateSharedLessonDocument,
  UpdateTeacherLessonDocument,
} from './operations';

/** A teacher's own lesson (TeacherSubjectTemplate). */
export type TeacherLessonRecord = TeacherLessonFieldsFragment;
/** A shared lesson template (SubjectTemplate). */
export type SharedLessonRecord = SharedLessonFieldsFragment;
export type LessonRecord = TeacherLessonRecord | SharedLessonRecord;

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

/** The editor's values; a heading's printed word defaults to its label in the teacher's language (`labelWord`). */
export function draftOfLesson(
  record: LessonRecord | null,
  labelWord: (label: string) => string = (label) => label,
): LessonDraft {
  if (!record) {
    return {
      name: '',
      fontFamily: 'Default',
      complexity: 'Simple',
      headings: defaultLessonHeadings.map((label) => ({ label, value: labelWord(label) })),
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
    headings: headingsForEditing(record.headings, 'lesson', labelWord),
    template: structuredClone(record.template ?? []),
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
    totalPoints: typeof draft.totalPoints === 'number' ? draft.totalPoints : null,
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

/** The lesson's own fields of a cached record: the values over the base, nested objects typed. */
function lessonFields(base: RecordBase, merged: Values) {
  const steps = (merged.template as LessonStepDraft[] | null) ?? [];
  return {
    ...commonRecordFields(base, merged),
    name: textOrNull(merged.name),
    type: textOrNull(merged.type) ?? 'Lesson',
    totalPoints: numberOrNull(merged.totalPoints),
    minutes: numberOrNull(merged.minutes),
    template: steps.map((step) => ({
      __typename: 'LessonStep' as const,
      name: step.name ?? null,
      fields: (step.fields ?? []).map(field),
    })),
    schoolID: textOrNull(merged.schoolID),
  };
}

/** A teacher's own lesson as the cache holds it (an optimistic answer). */
export function teacherLessonRecord(values: Values, base: RecordBase) {
  const merged = { ...base, ...values };
  return {
    __typename: 'TeacherSubjectTemplate' as const,
    ...lessonFields(base, merged),
    ...ownRecordFields(base, merged),
  };
}

/** A shared lesson template as the cache holds it (an optimistic answer). */
export function sharedLessonRecord(values: Values, base: RecordBase) {
  const merged = { ...base, ...values };
  return {
    __typename: 'SubjectTemplate' as const,
    ...lessonFields(base, merged),
    subjectID: textOrNull(merged.subjectID),
  };
}

type LessonValues = ReturnType<typeof lessonInput>;

/** A teacher's own lessons: written also offline, started blank or from a shared template. */
export const teacherLessons: TeacherTemplateSource<
  TeacherLessonRecord,
  LessonDraft,
  LessonValues,
  CreateTeacherSubjectTemplateInput,
  SharedLessonRecord
> = {
  shared: false,
  list: recordList(TeacherLessonsDocument, 'listTeacherSubjectTemplates'),
  create: recordMutation(CreateTeacherLessonDocument, 'createTeacherSubjectTemplate'),
  update: recordMutation(UpdateTeacherLessonDocument, 'updateTeacherSubjectTemplate'),
  remove: recordMutation(DeleteTeacherLessonDocument, 'deleteTeacherSubjectTemplate'),
  duplicate: recordMutation(DuplicateTeacherLessonDocument, 'duplicateTeacherSubjectTemplate'),
  sharedList: recordList(SharedLessonsDocument, 'listSubjectTemplates'),
  values: lessonInput,
  createInput: (values, id, profileId) => ({ id, ...values, type: 'Lesson', teacherprofileID: profileId }),
  record: teacherLessonRecord,
  copy: (original, titleSuffix) => lessonTemplateCopy(original, { titleSuffix }),
  copyOfShared: (template) => lessonTemplateCopy(template),
};

/** The shared lesson templates (admins; online only). */
export const sharedLessons: TemplateSource<SharedLessonRecord, LessonDraft, LessonValues, CreateSubjectTemplateInput> =
  {
    shared: true,
    list: recordList(SharedLessonsDocument, 'listSubjectTemplates'),
    create: recordMutation(CreateSharedLessonDocument, 'createSubjectTemplate'),
    update: recordMutation(UpdateSharedLessonDocument, 'updateSubjectTemplate'),
    remove: recordMutation(DeleteSharedLessonDocument, 'deleteSubjectTemplate'),
    duplicate: recordMutation(DuplicateSharedLessonDocument, 'duplicateSubjectTemplate'),
    values: lessonInput,
    createInput: (values, id) => ({ id, ...values, type: 'Lesson' }),
    record: sharedLessonRecord,
    copy: (original, titleSuffix) => lessonTemplateCopy(original, { titleSuffix }),
  };

/**
 * A teacher's own lessons (every write through the offline queue, with a full optimistic record) and the unsaved copy
 * of the shared template she starts from (`copyFrom`).
 */
export const useTeacherLessons = (copyFrom: string | null = null) => useTeacherTemplateStore(teacherLessons, copyFrom);

/** The admins' shared lesson templates (written online only). */
export const useSharedLessons = () => useTemplateStore(sharedLessons);
