/** The non-blocking "outside scheduled hours" warning of a calendar activity (001 section 5), as data. */
import { sql } from 'kysely';
import { rowPredicate } from '../access/check.ts';
import type { RequestContext } from '../context.ts';
import { localMoment, scheduleWarning, type ScheduleWarning } from '../domain/planning-rules.ts';
import { badInput } from '../errors.ts';

/** Schedules are local school times; South Africa keeps one time zone all year. */
export const defaultTimeZone = 'Africa/Johannesburg';

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export async function activityScheduleWarning(
  ctx: RequestContext,
  args: { startDateTime: string; endDateTime: string; timeZone?: string | null },
): Promise<ScheduleWarning | null> {
  const timeZone = args.timeZone ?? defaultTimeZone;
  if (!knownTimeZone(timeZone)) throw badInput({ timeZone: 'Unknown time zone' });
  const mine = rowPredicate('TeacherSchedule', ctx.viewer, 'read');
  const schedules = await sql<{ day: string | null; startTime: string | null; endTime: string | null }>`
    select day, ${sql.ref('startTime')}, ${sql.ref('endTime')} from teacher_schedule
    where ${sql.ref('teacherprofileID')} = ${ctx.viewer.teacherProfileId ?? ''} and ${sql.ref('_deleted')} = false and ${mine}`.execute(
    ctx.db,
  );
  return scheduleWarning(
    localMoment(args.startDateTime, timeZone),
    localMoment(args.endDateTime, timeZone),
    schedules.rows,
  );
}
