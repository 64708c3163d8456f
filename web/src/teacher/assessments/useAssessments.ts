import { useMutation, useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { assessmentTemplateCopy, copySuffix } from '../../../../server/domain/template-rules.ts';
import {
  CreateSharedAssessmentDocument,
  DeleteSharedAssessmentDocument,
  DuplicateSharedAssessmentDocument,
  SharedAssessmentsDocument,
  UpdateSharedAssessmentDocument,
} from '../../admin/assessmenttemplates/operations';
import { useAuth } from '../../core/auth/authContext';
import { newClientMutationId } from '../../core/offline/ids';
import { listUpdaterOf, newRecordFields, nextVersion } from '../../templates/cacheLists';
import type { AssessmentDraft, AssessmentRecord } from './assessmentRecords';
import { assessmentInput, assessmentRecordFor } from './assessmentRecords';
import {
  CreateTeacherAssessmentDocument,
  CreateTeacherAssessmentFromTemplateDocument,
  DeleteTeacherAssessmentDocument,
  DuplicateTeacherAssessmentDocument,
  TeacherAssessmentsDocument,
  UpdateTeacherAssessmentDocument,
} from './operations';

export type AssessmentSource = 'teacher' | 'shared';

export interface AssessmentStore {
  items: AssessmentRecord[];
  loading: boolean;
  save(draft: AssessmentDraft, existing: AssessmentRecord | null): Promise<string>;
  remove(record: AssessmentRecord): Promise<void>;
  duplicate(record: AssessmentRecord): Promise<string>;
  fromTemplate(template: AssessmentRecord): Promise<string>;
}

const typenames = { teacher: 'TeacherAssessmentTemplate', shared: 'AssessmentTemplate' } as const;
const listFields = { teacher: 'listTeacherAssessmentTemplates', shared: 'listAssessmentTemplates' } as const;

/**
 * A teacher's own assessments (every write through the offline queue) or the shared assessment templates (online
 * only, except duplicate, which 002 keeps enabled offline).
 */
export function useAssessments(source: AssessmentSource): AssessmentStore {
  const teacher = source === 'teacher';
  const { user } = useAuth();
  const profileId = user?.teacherProfile?.id ?? null;
  const teacherList = useQuery(TeacherAssessmentsDocument, { skip: !teacher });
  const sharedList = useQuery(SharedAssessmentsDocument, { skip: teacher });
  const [createTeacher] = useMutation(CreateTeacherAssessmentDocument);
  const [updateTeacher] = useMutation(UpdateTeacherAssessmentDocument);
  const [deleteTeacher] = useMutation(DeleteTeacherAssessmentDocument);
  const [duplicateTeacher] = useMutation(DuplicateTeacherAssessmentDocument);
  const [fromShared] = useMutation(CreateTeacherAssessmentFromTemplateDocument);
  const [createShared] = useMutation(CreateSharedAssessmentDocument);
  const [updateShared] = useMutation(UpdateSharedAssessmentDocument);
  const [deleteShared] = useMutation(DeleteSharedAssessmentDocument);
  const [duplicateShared] = useMutation(DuplicateSharedAssessmentDocument);

  const typename = typenames[source];
  const listField = listFields[source];
  const rawItems = teacher ? teacherList.data?.listTeacherAssessmentTemplates.items : sharedList.data?.listAssessmentTemplates.items;
  const loading = (teacher ? teacherList.loading : sharedList.loading) && !rawItems;
  const items = useMemo(() => ((rawItems ?? []) as AssessmentRecord[]).filter((item) => !item._deleted), [rawItems]);
  const record = useCallback(
    (values: Record<string, unknown>, base: Partial<AssessmentRecord>) => assessmentRecordFor(typename, values, { teacherprofileID: profileId, ...base } as Partial<AssessmentRecord>),
    [typename, profileId],
  );
  const update = useMemo(() => listUpdaterOf(listField), [listField]);
  const offline = teacher ? { offline: true } : undefined;

  const save = useCallback<AssessmentStore['save']>(
    async (draft, existing) => {
      const values = assessmentInput(draft, !teacher);
      if (existing) {
        const input = { id: existing.id, _version: existing._version, ...values };
        const optimistic = record(values, { ...existing, ...nextVersion(existing) });
        if (teacher) await updateTeacher({ variables: { input }, optimisticResponse: { updateTeacherAssessmentTemplate: optimistic as never }, context: offline });
        else await updateShared({ variables: { input }, optimisticResponse: { updateAssessmentTemplate: optimistic as never } });
        return existing.id;
      }
      const id = newClientMutationId();
      if (teacher) {
        const optimistic = record(values, newRecordFields(id));
        await createTeacher({ variables: { input: { id, ...values, teacherprofileID: profileId } }, optimisticResponse: { createTeacherAssessmentTemplate: optimistic as never }, context: offline, update });
      } else {
        await createShared({ variables: { input: { id, ...values } }, update });
      }
      return id;
    },
    [createShared, createTeacher, offline, profileId, record, teacher, update, updateShared, updateTeacher],
  );

  const remove = useCallback<AssessmentStore['remove']>(
    async (existing) => {
      const input = { id: existing.id, _version: existing._version };
      if (teacher) {
        const optimistic = record({}, { ...existing, ...nextVersion(existing), _deleted: true });
        await deleteTeacher({ variables: { input }, optimisticResponse: { deleteTeacherAssessmentTemplate: optimistic as never }, context: offline, update });
      } else {
        await deleteShared({ variables: { input }, update });
      }
    },
    [deleteShared, deleteTeacher, offline, record, teacher, update],
  );

  const duplicate = useCallback<AssessmentStore['duplicate']>(
    async (original) => {
      const newId = newClientMutationId();
      const copy = assessmentTemplateCopy(original, { titleSuffix: copySuffix, shared: !teacher });
      const optimistic = record(copy, newRecordFields(newId));
      const variables = { id: original.id, newId };
      // Both work offline: a teacher's own copy, and an admin's copy of a shared template (002 section 1).
      if (teacher) await duplicateTeacher({ variables, optimisticResponse: { duplicateTeacherAssessmentTemplate: optimistic as never }, context: { offline: true }, update });
      else await duplicateShared({ variables, optimisticResponse: { duplicateAssessmentTemplate: optimistic as never }, context: { offline: true }, update });
      return newId;
    },
    [duplicateShared, duplicateTeacher, record, teacher, update],
  );

  const fromTemplate = useCallback<AssessmentStore['fromTemplate']>(
    async (template) => {
      const newId = newClientMutationId();
      const optimistic = assessmentRecordFor('TeacherAssessmentTemplate', assessmentTemplateCopy(template), { ...newRecordFields(newId), teacherprofileID: profileId } as Partial<AssessmentRecord>);
      await fromShared({
        variables: { templateId: template.id, newId },
        optimisticResponse: { createTeacherAssessmentFromTemplate: optimistic as never },
        context: { offline: true },
        update: listUpdaterOf(listFields.teacher),
      });
      return newId;
    },
    [fromShared, profileId],
  );

  return { items, loading, save, remove, duplicate, fromTemplate };
}
