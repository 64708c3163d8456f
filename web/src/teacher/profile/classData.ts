import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { compareClasses } from '../../../../server/domain/planning-rules.ts';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { useAuth } from '../../app/auth/authContext';
import { newClientMutationId } from '../../app/offline/ids';
import type { ClassFieldsFragment, SubjectFieldsFragment } from '../../gql/graphql';
import {
  CreateTeacherClassDocument,
  DeleteTeacherClassDocument,
  OnClassChangedDocuments,
  PlanningSubjectsDocument,
  TeacherClassesDocument,
  UpdateTeacherClassDocument,
} from './operations';
import type { ListedRecord } from './planningCache';
import { typed, usePersistNow, useRecordEvents, useRefetchWhenSynced, writeToList } from './planningCache';

export type SubjectRecord = SubjectFieldsFragment;
/** A class with its subject (grade and name) joined from the subjects list. */
export type ClassRecord = ClassFieldsFragment & { subject: SubjectRecord | null };

export interface ClassChanges {
  name: string;
  subjectID: string;
}

/** Every subject (grades R to 12), and the grades that have subjects in grade order (R first). */
export function useSubjects() {
  const query = useQuery(PlanningSubjectsDocument);
  return useMemo(() => {
    const subjects = query.data?.listSubjects.items ?? [];
    const grades = [...new Set(subjects.map((subject) => subject.grade ?? ''))].filter(Boolean).sort(compareGrades);
    const byId = new Map(subjects.map((subject) => [subject.id, subject]));
    return { subjects, grades, byId, loading: query.loading && !query.data };
  }, [query.data, query.loading]);
}

function listClass(cache: ApolloCache<unknown>, teacherprofileID: string, record: ListedRecord): void {
  writeToList(cache, TeacherClassesDocument, { teacherprofileID }, 'listTeacherClassSubjects', [record], 'ModelTeacherClassSubjectConnection');
}

/** The teacher's classes sorted by grade (R first), subject and name; kept live and available offline. */
export function useClasses(teacherprofileID: string | null) {
  const query = useQuery(TeacherClassesDocument, { variables: { teacherprofileID: teacherprofileID ?? '' }, skip: !teacherprofileID });
  const { byId } = useSubjects();
  useRecordEvents(OnClassChangedDocuments, (cache, record) => teacherprofileID && listClass(cache, teacherprofileID, record), !teacherprofileID);
  useRefetchWhenSynced(() => teacherprofileID && query.refetch());
  const classes = useMemo(
    () =>
      (query.data?.listTeacherClassSubjects.items ?? [])
        .map((row): ClassRecord => ({ ...row, subject: byId.get(row.subjectID) ?? null }))
        .sort((a, b) =>
        compareClasses(
          { grade: a.subject?.grade, subject: a.subject?.subject, name: a.name },
          { grade: b.subject?.grade, subject: b.subject?.subject, name: b.name },
        ),
      ),
    [query.data, byId],
  );
  return { classes, loading: query.loading && !query.data, error: query.error };
}

function now() {
  return { updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

/** Create, update and delete of classes through the offline queue. */
/** The record as the API returns it (the joined subject left out). */
function stored({ subject: _subject, ...record }: ClassRecord): ClassFieldsFragment {
  return record;
}

export function useClassMutations(teacherprofileID: string) {
  const { user } = useAuth();
  const [createMutation] = useMutation(CreateTeacherClassDocument);
  const [updateMutation] = useMutation(UpdateTeacherClassDocument);
  const [deleteMutation] = useMutation(DeleteTeacherClassDocument);
  const owner = user ? `${user.id}::${user.email}` : null;
  const persistNow = usePersistNow();

  const create = useCallback(
    async (changes: ClassChanges) => {
      const id = newClientMutationId();
      await createMutation({
        variables: { input: { id, teacherprofileID, ...changes } },
        optimisticResponse: {
          createTeacherClassSubject: typed('TeacherClassSubject', {
            id,
            teacherprofileID,
            ...changes,
            owner,
            createdAt: new Date().toISOString(),
            _version: 1,
            _deleted: false,
            ...now(),
          }),
        },
        update: (cache, { data }) => data && listClass(cache, teacherprofileID, data.createTeacherClassSubject),
        context: { offline: true },
      });
      persistNow();
    },
    [createMutation, teacherprofileID, owner, persistNow],
  );

  const update = useCallback(
    async (record: ClassRecord, changes: ClassChanges) => {
      await updateMutation({
        variables: { input: { id: record.id, _version: record._version, ...changes } },
        optimisticResponse: {
          updateTeacherClassSubject: typed('TeacherClassSubject', {
            ...stored(record),
            ...changes,
            _version: record._version + 1,
            ...now(),
          }),
        },
        context: { offline: true },
      });
      persistNow();
    },
    [updateMutation, persistNow],
  );

  const remove = useCallback(
    async (record: ClassRecord) => {
      await deleteMutation({
        variables: { input: { id: record.id, _version: record._version } },
        optimisticResponse: {
          deleteTeacherClassSubject: typed('TeacherClassSubject', { ...stored(record), _deleted: true, _version: record._version + 1, ...now() }),
        },
        update: (cache, { data }) => data && listClass(cache, teacherprofileID, data.deleteTeacherClassSubject),
        context: { offline: true },
      });
      persistNow();
    },
    [deleteMutation, teacherprofileID, persistNow],
  );

  return { create, update, remove };
}
