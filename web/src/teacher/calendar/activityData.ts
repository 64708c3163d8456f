import type { ApolloCache } from '@apollo/client';
import { ApolloError, useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { weeklyStarts } from '../../../../server/domain/planning-rules.ts';
import { newClientMutationId } from '../../core/offline/ids';
import { NeedsConnectionError } from '../../core/offline/offlineLink';
import { useRecordMutations } from '../../core/offline/useRecordMutations';
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
  const list = useCallback(
    (cache: ApolloCache<unknown>, record: ActivityRecord) => writeActivities(cache, teacherprofileID, [record]),
    [teacherprofileID],
  );
  const {
    create: createOne,
    update,
    remove,
  } = useRecordMutations({
    typename: 'TeacherActivity',
    create: { document: CreateTeacherActivityDocument, field: 'createTeacherActivity' },
    update: { document: UpdateTeacherActivityDocument, field: 'updateTeacherActivity' },
    remove: { document: DeleteTeacherActivityDocument, field: 'deleteTeacherActivity' },
    list,
  });
  const [createSeries] = useMutation(CreateRepeatingActivityDocument);
  const [updateSeries] = useMutation(UpdateActivitySeriesDocument);
  const [deleteSeries] = useMutation(DeleteActivitySeriesDocument);

  const queueCreate = useCallback(
    (changes: ActivityChanges, repeatID: string | null) => createOne({ teacherprofileID, repeatID, ...changes }),
    [createOne, teacherprofileID],
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
          await queueCreate(
            { ...changes, startDateTime: start, endDateTime: new Date(Date.parse(start) + duration).toISOString() },
            repeatID,
          );
        }
      }
    },
    [createSeries, queueCreate, teacherprofileID],
  );

  /**
   * Every occurrence of the series gets the label, type, colour and links, and moves by as much as `record` moved.
   * `series` are the cached occurrences, used when the server cannot be reached.
   */
  const updateAll = useCallback(
    async (record: ActivityRecord, changes: ActivityChanges, series: readonly ActivityRecord[]) => {
      const startShiftMinutes = Math.round(
        (Date.parse(changes.startDateTime) - Date.parse(record.startDateTime)) / minute,
      );
      const endShiftMinutes = Math.round((Date.parse(changes.endDateTime) - Date.parse(record.endDateTime)) / minute);
      const { label, type, color, teachersubjecttemplateID, teacherassessmenttemplateID } = changes;
      try {
        await updateSeries({
          variables: {
            repeatID: record.repeatID ?? '',
            changes: {
              label,
              type,
              color,
              teachersubjecttemplateID,
              teacherassessmenttemplateID,
              startShiftMinutes,
              endShiftMinutes,
            },
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
