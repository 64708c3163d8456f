import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { compareWeekdays } from '../../../../server/domain/planning-rules.ts';
import { useRecordMutations } from '../../core/offline/useRecordMutations';
import type { ScheduleFieldsFragment } from '../../gql/graphql';
import {
  CreateTeacherScheduleDocument,
  DeleteTeacherScheduleDocument,
  TeacherSchedulesDocument,
  UpdateTeacherScheduleDocument,
} from './operations';
import type { ListedRecord } from './planningCache';
import { useRefetchWhenSynced, writeToList } from './planningCache';

export type ScheduleRecord = ScheduleFieldsFragment;

/** What the schedule dialog edits (times stored HH:MM:00.000). */
export interface ScheduleChanges {
  day: string;
  startTime: string;
  endTime: string;
  periods: number | null;
  periodDuration: number | null;
  breakDurations: number[];
}

function listSchedule(cache: ApolloCache<unknown>, teacherprofileID: string, record: ListedRecord): void {
  writeToList(
    cache,
    TeacherSchedulesDocument,
    { teacherprofileID },
    'listTeacherSchedules',
    [record],
    'ModelTeacherScheduleConnection',
  );
}

/** The teacher's schedule days in weekday order, kept live and available offline. */
export function useSchedules(teacherprofileID: string | null) {
  const query = useQuery(TeacherSchedulesDocument, {
    variables: { teacherprofileID: teacherprofileID ?? '' },
    skip: !teacherprofileID,
  });
  useRefetchWhenSynced(() => teacherprofileID && query.refetch());
  const schedules = useMemo(
    () => [...(query.data?.listTeacherSchedules.items ?? [])].sort((a, b) => compareWeekdays(a.day, b.day)),
    [query.data],
  );
  return { schedules, loading: query.loading && !query.data, error: query.error };
}

/** Create, update and delete of schedule days through the offline queue (shown at once, sent when possible). */
export function useScheduleMutations(teacherprofileID: string) {
  const list = useCallback(
    (cache: ApolloCache<unknown>, record: ScheduleRecord) => listSchedule(cache, teacherprofileID, record),
    [teacherprofileID],
  );
  const { create, update, remove } = useRecordMutations({
    typename: 'TeacherSchedule',
    create: { document: CreateTeacherScheduleDocument, field: 'createTeacherSchedule' },
    update: { document: UpdateTeacherScheduleDocument, field: 'updateTeacherSchedule' },
    remove: { document: DeleteTeacherScheduleDocument, field: 'deleteTeacherSchedule' },
    list,
  });
  return useMemo(
    () => ({
      create: (changes: ScheduleChanges) => create({ teacherprofileID, ...changes }),
      update: (record: ScheduleRecord, changes: ScheduleChanges) => update(record, changes),
      remove,
    }),
    [create, update, remove, teacherprofileID],
  );
}
