import type { TFunction } from 'i18next';

/** The translators of the namespaces the record screens take their labels from. */
export interface Translators {
  app: TFunction;
  planning: TFunction<'planning'>;
  templates: TFunction<'templates'>;
}

/** The records whose name is shown instead of their id (read from the Apollo cache). */
export type NamedRecord = 'TeacherSubjectTemplate' | 'TeacherAssessmentTemplate' | 'Subject' | 'School';

/** How a field's value is shown and compared. */
export type ValueKind =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'numberList' }
  | { kind: 'textList' }
  /** An ISO date-time, shown in the browser's time zone. */
  | { kind: 'dateTime' }
  /** A time of day as stored ('07:30:00.000'). */
  | { kind: 'time' }
  | { kind: 'color' }
  /** One of a fixed set of values, shown in the screen's words for it. */
  | { kind: 'choice'; word(value: string, t: Translators): string }
  | { kind: 'reference'; record: NamedRecord }
  | { kind: 'headings' }
  | { kind: 'lessonSteps' }
  | { kind: 'questions' };

export interface FieldPresentation {
  label(t: Translators): string;
  value: ValueKind;
}

type Presentations = Record<string, FieldPresentation>;

const text = { kind: 'text' } as const;
const number = { kind: 'number' } as const;

const activityType: ValueKind = {
  kind: 'choice',
  word: (value, t) => t.planning(`activityTypes.${value as 'Lesson'}`, { defaultValue: value }),
};
const weekday: ValueKind = {
  kind: 'choice',
  word: (value, t) => t.planning(`weekdays.${value as 'Monday'}`, { defaultValue: value }),
};
const complexity: ValueKind = {
  kind: 'choice',
  word: (value, t) => t.templates(`complexity.${value as 'Simple'}`, { defaultValue: value }),
};
const font: ValueKind = {
  kind: 'choice',
  word: (value, t) => t.templates(`fonts.${value as 'Default'}`, { defaultValue: value }),
};

// Shared by lessons and assessments: labelled as the template editor labels them.
const templateFields: Presentations = {
  subjectID: { label: (t) => t.templates('fields.subject'), value: { kind: 'reference', record: 'Subject' } },
  schoolID: { label: (t) => t.templates('fields.school'), value: { kind: 'reference', record: 'School' } },
  complexity: { label: (t) => t.templates('fields.complexity'), value: complexity },
  fontFamily: { label: (t) => t.templates('fields.fontFamily'), value: font },
  headings: { label: (t) => t.templates('headings.title'), value: { kind: 'headings' } },
};

/**
 * The fields of each record a teacher changes offline, in the order and with the labels of the screen that edits
 * it (the activity dialog, the lesson and assessment editors, the profile's class and schedule dialogs).
 */
export const recordPresentations: Record<string, Presentations> = {
  TeacherActivity: {
    label: { label: (t) => t.planning('activity.label'), value: text },
    type: { label: (t) => t.planning('activity.type'), value: activityType },
    teachersubjecttemplateID: {
      label: (t) => t.planning('activity.lesson'),
      value: { kind: 'reference', record: 'TeacherSubjectTemplate' },
    },
    teacherassessmenttemplateID: {
      label: (t) => t.planning('activity.assessment'),
      value: { kind: 'reference', record: 'TeacherAssessmentTemplate' },
    },
    color: { label: (t) => t.planning('activity.color'), value: { kind: 'color' } },
    startDateTime: { label: (t) => t.planning('activity.start'), value: { kind: 'dateTime' } },
    endDateTime: { label: (t) => t.planning('activity.end'), value: { kind: 'dateTime' } },
  },
  TeacherSubjectTemplate: {
    name: { label: (t) => t.templates('fields.name'), value: text },
    subjectID: templateFields.subjectID,
    schoolID: templateFields.schoolID,
    complexity: templateFields.complexity,
    fontFamily: templateFields.fontFamily,
    minutes: { label: (t) => t.templates('fields.minutes'), value: number },
    totalPoints: { label: (t) => t.templates('fields.marks'), value: number },
    headings: templateFields.headings,
    template: { label: (t) => t.templates('planner.title'), value: { kind: 'lessonSteps' } },
  },
  TeacherAssessmentTemplate: {
    title: { label: (t) => t.templates('fields.title'), value: text },
    subjectID: templateFields.subjectID,
    complexity: templateFields.complexity,
    totalMinutes: { label: (t) => t.templates('fields.timeMinutes'), value: number },
    totalMarks: { label: (t) => t.templates('assessments.totalMarks'), value: number },
    taxonomy: { label: (t) => t.templates('fields.taxonomy'), value: text },
    fontFamily: templateFields.fontFamily,
    instructions: { label: (t) => t.templates('fields.instructions'), value: { kind: 'textList' } },
    headings: templateFields.headings,
    questions: { label: (t) => t.templates('tabs.questions'), value: { kind: 'questions' } },
  },
  TeacherClassSubject: {
    subjectID: { label: (t) => t.planning('classes.subject'), value: { kind: 'reference', record: 'Subject' } },
    name: { label: (t) => t.planning('classes.name'), value: text },
  },
  TeacherSchedule: {
    day: { label: (t) => t.planning('schedule.day'), value: weekday },
    startTime: { label: (t) => t.planning('schedule.startTime'), value: { kind: 'time' } },
    endTime: { label: (t) => t.planning('schedule.endTime'), value: { kind: 'time' } },
    periods: { label: (t) => t.planning('schedule.periods'), value: number },
    periodDuration: { label: (t) => t.planning('schedule.periodDuration'), value: number },
    breakDurations: { label: (t) => t.planning('schedule.breaks'), value: { kind: 'numberList' } },
  },
  TeacherProfile: {
    title: { label: (t) => t.app('fields.title'), value: text },
    name: { label: (t) => t.app('fields.name'), value: text },
    surname: { label: (t) => t.app('fields.surname'), value: text },
    language: { label: (t) => t.app('fields.language'), value: text },
    province: { label: (t) => t.app('fields.province'), value: text },
    daysPerWeek: { label: (t) => t.app('fields.daysPerWeek'), value: number },
    teacherProfileSchoolId: {
      label: (t) => t.app('fields.teacherProfileSchoolId'),
      value: { kind: 'reference', record: 'School' },
    },
    translateI18n: { label: (t) => t.app('fields.translateI18n'), value: text },
  },
};

/**
 * The bookkeeping of a record of a type declared nowhere above: never the teacher's to choose, never shown. (A
 * declared type shows its declared fields only.)
 */
export const bookkeepingFields: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  '_version',
  '_deleted',
  '_lastChangedAt',
  'owner',
  'createdAt',
  'updatedAt',
  'teacherprofileID',
]);
