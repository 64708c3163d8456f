import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { compareWeekdays } from '../../../../server/domain/planning-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { newClientMutationId } from '../../core/offline/ids';
import type { ScheduleFieldsFragment } from '../../gql/graphql';
import {
  CreateTeacherScheduleDocument,
  DeleteTeacherScheduleDocument,
  OnScheduleChangedDocuments,
  TeacherSchedulesDocument,
  UpdateTeacherScheduleDocument,
} from './operations';
import type { ListedRecord } from './planningCache';
import { typed, usePersistNow, useRecordEvents, useRefetchWhenSynced, writeToList } from './planningCache';

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
  writeToList(cache, TeacherSchedulesDocument, { teacherprofileID }, 'listTeacherSchedules', [record], 'ModelTeacherScheduleConnection');
}

/** The teacher's schedule days in weekday order, kept live and available offline. */
export function useSchedules(teacherprofileID: string | null) {
  const query = useQuery(TeacherSchedulesDocument, { variables: { teacherprofileID: teacherprofileID ?? '' }, skip: !teacherprofileID });
  useRecordEvents(OnScheduleChangedDocuments, (cache, record) => teacherprofileID && listSchedule(cache, teacherprofileID, record), !teacherprofileID);
  useRefetchWhenSynced(() => teacherprofileID && query.refetch());
  const schedules = useMemo(
    () => [...(query.data?.listTeacherSchedules.items ?? [])].sort((a, b) => compareWeekdays(a.day, b.day)),
    [query.data],
  );
  return { schedules, loading: query.loading && !query.data, error: query.error };
}

function now() {
  return { updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

/** Create, update and delete of schedule days through the offline queue (shown at once, sent when possible). */
export function useScheduleMutations(teacherprofileID: string) {
  const { user } = useAuth();
  const [createMutation] = useMutation(CreateTeacherScheduleDocument);
  const [updateMutation] = useMutation(UpdateTeacherScheduleDocument);
  const [deleteMutation] = useMutation(DeleteTeacherScheduleDocument);
  const owner = user ? `${user.id}::${user.email}` : null;
  const persistNow = usePersistNow();

  const create = useCallback(
    async (changes: ScheduleChanges) => {
      const id = newClientMutationId();
      const createdAt = new Date().toISOString();
      await createMutation({
        variables: { input: { id, teacherprofileID, ...changes } },
        optimisticResponse: {
          createTeacherSchedule: typed('TeacherSchedule', {
            id,
            teacherprofileID,
            ...changes,
            owner,
            createdAt,
            _version: 1,
            _deleted: false,
            ...now(),
          }),
        },
        update: (cache, { data }) => data && listSchedule(cache, teacherprofileID, data.createTeacherSchedule),
        context: { offline: true },
      });
      persistNow();
    },
    [createMutation, teacherprofileID, owner, persistNow],
  );

  const update = useCallback(
    async (record: ScheduleRecord, changes: ScheduleChanges) => {
      await updateMutation({
        variables: { input: { id: record.id, _version: record._version, ...changes } },
        optimisticResponse: {
          updateTeacherSchedule: typed('TeacherSchedule', { ...record, ...changes, _version: record._version + 1, ...now() }),
        },
        context: { offline: true },
      });
      persistNow();
    },
    [updateMutation, persistNow],
  );

  const remove = useCallback(
    async (record: ScheduleRecord) => {
      await deleteMutation({
        variables: { input: { id: record.id, _version: record._version } },
        optimisticResponse: {
          deleteTeacherSchedule: typed('TeacherSchedule', { ...record, _deleted: true, _version: record._version + 1, ...now() }),
        },
        update: (cache, { data }) => data && listSchedule(cache, teacherprofileID, data.deleteTeacherSchedule),
        context: { offline: true },
      });
      persistNow();
    },
    [deleteMutation, teacherprofileID, persistNow],
  );

  return { create, update, remove };
}
