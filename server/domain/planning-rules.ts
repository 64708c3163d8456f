/**
 * Rules of the teacher's planning (001 sections 4, 5, 9): the constants, the validators with the specification's
 * English messages, time formatting, weekday and class order. Pure: the server hooks and the web forms use the
 * same functions. Reference data (provinces, grades, terms) is in reference-rules.ts, the support form in
 * contact-rules.ts.
 */
import { blank, isWholeNumber, oneOf, text, type FieldErrors } from './form-values.ts';
import { commonMessages } from './messages.ts';
import { compareGrades, provinces, referenceMessages } from './reference-rules.ts';
import { showTimeOfDay } from './time-of-day.ts';

export type { FieldErrors } from './form-values.ts';

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const activityTypes = ['Assessment', 'Lesson', 'Culture', 'Sport', 'Leave', 'Off Period'] as const;
export const profileLanguages = ['Afrikaans', 'English', 'Xhosa', 'Zulu', 'Sotho'] as const;
export const interfaceLanguages = ['en', 'af'] as const;

/** Weeks an activity may repeat (001 section 9). */
export const maxRepeatWeeks = 12;
export const minDaysPerWeek = 1;
export const maxDaysPerWeek = 5;

/** Activity colours (001 section 9): default green, holidays red, a new activity red. */
export const activityColors = { default: 'green darken-1', holiday: 'red darken-1', new: 'red darken-1' } as const;

export const planningMessages = {
  titleRequired: commonMessages.titleRequired,
  nameRequired: commonMessages.nameRequired,
  surnameRequired: 'Surname is required',
  languageRequired: 'Language is required',
  languageInvalid: `Language must be one of ${profileLanguages.join(', ')}`,
  provinceRequired: commonMessages.provinceRequired,
  provinceInvalid: referenceMessages.provinceInvalid,
  daysPerWeekRequired: 'Days per week is required',
  daysPerWeekRange: `Days per week must be from ${minDaysPerWeek} to ${maxDaysPerWeek}`,
  interfaceLanguageInvalid: 'Interface language must be en or af',
  schoolNotInProvince: 'School is not in the chosen province',
  dayRequired: 'A day is required',
  dayInvalid: 'Day must be Monday to Friday',
  dayExists: (day: string) => `${day} already exists`,
  timeRequired: commonMessages.timeRequired,
  endTimeBeforeStart: 'End time cannot be before start time',
  numberInvalid: 'Must be a whole number of 0 or more',
  subjectRequired: commonMessages.subjectRequired,
  classNameUsed: 'Class Name already used',
  labelRequired: commonMessages.labelRequired,
  dateRequired: commonMessages.dateRequired,
  endDateBeforeStart: 'End date cannot be before start date',
  typeInvalid: `Type must be one of ${activityTypes.join(', ')}`,
  colorRequired: commonMessages.colorRequired,
  repeatLengthRequired: 'Repeat length is required',
  repeatLengthRange: `Repeat length must be from 0 to ${maxRepeatWeeks} weeks`,
  outsideSchedule: (day: string) => `This activity falls outside your scheduled hours on ${day}`,
} as const;

// ---- Times and dates ------------------------------------------------------------------------------------------

const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d{1,3})?)?$/;

/** A schedule time as stored: 24-hour HH:MM:00.000 (001 section 2); null when it is not a time. */
export function storedTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = timeOfDay.exec(value.trim());
  return match ? `${match[1]}:${match[2]}:00.000` : null;
}

/** A stored time shown AM/PM; midnight (00:00:00.000) and no time are shown blank. */
export function formatTime(value: string | null | undefined): string {
  const stored = storedTime(value);
  if (!stored || stored === '00:00:00.000') return '';
  return showTimeOfDay(stored.slice(0, 5), '12-hour');
}

function validDateTime(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value));
}

// ---- Ordering -------------------------------------------------------------------------------------------------

/** Schedule rows sort by weekday order. */
export function compareWeekdays(a: string | null | undefined, b: string | null | undefined): number {
  const rank = (day: string | null | undefined) => {
    const index = (weekdays as readonly (string | null | undefined)[]).indexOf(day);
    return index === -1 ? weekdays.length : index;
  };
  return rank(a) - rank(b);
}

/** Classes sort by grade (R first), subject, then class name. */
export function compareClasses(
  a: { grade?: string | null; subject?: string | null; name?: string | null },
  b: { grade?: string | null; subject?: string | null; name?: string | null },
): number {
  return (
    compareGrades(a.grade, b.grade) ||
    (a.subject ?? '').localeCompare(b.subject ?? '') ||
    (a.name ?? '').localeCompare(b.name ?? '', undefined, { numeric: true })
  );
}

// ---- Teacher profile, schedule, classes -----------------------------------------------------------------------

export interface ProfileValues {
  title?: string | null;
  name?: string | null;
  surname?: string | null;
  language?: string | null;
  province?: string | null;
  daysPerWeek?: number | null;
  translateI18n?: string | null;
}

/** The profile form (001 section 5): every field of a complete profile. */
export function profileErrors(values: ProfileValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.title)) errors.title = planningMessages.titleRequired;
  if (blank(values.name)) errors.name = planningMessages.nameRequired;
  if (blank(values.surname)) errors.surname = planningMessages.surnameRequired;
  if (blank(values.language)) errors.language = planningMessages.languageRequired;
  else if (!oneOf(profileLanguages, values.language)) errors.language = planningMessages.languageInvalid;
  if (blank(values.province)) errors.province = planningMessages.provinceRequired;
  else if (!oneOf(provinces, values.province)) errors.province = planningMessages.provinceInvalid;
  if (values.daysPerWeek === null || values.daysPerWeek === undefined)
    errors.daysPerWeek = planningMessages.daysPerWeekRequired;
  else if (!isWholeNumber(values.daysPerWeek, minDaysPerWeek, maxDaysPerWeek))
    errors.daysPerWeek = planningMessages.daysPerWeekRange;
  if (!blank(values.translateI18n) && !oneOf(interfaceLanguages, values.translateI18n)) {
    errors.translateI18n = planningMessages.interfaceLanguageInvalid;
  }
  return errors;
}

export interface ScheduleValues {
  day?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  periods?: number | null;
  periodDuration?: number | null;
  breakDurations?: readonly number[] | null;
}

/** A schedule day (001 section 5); `takenDays` are the teacher's other schedule rows' days. */
export function scheduleErrors(values: ScheduleValues, takenDays: readonly (string | null | undefined)[]): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.day)) errors.day = planningMessages.dayRequired;
  else if (!oneOf(weekdays, values.day)) errors.day = planningMessages.dayInvalid;
  else if (takenDays.includes(values.day)) errors.day = planningMessages.dayExists(values.day);
  const start = storedTime(values.startTime);
  const end = storedTime(values.endTime);
  if (!start) errors.startTime = planningMessages.timeRequired;
  if (!end) errors.endTime = planningMessages.timeRequired;
  else if (start && end < start) errors.endTime = planningMessages.endTimeBeforeStart;
  for (const field of ['periods', 'periodDuration'] as const) {
    const value = values[field];
    if (value !== null && value !== undefined && !isWholeNumber(value, 0))
      errors[field] = planningMessages.numberInvalid;
  }
  if (values.breakDurations?.some((minutes) => !isWholeNumber(minutes, 0)))
    errors.breakDurations = planningMessages.numberInvalid;
  return errors;
}

export interface ClassValues {
  name?: string | null;
  subjectID?: string | null;
}

/** A class (001 section 5); `otherClasses` are the teacher's other classes. Names compare trimmed, ignoring case. */
export function classErrors(values: ClassValues, otherClasses: readonly ClassValues[]): FieldErrors {
  const errors: FieldErrors = {};
  const name = text(values.name);
  if (!name) errors.name = planningMessages.nameRequired;
  if (blank(values.subjectID)) errors.subjectID = planningMessages.subjectRequired;
  const used = otherClasses.some(
    (other) => other.subjectID === values.subjectID && text(other.name).toLowerCase() === name.toLowerCase(),
  );
  if (name && !errors.subjectID && used) errors.name = planningMessages.classNameUsed;
  return errors;
}

// ---- Calendar activities --------------------------------------------------------------------------------------

export interface ActivityValues {
  label?: string | null;
  type?: string | null;
  startDateTime?: string | null;
  endDateTime?: string | null;
  color?: string | null;
}

/** A calendar activity (001 section 5; 000 section 3: label, dates and colour required, type optional). */
export function activityErrors(values: ActivityValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.label)) errors.label = planningMessages.labelRequired;
  if (!validDateTime(values.startDateTime)) errors.startDateTime = planningMessages.dateRequired;
  if (!validDateTime(values.endDateTime)) errors.endDateTime = planningMessages.dateRequired;
  else if (validDateTime(values.startDateTime) && Date.parse(values.endDateTime) < Date.parse(values.startDateTime)) {
    errors.endDateTime = planningMessages.endDateBeforeStart;
  }
  if (!blank(values.type) && !oneOf(activityTypes, values.type)) errors.type = planningMessages.typeInvalid;
  if (blank(values.color)) errors.color = planningMessages.colorRequired;
  return errors;
}

/** Weeks of a repeating activity: 0 to 12 (001 section 5). */
export function repeatWeeksError(weeks: number | null | undefined): string | null {
  if (weeks === null || weeks === undefined) return planningMessages.repeatLengthRequired;
  return isWholeNumber(weeks, 0, maxRepeatWeeks) ? null : planningMessages.repeatLengthRange;
}

/**
 * The start of each weekly copy. `weeks` counts the weeks the activity occurs in, the first included; 0 and 1
 * both mean the one activity.
 */
export function weeklyStarts(startDateTime: string, weeks: number): string[] {
  const start = Date.parse(startDateTime);
  const week = 7 * 24 * 60 * 60 * 1000;
  return Array.from({ length: Math.max(1, weeks) }, (_, index) => new Date(start + index * week).toISOString());
}

export interface LocalMoment {
  /** YYYY-MM-DD in the time zone. */
  date: string;
  weekday: string;
  /** HH:MM, 24-hour. */
  time: string;
}

/** Date, weekday and time of an instant in a time zone (schedules are kept in the teacher's local time). */
export function localMoment(dateTime: string, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(dateTime))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export interface ScheduleWarning {
  message: string;
  day: string;
  /** That day's scheduled hours, or null when nothing is scheduled on that day. */
  startTime: string | null;
  endTime: string | null;
}

/**
 * The non-blocking warning of 001 section 5: the activity falls outside that weekday's scheduled start and end
 * time. A teacher with no schedule at all gets no warning; a day without a schedule row (a weekend) is outside.
 */
export function scheduleWarning(
  start: LocalMoment,
  end: LocalMoment,
  schedules: readonly { day?: string | null; startTime?: string | null; endTime?: string | null }[],
): ScheduleWarning | null {
  if (schedules.length === 0) return null;
  const row = schedules.find((schedule) => schedule.day === start.weekday);
  const warning = (startTime: string | null, endTime: string | null): ScheduleWarning => ({
    message: planningMessages.outsideSchedule(start.weekday),
    day: start.weekday,
    startTime,
    endTime,
  });
  if (!row) return warning(null, null);
  const from = storedTime(row.startTime);
  const until = storedTime(row.endTime);
  if (!from || !until) return null;
  const outside = end.date !== start.date || `${start.time}:00.000` < from || `${end.time}:00.000` > until;
  return outside ? warning(from, until) : null;
}
