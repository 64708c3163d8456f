/** Planning records for API tests. */
import type { Session } from '../helpers/api.ts';

/** The input of a one-hour lesson activity of the teacher's, labelled. */
export function activityInput(teacher: Session, label: string) {
  return {
    label,
    type: 'Lesson',
    startDateTime: '2026-03-02T06:00:00.000Z',
    endDateTime: '2026-03-02T07:00:00.000Z',
    color: 'red darken-1',
    teacherprofileID: teacher.teacherProfileId,
  };
}
