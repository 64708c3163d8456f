import { ApolloError, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { weeklyStarts } from '../../../../server/domain/planning-rules.ts';
import { useAuth } from '../../core/auth/authContext';
import { newClientMutationId } from '../../core/offline/ids';
import { NeedsConnectionError } from '../../core/offline/offlineLink';
import { typed, usePersistNow } from '../profile/planningCache';
import { writeActivities } from './calendarData';
import type { ActivityRecord } from './calendarModel';
import {
  CreateRepeatingActivityDocument,
  CreateTeacherActivityDocument,
  DeleteActivitySeriesDocument,
  DeleteTeacherActivityDocument,
  UpdateActivitySeriesDocument,
  UpdateTeacherActivityDocument,
} from './operations';

/** What the activity dialog edits. */
export interface ActivityChanges {
  label: string;
  type: string | null;
  color: string;
  startDateTime: string;
  endDateTime: string;
  teachersubjecttemplateID: string | null;
  teacherassessmenttemplateID: string | null;
}

function stamp() {
  return { updatedAt: new Date().toISOString(), _lastChangedAt: Date.now() };
}

function needsConnection(error: unknown): boolean {
  return error instanceof ApolloError && error.networkError instanceof NeedsConnectionError;
}

const minute = 60_000;

/**
 * Activities are created, changed and deleted through the offline queue. A weekly series is made, changed or
 * deleted by the server in one transaction when it can be reached (createRepeatingActivity, updateActivitySeries,
 * deleteActivitySeries); offline, the same is queued occurrence by occurrence, the copies sharing a repeatID made
 * here, so that the teacher's calendar shows the series at once and the server receives it later.
 */
export function useActivityMutations(teacherprofileID: string) {
  const { user } = useAuth();
  const owner = user ? `${user.id}::${user.email}` : null;
  const persistNow = usePersistNow();
  const [createOne] = useMutation(CreateTeacherActivityDocument);
  const [updateOne] = useMutation(UpdateTeacherActivityDocument);
  const [deleteOne] = useMutation(DeleteTeacherActivityDocument);
  const [createSeries] = useMutation(CreateRepeatingActivityDocument);
  const [updateSeries] = useMutation(UpdateActivitySeriesDocument);
  const [deleteSeries] = useMutation(DeleteActivitySeriesDocument);

  const queueCreate = useCallback(
    async (changes: ActivityChanges, repeatID: string | null) => {
      const id = newClientMutationId();
      await createOne({
        variables: { input: { id, teacherprofileID, repeatID, ...changes } },
        optimisticResponse: {
          createTeacherActivity: typed('TeacherActivity', {
            id,
            teacherprofileID,
            repeatID,
            ...changes,
            owner,
            createdAt: new Date().toISOString(),
            _version: 1,
            _deleted: false,
            ...stamp(),
          }),
        },
        update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, [data.createTeacherActivity]),
        context: { offline: true },
      });
      persistNow();
    },
    [createOne, teacherprofileID, owner, persistNow],
  );

  /** `weeks`: the weeks the activity occurs in, the first included (0 or 1: the one activity). */
  const create = useCallback(
    async (changes: ActivityChanges, weeks: number) => {
      if (weeks <= 1) return queueCreate(changes, null);
      try {
        await createSeries({
          variables: { input: { ...changes, repeatWeeks: weeks } },
          update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, data.createRepeatingActivity),
        });
      } catch (error) {
        if (!needsConnection(error)) throw error;
        const repeatID = newClientMutationId();
        const duration = Date.parse(changes.endDateTime) - Date.parse(changes.startDateTime);
        for (const start of weeklyStarts(changes.startDateTime, weeks)) {
          await queueCreate({ ...changes, startDateTime: start, endDateTime: new Date(Date.parse(start) + duration).toISOString() }, repeatID);
        }
      }
    },
    [createSeries, queueCreate, teacherprofileID],
  );

  const update = useCallback(
    async (record: ActivityRecord, changes: ActivityChanges) => {
      await updateOne({
        variables: { input: { id: record.id, _version: record._version, ...changes } },
        optimisticResponse: {
          updateTeacherActivity: typed('TeacherActivity', { ...record, ...changes, _version: record._version + 1, ...stamp() }),
        },
        update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, [data.updateTeacherActivity]),
        context: { offline: true },
      });
      persistNow();
    },
    [updateOne, teacherprofileID, persistNow],
  );

  const remove = useCallback(
    async (record: ActivityRecord) => {
      await deleteOne({
        variables: { input: { id: record.id, _version: record._version } },
        optimisticResponse: {
          deleteTeacherActivity: typed('TeacherActivity', { ...record, _deleted: true, _version: record._version + 1, ...stamp() }),
        },
        update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, [data.deleteTeacherActivity]),
        context: { offline: true },
      });
      persistNow();
    },
    [deleteOne, teacherprofileID, persistNow],
  );

  /**
   * Every occurrence of the series gets the label, type, colour and links, and moves by as much as `record` moved.
   * `series` are the cached occurrences, used when the server cannot be reached.
   */
  const updateAll = useCallback(
    async (record: ActivityRecord, changes: ActivityChanges, series: readonly ActivityRecord[]) => {
      const startShiftMinutes = Math.round((Date.parse(changes.startDateTime) - Date.parse(record.startDateTime)) / minute);
      const endShiftMinutes = Math.round((Date.parse(changes.endDateTime) - Date.parse(record.endDateTime)) / minute);
      const { label, type, color, teachersubjecttemplateID, teacherassessmenttemplateID } = changes;
      try {
        await updateSeries({
          variables: {
            repeatID: record.repeatID ?? '',
            changes: { label, type, color, teachersubjecttemplateID, teacherassessmenttemplateID, startShiftMinutes, endShiftMinutes },
          },
          update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, data.updateActivitySeries),
        });
      } catch (error) {
        if (!needsConnection(error)) throw error;
        for (const occurrence of series) {
          await update(occurrence, {
            label,
            type,
            color,
            teachersubjecttemplateID,
            teacherassessmenttemplateID,
            startDateTime: new Date(Date.parse(occurrence.startDateTime) + startShiftMinutes * minute).toISOString(),
            endDateTime: new Date(Date.parse(occurrence.endDateTime) + endShiftMinutes * minute).toISOString(),
          });
        }
      }
    },
    [updateSeries, update, teacherprofileID],
  );

  const removeAll = useCallback(
    async (record: ActivityRecord, series: readonly ActivityRecord[]) => {
      try {
        await deleteSeries({
          variables: { repeatID: record.repeatID ?? '' },
          update: (cache, { data }) => data && writeActivities(cache, teacherprofileID, data.deleteActivitySeries),
        });
      } catch (error) {
        if (!needsConnection(error)) throw error;
        for (const occurrence of series) await remove(occurrence);
      }
    },
    [deleteSeries, remove, teacherprofileID],
  );

  return { create, update, remove, updateAll, removeAll };
}
