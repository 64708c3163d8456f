/**
 * Rules of the teacher's planning and its reference data (001 sections 4, 5, 9; 002 sections 4, 5, 9): the
 * constants, the validators with the specification's English messages, time formatting, grade order and the
 * biweek colour palette. Pure: the server hooks and the web forms use the same functions.
 */
export type FieldErrors = Record<string, string>;

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const activityTypes = ['Assessment', 'Lesson', 'Culture', 'Sport', 'Leave', 'Off Period'] as const;
export const profileLanguages = ['Afrikaans', 'English', 'Xhosa', 'Zulu', 'Sotho'] as const;
export const interfaceLanguages = ['en', 'af'] as const;
export const provinces = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'Northern Cape',
  'North West',
  'Western Cape',
] as const;
export const grades = ['R', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const supportCategories = ['General', 'Technical', 'Subscription'] as const;

/** Weeks an activity may repeat (001 section 9). */
export const maxRepeatWeeks = 12;
export const minDaysPerWeek = 1;
export const maxDaysPerWeek = 5;

/** The biweek colour palette of 002 section 9, in order, each in its darken-1 shade. */
export const biweekPalette = [
  'red', 'cyan', 'pink', 'deep-purple', 'orange', 'indigo', 'deep-orange', 'blue',
  'brown', 'light-blue', 'teal', 'blue-grey', 'green', 'purple', 'light-green',
].map((name) => `${name} darken-1`);

/** Activity colours (001 section 9): default green, holidays red, a new activity red. */
export const activityColors = { default: 'green darken-1', holiday: 'red darken-1', new: 'red darken-1' } as const;

export const messages = {
  titleRequired: 'Title is required',
  nameRequired: 'Name is required',
  surnameRequired: 'Surname is required',
  languageRequired: 'Language is required',
  languageInvalid: `Language must be one of ${profileLanguages.join(', ')}`,
  provinceRequired: 'Province is required',
  provinceInvalid: 'Province must be one of the nine provinces',
  daysPerWeekRequired: 'Days per week is required',
  daysPerWeekRange: `Days per week must be from ${minDaysPerWeek} to ${maxDaysPerWeek}`,
  interfaceLanguageInvalid: 'Interface language must be en or af',
  schoolNotInProvince: 'School is not in the chosen province',
  dayRequired: 'A day is required',
  dayInvalid: 'Day must be Monday to Friday',
  dayExists: (day: string) => `${day} already exists`,
  timeRequired: 'Time is required',
  endTimeBeforeStart: 'End time cannot be before start time',
  numberInvalid: 'Must be a whole number of 0 or more',
  subjectRequired: 'Subject is required',
  classNameUsed: 'Class Name already used',
  labelRequired: 'Label is required',
  dateRequired: 'Date is required',
  endDateBeforeStart: 'End date cannot be before start date',
  typeInvalid: `Type must be one of ${activityTypes.join(', ')}`,
  colorRequired: 'Color is required',
  repeatLengthRequired: 'Repeat length is required',
  repeatLengthRange: `Repeat length must be from 0 to ${maxRepeatWeeks} weeks`,
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  termEndBeforeStart: 'End Date must be after Start Date',
  biweekOutsideTerm: 'The biweek must fall within the term',
  biweekEndBeforeStart: 'End Date cannot be before Start Date',
  biweeksFull: `A term has at most ${biweekPalette.length} biweeks: every colour is in use`,
  gradeRequired: 'Grade is required',
  gradeInvalid: 'Grade must be R or 1 to 12',
  subjectAdded: (grade: string) => `Subject already added to Grade ${grade}`,
  subjectsCannotBeDeleted: 'Subjects cannot be deleted',
  emailRequired: 'Email is required',
  emailInvalid: 'E-mail must be valid',
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of ${supportCategories.join(', ')}`,
  messageRequired: 'Message is required',
  tooLong: 'This text is too long',
  outsideSchedule: (day: string) => `This activity falls outside your scheduled hours on ${day}`,
} as const;

function blank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isWholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

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
  const hours = Number(stored.slice(0, 2));
  const minutes = stored.slice(3, 5);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: unknown): value is string {
  return typeof value === 'string' && isoDay.test(value) && !Number.isNaN(Date.parse(value));
}

function validDateTime(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value));
}

/** Total time shown as 'N Hour(s) M Minute(s)' (001 section 9). */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'Hour' : 'Hours'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? 'Minute' : 'Minutes'}`);
  return parts.join(' ');
}

// ---- Ordering -------------------------------------------------------------------------------------------------

function gradeRank(grade: string | null | undefined): number {
  if (grade === 'R') return -1;
  const number = Number(grade);
  return grade !== null && grade !== undefined && grade !== '' && Number.isFinite(number) ? number : Number.MAX_SAFE_INTEGER;
}

/** Grades sort R first, then numerically (001 section 9). */
export function compareGrades(a: string | null | undefined, b: string | null | undefined): number {
  return gradeRank(a) - gradeRank(b);
}

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
  if (blank(values.title)) errors.title = messages.titleRequired;
  if (blank(values.name)) errors.name = messages.nameRequired;
  if (blank(values.surname)) errors.surname = messages.surnameRequired;
  if (blank(values.language)) errors.language = messages.languageRequired;
  else if (!oneOf(profileLanguages, values.language)) errors.language = messages.languageInvalid;
  if (blank(values.province)) errors.province = messages.provinceRequired;
  else if (!oneOf(provinces, values.province)) errors.province = messages.provinceInvalid;
  if (values.daysPerWeek === null || values.daysPerWeek === undefined) errors.daysPerWeek = messages.daysPerWeekRequired;
  else if (!isWholeNumber(values.daysPerWeek, minDaysPerWeek, maxDaysPerWeek)) errors.daysPerWeek = messages.daysPerWeekRange;
  if (!blank(values.translateI18n) && !oneOf(interfaceLanguages, values.translateI18n)) {
    errors.translateI18n = messages.interfaceLanguageInvalid;
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
  if (blank(values.day)) errors.day = messages.dayRequired;
  else if (!oneOf(weekdays, values.day)) errors.day = messages.dayInvalid;
  else if (takenDays.includes(values.day)) errors.day = messages.dayExists(values.day);
  const start = storedTime(values.startTime);
  const end = storedTime(values.endTime);
  if (!start) errors.startTime = messages.timeRequired;
  if (!end) errors.endTime = messages.timeRequired;
  else if (start && end < start) errors.endTime = messages.endTimeBeforeStart;
  for (const field of ['periods', 'periodDuration'] as const) {
    const value = values[field];
    if (value !== null && value !== undefined && !isWholeNumber(value, 0)) errors[field] = messages.numberInvalid;
  }
  if (values.breakDurations?.some((minutes) => !isWholeNumber(minutes, 0))) errors.breakDurations = messages.numberInvalid;
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
  if (!name) errors.name = messages.nameRequired;
  if (blank(values.subjectID)) errors.subjectID = messages.subjectRequired;
  const used = otherClasses.some(
    (other) => other.subjectID === values.subjectID && text(other.name).toLowerCase() === name.toLowerCase(),
  );
  if (name && !errors.subjectID && used) errors.name = messages.classNameUsed;
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
  if (blank(values.label)) errors.label = messages.labelRequired;
  if (!validDateTime(values.startDateTime)) errors.startDateTime = messages.dateRequired;
  if (!validDateTime(values.endDateTime)) errors.endDateTime = messages.dateRequired;
  else if (validDateTime(values.startDateTime) && Date.parse(values.endDateTime) < Date.parse(values.startDateTime)) {
    errors.endDateTime = messages.endDateBeforeStart;
  }
  if (!blank(values.type) && !oneOf(activityTypes, values.type)) errors.type = messages.typeInvalid;
  if (blank(values.color)) errors.color = messages.colorRequired;
  return errors;
}

/** Weeks of a repeating activity: 0 to 12 (001 section 5). */
export function repeatWeeksError(weeks: number | null | undefined): string | null {
  if (weeks === null || weeks === undefined) return messages.repeatLengthRequired;
  return isWholeNumber(weeks, 0, maxRepeatWeeks) ? null : messages.repeatLengthRange;
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
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: parts.weekday, time: `${parts.hour}:${parts.minute}` };
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
    message: messages.outsideSchedule(start.weekday),
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

// ---- Reference data (002) -------------------------------------------------------------------------------------

export interface BiweekValues {
  label?: string | null;
  start?: string | null;
  end?: string | null;
  color?: string | null;
}

export interface TermValues {
  label?: string | null;
  start?: string | null;
  end?: string | null;
  provinces?: readonly string[] | null;
  biweeks?: readonly BiweekValues[] | null;
}

function provinceListError(list: readonly string[] | null | undefined): string | null {
  return list?.some((province) => !oneOf(provinces, province)) ? messages.provinceInvalid : null;
}

/** A biweek of a term (002 section 5); the colour is assigned by `withBiweekColors` when missing. */
export function biweekErrors(biweek: BiweekValues, term: { start?: string | null; end?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(biweek.label)) errors.label = messages.labelRequired;
  if (!validDate(biweek.start)) errors.start = messages.startDateRequired;
  if (!validDate(biweek.end)) errors.end = messages.endDateRequired;
  if (errors.start || errors.end) return errors;
  const [start, end] = [biweek.start as string, biweek.end as string];
  if (end < start) errors.end = messages.biweekEndBeforeStart;
  else if ((validDate(term.start) && start < term.start) || (validDate(term.end) && end > term.end)) {
    errors.start = messages.biweekOutsideTerm;
  }
  return errors;
}

/** A term with its biweeks; biweek errors are keyed `biweeks.{index}.{field}`. */
export function termErrors(values: TermValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.label)) errors.label = messages.labelRequired;
  if (!validDate(values.start)) errors.start = messages.startDateRequired;
  if (!validDate(values.end)) errors.end = messages.endDateRequired;
  else if (validDate(values.start) && values.end <= values.start) errors.end = messages.termEndBeforeStart;
  const provinceError = provinceListError(values.provinces);
  if (provinceError) errors.provinces = provinceError;
  if ((values.biweeks?.length ?? 0) > biweekPalette.length) errors.biweeks = messages.biweeksFull;
  values.biweeks?.forEach((biweek, index) => {
    for (const [field, message] of Object.entries(biweekErrors(biweek, values))) errors[`biweeks.${index}.${field}`] = message;
  });
  return errors;
}

/** The first palette colour the term does not use yet, or null when all 15 are used (002 section 4). */
export function firstUnusedColor(usedColors: readonly (string | null | undefined)[]): string | null {
  return biweekPalette.find((color) => !usedColors.includes(color)) ?? null;
}

/** Biweeks with a colour each: a biweek without one gets the first colour not used by the term. */
export function withBiweekColors<T extends BiweekValues>(biweeks: readonly T[]): (T & { color: string })[] | null {
  const used = biweeks.map((biweek) => (blank(biweek.color) ? null : biweek.color));
  const result: (T & { color: string })[] = [];
  for (const biweek of biweeks) {
    let color = blank(biweek.color) ? null : (biweek.color as string);
    if (!color) {
      color = firstUnusedColor(used);
      if (!color) return null;
      used.push(color);
    }
    result.push({ ...biweek, color });
  }
  return result;
}

export function schoolErrors(values: { name?: string | null; provinces?: readonly string[] | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.name)) errors.name = messages.nameRequired;
  const provinceError = provinceListError(values.provinces);
  if (provinceError) errors.provinces = provinceError;
  return errors;
}

/** A subject (002 section 5); `taken` are the other subjects' grade and name. Names compare trimmed, ignoring case. */
export function subjectErrors(
  values: { grade?: string | null; subject?: string | null },
  taken: readonly { grade?: string | null; subject?: string | null }[],
): FieldErrors {
  const errors: FieldErrors = {};
  const grade = text(values.grade);
  const subject = text(values.subject);
  if (!grade) errors.grade = messages.gradeRequired;
  else if (!oneOf(grades, grade)) errors.grade = messages.gradeInvalid;
  if (!subject) errors.subject = messages.subjectRequired;
  const duplicate = taken.some((other) => text(other.grade) === grade && text(other.subject).toLowerCase() === subject.toLowerCase());
  if (!errors.grade && !errors.subject && duplicate) errors.subject = messages.subjectAdded(grade);
  return errors;
}

export function holidayErrors(values: { label?: string | null; date?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.label)) errors.label = messages.labelRequired;
  if (!validDate(values.date)) errors.date = messages.dateRequired;
  return errors;
}

// ---- Support and contact forms --------------------------------------------------------------------------------

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxShortText = 200;
const maxMessage = 10_000;

export interface ContactValues {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
}

/** The landing page's contact form: name, e-mail, subject and message, all required. */
export function contactErrors(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.name)) errors.name = messages.nameRequired;
  else if (text(values.name).length > maxShortText) errors.name = messages.tooLong;
  if (blank(values.email)) errors.email = messages.emailRequired;
  else if (!emailPattern.test(text(values.email)) || text(values.email).length > maxShortText) errors.email = messages.emailInvalid;
  if (blank(values.subject)) errors.subject = messages.subjectRequired;
  else if (text(values.subject).length > maxShortText) errors.subject = messages.tooLong;
  if (blank(values.message)) errors.message = messages.messageRequired;
  else if (text(values.message).length > maxMessage) errors.message = messages.tooLong;
  return errors;
}

/** The support form (001 section 5): the contact fields plus a category of three. */
export function supportErrors(values: ContactValues & { category?: string | null }): FieldErrors {
  const errors = contactErrors(values);
  if (blank(values.category)) errors.category = messages.categoryRequired;
  else if (!oneOf(supportCategories, values.category)) errors.category = messages.categoryInvalid;
  return errors;
}
