import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { compareClasses } from '../../../../server/domain/planning-rules.ts';
import { compareGrades } from '../../../../server/domain/reference-rules.ts';
import { useRecordMutations } from '../../core/offline/useRecordMutations';
import type { ClassFieldsFragment, SubjectFieldsFragment } from '../../gql/graphql';
import {
  CreateTeacherClassDocument,
  DeleteTeacherClassDocument,
  PlanningSubjectsDocument,
  TeacherClassesDocument,
  UpdateTeacherClassDocument,
} from './operations';
import type { ListedRecord } from './planningCache';
import { useRefetchWhenSynced, writeToList } from './planningCache';

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
  writeToList(
    cache,
    TeacherClassesDocument,
    { teacherprofileID },
    'listTeacherClassSubjects',
    [record],
    'ModelTeacherClassSubjectConnection',
  );
}

/** The teacher's classes sorted by grade (R first), subject and name; kept live and available offline. */
export function useClasses(teacherprofileID: string | null) {
  const query = useQuery(TeacherClassesDocument, {
    variables: { teacherprofileID: teacherprofileID ?? '' },
    skip: !teacherprofileID,
  });
  const { byId } = useSubjects();
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

/** The record as the API returns it (the joined subject left out). */
function stored({ subject: _subject, ...record }: ClassRecord): ClassFieldsFragment {
  return record;
}

/** Create, update and delete of classes through the offline queue (shown at once, sent when possible). */
export function useClassMutations(teacherprofileID: string) {
  const list = useCallback(
    (cache: ApolloCache<unknown>, record: ClassFieldsFragment) => listClass(cache, teacherprofileID, record),
    [teacherprofileID],
  );
  const mutations = useRecordMutations({
    typename: 'TeacherClassSubject',
    create: { document: CreateTeacherClassDocument, field: 'createTeacherClassSubject' },
    update: { document: UpdateTeacherClassDocument, field: 'updateTeacherClassSubject' },
    remove: { document: DeleteTeacherClassDocument, field: 'deleteTeacherClassSubject' },
    list,
  });
  const { create, update, remove } = mutations;
  return useMemo(
    () => ({
      create: (changes: ClassChanges) => create({ teacherprofileID, ...changes }),
      update: (record: ClassRecord, changes: ClassChanges) => update(stored(record), changes),
      remove: (record: ClassRecord) => remove(stored(record)),
    }),
    [create, update, remove, teacherprofileID],
  );
}
