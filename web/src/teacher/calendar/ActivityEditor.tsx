import type { ScheduleRecord } from '../profile/scheduleData';
import { ActivityDialog, type SeriesScope } from './ActivityDialog';
import type { ActivityChanges } from './activityData';
import { useActivityMutations } from './activityData';
import type { ActivityRecord } from './calendarModel';

interface ActivityEditorProps {
  teacherprofileID: string;
  /** The URL's `activity`: 'new', an activity id, or null (closed). */
  activityParam: string | null;
  activities: readonly ActivityRecord[];
  schedules: readonly ScheduleRecord[];
  slot: { start: Date; end: Date };
  onClose(): void;
}

/** The activity dialog wired to the offline-capable mutations: one occurrence, or every week of its series. */
export function ActivityEditor({
  teacherprofileID,
  activityParam,
  activities,
  schedules,
  slot,
  onClose,
}: ActivityEditorProps) {
  const mutations = useActivityMutations(teacherprofileID);
  const record =
    activityParam && activityParam !== 'new'
      ? (activities.find((activity) => activity.id === activityParam) ?? null)
      : null;
  const series = record?.repeatID ? activities.filter((activity) => activity.repeatID === record.repeatID) : [];

  const save = async (changes: ActivityChanges, { weeks, scope }: { weeks: number; scope: SeriesScope }) => {
    if (!record) return mutations.create(changes, weeks);
    if (scope === 'all' && record.repeatID) return mutations.updateAll(record, changes, series);
    return mutations.update(record, changes);
  };

  const remove = async (scope: SeriesScope) => {
    if (!record) return;
    if (scope === 'all' && record.repeatID) return mutations.removeAll(record, series);
    return mutations.remove(record);
  };

  return (
    <ActivityDialog
      open={activityParam === 'new' || record !== null}
      teacherprofileID={teacherprofileID}
      record={record}
      defaults={slot}
      schedules={schedules}
      onSave={save}
      onDelete={remove}
      onClose={onClose}
    />
  );
}
