/**
 * Validation of the teacher's own planning records (001 sections 4, 5): profile, schedule days, classes and
 * calendar activities, with the specification's messages.
 */
import type { RequestContext } from '../context.ts';
import {
  activityErrors,
  classErrors,
  planningMessages,
  profileErrors,
  scheduleErrors,
  storedTime,
  type ActivityValues,
  type ClassValues,
  type ProfileValues,
  type ScheduleValues,
} from '../domain/planning-rules.ts';
import { apiError, assertNoFieldErrors } from '../errors.ts';
import { trimmed } from '../domain/validators.ts';
import { registerHooks } from '../models/hooks.ts';
import type { ModelObject, ModelValues } from '../models/declaration.ts';

/** Records that name the teacher profile they belong to. */
type ProfileRecordTable = 'teacher_schedule' | 'teacher_class_subject' | 'teacher_activity';

/**
 * The profile a schedule, class or activity belongs to must be the caller's own. Checked before validation,
 * so that nothing about another teacher's records (their days, their class names) shows in a message.
 */
function ownProfileId(
  ctx: RequestContext,
  values: ModelValues<ProfileRecordTable>,
  existing: ModelObject<ProfileRecordTable> | null,
): string {
  const profileId = 'teacherprofileID' in values ? values.teacherprofileID : existing?.teacherprofileID;
  if (!ctx.viewer.teacherProfileId || profileId !== ctx.viewer.teacherProfileId) {
    throw apiError('FORBIDDEN', 'You may only write your own records.');
  }
  return profileId;
}

async function profileValues(
  ctx: RequestContext,
  values: ModelValues<'teacher_profile'>,
  existing: ModelObject<'teacher_profile'> | null,
): Promise<ModelValues<'teacher_profile'>> {
  const next = trimmed(values, ['title', 'name', 'surname']);
  const merged = { ...existing, ...next };
  // An empty profile is created on first sign-in and saved field by field (language toggle, session token):
  // only the fields being written must be valid.
  const allErrors = profileErrors(merged as ProfileValues);
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([field]) => field in values));
  const schoolId = next.teacherProfileSchoolId;
  if (typeof schoolId === 'string') {
    const province = typeof merged.province === 'string' ? merged.province : '';
    const school = await ctx.db
      .selectFrom('school')
      .select(['isGeneric', 'provinces'])
      .where('id', '=', schoolId)
      .where('_deleted', '=', false)
      .executeTakeFirst();
    const serves =
      school && (school.isGeneric === true || (Array.isArray(school.provinces) && school.provinces.includes(province)));
    if (!serves) errors.teacherProfileSchoolId = planningMessages.schoolNotInProvince;
  }
  assertNoFieldErrors(errors);
  return { ...next, status: 'Active', ...(existing ? {} : { type: 'TeacherProfile' }) };
}

async function scheduleValues(
  ctx: RequestContext,
  values: ModelValues<'teacher_schedule'>,
  existing: ModelObject<'teacher_schedule'> | null,
): Promise<ModelValues<'teacher_schedule'>> {
  const profileId = ownProfileId(ctx, values, existing);
  const next = { ...values };
  for (const field of ['startTime', 'endTime'] as const) {
    if (typeof next[field] === 'string') next[field] = storedTime(next[field]) ?? next[field];
  }
  let others = ctx.db
    .selectFrom('teacher_schedule')
    .select('day')
    .where('teacherprofileID', '=', profileId)
    .where('_deleted', '=', false);
  if (existing) others = others.where('id', '!=', existing.id);
  const takenDays = (await others.execute()).map((row) => row.day);
  assertNoFieldErrors(scheduleErrors({ ...existing, ...next } as ScheduleValues, takenDays));
  return next;
}

async function classValues(
  ctx: RequestContext,
  values: ModelValues<'teacher_class_subject'>,
  existing: ModelObject<'teacher_class_subject'> | null,
): Promise<ModelValues<'teacher_class_subject'>> {
  const profileId = ownProfileId(ctx, values, existing);
  const next = trimmed(values, ['name']);
  let others = ctx.db
    .selectFrom('teacher_class_subject')
    .select(['name', 'subjectID'])
    .where('teacherprofileID', '=', profileId)
    .where('_deleted', '=', false);
  if (existing) others = others.where('id', '!=', existing.id);
  assertNoFieldErrors(classErrors({ ...existing, ...next } as ClassValues, await others.execute()));
  return next;
}

/** Trims the label and checks an activity as it will be stored. */
export function checkedActivity(
  values: ModelValues<'teacher_activity'>,
  existing: ModelObject<'teacher_activity'> | null,
): ModelValues<'teacher_activity'> {
  const next = trimmed(values, ['label']);
  assertNoFieldErrors(activityErrors({ ...existing, ...next } as ActivityValues));
  return next;
}

function activityValues(
  ctx: RequestContext,
  values: ModelValues<'teacher_activity'>,
  existing: ModelObject<'teacher_activity'> | null,
): ModelValues<'teacher_activity'> {
  ownProfileId(ctx, values, existing);
  return checkedActivity(values, existing);
}

/** Hook functions live at module level: registering the same function twice is ignored (server/models/hooks.ts). */
export function registerPlanningHooks(): void {
  registerHooks('TeacherProfile', { beforeWrite: profileValues });
  registerHooks('TeacherSchedule', { beforeWrite: scheduleValues });
  registerHooks('TeacherClassSubject', { beforeWrite: classValues });
  registerHooks('TeacherActivity', { beforeWrite: activityValues });
}
