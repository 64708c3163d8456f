import { useMutation, useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { copySuffix, lessonTemplateCopy } from '../../../../server/domain/template-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { newClientMutationId } from '../../core/offline/ids';
import {
  CreateSharedLessonDocument,
  DeleteSharedLessonDocument,
  DuplicateSharedLessonDocument,
  SharedLessonsDocument,
  UpdateSharedLessonDocument,
} from '../../admin/lessontemplates/operations';
import { listUpdaterOf, newRecordFields, nextVersion } from '../../templates/cacheLists';
import type { LessonDraft, LessonRecord } from './lessonRecords';
import { lessonInput, lessonRecordFor } from './lessonRecords';
import {
  CreateTeacherLessonDocument,
  CreateTeacherLessonFromTemplateDocument,
  DeleteTeacherLessonDocument,
  DuplicateTeacherLessonDocument,
  TeacherLessonsDocument,
  UpdateTeacherLessonDocument,
} from './operations';

export type LessonSource = 'teacher' | 'shared';

export interface LessonStore {
  items: LessonRecord[];
  loading: boolean;
  /** Creates (no existing record) or updates; answers the saved record's id. */
  save(draft: LessonDraft, existing: LessonRecord | null): Promise<string>;
  remove(record: LessonRecord): Promise<void>;
  duplicate(record: LessonRecord): Promise<string>;
  /** Teachers only: their own lesson from a shared template. */
  fromTemplate(template: LessonRecord): Promise<string>;
}

const typenames = { teacher: 'TeacherSubjectTemplate', shared: 'SubjectTemplate' } as const;
const listFields = { teacher: 'listTeacherSubjectTemplates', shared: 'listSubjectTemplates' } as const;

/**
 * A teacher's own lessons (every write through the offline queue, with a full optimistic record and a client-made
 * id) or the admins' shared lesson templates (online only).
 */
export function useLessons(source: LessonSource): LessonStore {
  const teacher = source === 'teacher';
  const { user } = useAuth();
  const profileId = user?.teacherProfile?.id ?? null;
  const teacherList = useQuery(TeacherLessonsDocument, { skip: !teacher });
  const sharedList = useQuery(SharedLessonsDocument, { skip: teacher });
  const [createTeacher] = useMutation(CreateTeacherLessonDocument);
  const [updateTeacher] = useMutation(UpdateTeacherLessonDocument);
  const [deleteTeacher] = useMutation(DeleteTeacherLessonDocument);
  const [duplicateTeacher] = useMutation(DuplicateTeacherLessonDocument);
  const [fromShared] = useMutation(CreateTeacherLessonFromTemplateDocument);
  const [createShared] = useMutation(CreateSharedLessonDocument);
  const [updateShared] = useMutation(UpdateSharedLessonDocument);
  const [deleteShared] = useMutation(DeleteSharedLessonDocument);
  const [duplicateShared] = useMutation(DuplicateSharedLessonDocument);

  const typename = typenames[source];
  const listField = listFields[source];
  const list = teacher ? teacherList : sharedList;
  const rawItems = teacher ? teacherList.data?.listTeacherSubjectTemplates.items : sharedList.data?.listSubjectTemplates.items;
  const items = useMemo(() => ((rawItems ?? []) as LessonRecord[]).filter((item) => !item._deleted), [rawItems]);

  const record = useCallback(
    (values: Record<string, unknown>, base: Partial<LessonRecord>) => lessonRecordFor(typename, values, { teacherprofileID: profileId, ...base } as Partial<LessonRecord>),
    [typename, profileId],
  );
  const offline = teacher ? { offline: true } : undefined;
  const update = useMemo(() => listUpdaterOf(listField), [listField]);

  const save = useCallback<LessonStore['save']>(
    async (draft, existing) => {
      const values = lessonInput(draft);
      if (existing) {
        const input = { id: existing.id, _version: existing._version, ...values };
        const optimistic = record(values, { ...existing, ...nextVersion(existing) });
        if (teacher) await updateTeacher({ variables: { input: { ...input, subjectID: values.subjectID } }, optimisticResponse: { updateTeacherSubjectTemplate: optimistic as never }, context: offline });
        else await updateShared({ variables: { input }, optimisticResponse: { updateSubjectTemplate: optimistic as never } });
        return existing.id;
      }
      const id = newClientMutationId();
      const optimistic = record({ ...values, type: 'Lesson' }, newRecordFields(id));
      if (teacher) {
        await createTeacher({
          variables: { input: { id, ...values, type: 'Lesson', teacherprofileID: profileId } },
          optimisticResponse: { createTeacherSubjectTemplate: optimistic as never },
          context: offline,
          update,
        });
      } else {
        await createShared({ variables: { input: { id, ...values, type: 'Lesson' } }, update });
      }
      return id;
    },
    [createShared, createTeacher, update, offline, profileId, record, teacher, updateShared, updateTeacher],
  );

  const remove = useCallback<LessonStore['remove']>(
    async (existing) => {
      const input = { id: existing.id, _version: existing._version };
      const optimistic = record({}, { ...existing, ...nextVersion(existing), _deleted: true });
      if (teacher) await deleteTeacher({ variables: { input }, optimisticResponse: { deleteTeacherSubjectTemplate: optimistic as never }, context: offline, update });
      else await deleteShared({ variables: { input }, update });
    },
    [deleteShared, deleteTeacher, update, offline, record, teacher],
  );

  const duplicate = useCallback<LessonStore['duplicate']>(
    async (original) => {
      const newId = newClientMutationId();
      const optimistic = record(lessonTemplateCopy(original, { titleSuffix: copySuffix }), newRecordFields(newId));
      if (teacher) await duplicateTeacher({ variables: { id: original.id, newId }, optimisticResponse: { duplicateTeacherSubjectTemplate: optimistic as never }, context: offline, update });
      else await duplicateShared({ variables: { id: original.id, newId }, update });
      return newId;
    },
    [duplicateShared, duplicateTeacher, update, offline, record, teacher],
  );

  const fromTemplate = useCallback<LessonStore['fromTemplate']>(
    async (template) => {
      const newId = newClientMutationId();
      const optimistic = lessonRecordFor('TeacherSubjectTemplate', lessonTemplateCopy(template), { ...newRecordFields(newId), teacherprofileID: profileId } as Partial<LessonRecord>);
      await fromShared({
        variables: { templateId: template.id, newId },
        optimisticResponse: { createTeacherLessonFromTemplate: optimistic as never },
        context: { offline: true },
        update: listUpdaterOf(listFields.teacher),
      });
      return newId;
    },
    [fromShared, profileId],
  );

  return { items, loading: list.loading && !rawItems, save, remove, duplicate, fromTemplate };
}
