/**
 * Rules of lesson templates, assessment templates and taxonomies (001 sections 4-5, 9; 002 sections 4-5, 9), with
 * the specification's English messages. Pure: the server's hooks and the web app's editors use the same ones.
 */
import { assessmentChoiceTypes, assessmentFieldTypes, choiceValuesMessage, isFieldType } from './field-types.ts';
import { text, type FieldErrors } from './form-values.ts';
import { fieldLimits, limitMessages } from './limits.ts';
import { commonMessages } from './messages.ts';
import { validateRichText } from './richtext.ts';

export const templateMessages = {
  required: commonMessages.fieldRequired,
  name: commonMessages.nameRequired,
  type: commonMessages.typeRequired,
  label: commonMessages.labelRequired,
  title: commonMessages.titleRequired,
  subject: commonMessages.subjectRequired,
  school: 'School is required',
  complexity: 'Complexity is required',
  placeholder: 'Placeholder is required',
  hint: 'Hint is required',
  marks: 'Marks are required',
  time: commonMessages.timeRequired,
  number: 'A Number is required',
  instructions: 'Instructions are required',
  percentage: 'Percentage is required',
  selectValues: commonMessages.selectValuesRequired,
  radioValues: commonMessages.radioValuesRequired,
  checkboxValues: commonMessages.checkboxValuesRequired,
} as const;

export const complexities = ['Simple', 'Detailed'] as const;
export const fontFamilies = ['Default', 'Arial'] as const;
export const defaultFontFamily = 'Default';

export const defaultLessonHeadings = ['Grade', 'Date', 'Term', 'Total', 'Time'] as const;
export const defaultAssessmentHeadings = [
  'Grade',
  'Date',
  'Term',
  'Total',
  'Time',
  'Minute',
  'Minutes',
  'Hour',
  'Hours',
  'Information and Instructions',
  'Section',
  'Sections',
  'Question',
  'Questions',
  'Marks',
  'Award',
] as const;
/** Headings of older templates that are removed when a template is edited, duplicated or copied. */
export const legacyLessonHeadings = ['Difficulty', 'Minutes', 'Type'] as const;
export const legacyAssessmentHeadings = ['Points'] as const;

export const copySuffix = ' - COPY';

// Shapes as the API carries them (every property may be missing or null).
type Maybe<T> = T | null | undefined;
export interface Heading {
  label?: Maybe<string>;
  value?: Maybe<string>;
}
export interface CognitiveLevel {
  label?: Maybe<string>;
  percentage?: Maybe<number>;
}
export interface QuestionField {
  number?: Maybe<string>;
  question?: Maybe<string>;
  richText?: unknown;
  answer?: unknown;
  marks?: Maybe<number>;
  cognitiveLevel?: Maybe<CognitiveLevel>;
  type?: Maybe<string>;
  items?: Maybe<string[]>;
}
export interface AssessmentQuestion {
  number?: Maybe<string>;
  title?: Maybe<string>;
  minutes?: Maybe<number>;
  marks?: Maybe<number>;
  sectionNumber?: Maybe<string>;
  sectionTitle?: Maybe<string>;
  richText?: unknown;
  fields?: Maybe<QuestionField[]>;
}
export interface LessonField {
  type?: Maybe<string>;
  label?: Maybe<string>;
  value?: unknown;
  hint?: Maybe<string>;
  placeholder?: Maybe<string>;
  items?: Maybe<string[]>;
  points?: Maybe<number>;
  difficulty?: Maybe<string>;
}
export interface LessonStep {
  name?: Maybe<string>;
  fields?: Maybe<LessonField[]>;
}

export type TemplateKind = 'lesson' | 'assessment';
type Values = Record<string, unknown>;
export type { FieldErrors } from './form-values.ts';

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const round2 = (value: number): number => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------------------------
// Headings

const sameLabel = (a: Maybe<string>, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** Removes the legacy headings and appends the missing default ones (with no value), keeping order and values. */
export function topUpHeadings(headings: Maybe<readonly Heading[]>, kind: TemplateKind): Heading[] {
  const defaults = kind === 'lesson' ? defaultLessonHeadings : defaultAssessmentHeadings;
  const legacy: readonly string[] = kind === 'lesson' ? legacyLessonHeadings : legacyAssessmentHeadings;
  const kept = (headings ?? [])
    .filter((heading) => !legacy.some((label) => sameLabel(heading.label, label)))
    .map((heading) => ({ ...heading }));
  for (const label of defaults) {
    if (!kept.some((heading) => sameLabel(heading.label, label))) kept.push({ label });
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------------------------
// Marks, cognitive levels, time

/** Total marks of an assessment: the sum of its questions' marks. */
export function totalMarksOf(questions: Maybe<readonly AssessmentQuestion[]>): number {
  return round2(
    (questions ?? []).reduce((sum, question) => sum + (typeof question.marks === 'number' ? question.marks : 0), 0),
  );
}

export interface CognitiveLevelRow {
  label: string;
  /** The taxonomy's share of the paper for this level, in percent (null for a level the taxonomy does not name). */
  target: number | null;
  /** Marks of the fields at this level. */
  marks: number;
  /** Those marks as a percentage of the total marks. */
  percentage: number;
  exceeds: boolean;
}

export interface CognitiveLevelGrid {
  rows: CognitiveLevelRow[];
  totalMarks: number;
  /** Marks of fields with no cognitive level. */
  unassignedMarks: number;
}

/**
 * Per level: marks and percentage of the paper against the target. The levels are the taxonomy's when given, else
 * the levels (and percentages) stored on the fields; levels found on fields but not in the taxonomy follow.
 */
export function cognitiveLevelGrid(
  questions: Maybe<readonly AssessmentQuestion[]>,
  taxonomyLevels?: Maybe<readonly CognitiveLevel[]>,
): CognitiveLevelGrid {
  const totalMarks = totalMarksOf(questions);
  const rows = new Map<string, { target: number | null; marks: number }>();
  for (const level of taxonomyLevels ?? []) {
    const label = typeof level.label === 'string' ? level.label.trim() : '';
    if (label) rows.set(label, { target: typeof level.percentage === 'number' ? level.percentage : null, marks: 0 });
  }
  let unassignedMarks = 0;
  for (const question of questions ?? []) {
    for (const field of question.fields ?? []) {
      const marks = typeof field.marks === 'number' ? field.marks : 0;
      const label = field.cognitiveLevel?.label?.trim();
      if (!label) {
        unassignedMarks += marks;
        continue;
      }
      let row = rows.get(label);
      if (!row) {
        const stored = field.cognitiveLevel?.percentage;
        row = { target: taxonomyLevels ? null : typeof stored === 'number' ? stored : null, marks: 0 };
        rows.set(label, row);
      }
      row.marks += marks;
    }
  }
  return {
    totalMarks,
    unassignedMarks: round2(unassignedMarks),
    rows: [...rows].map(([label, { target, marks }]) => ({
      label,
      target,
      marks: round2(marks),
      percentage: totalMarks > 0 ? round2((marks / totalMarks) * 100) : 0,
      exceeds: target !== null && marks > (target / 100) * totalMarks + 1e-9,
    })),
  };
}

/**
 * The non-blocking warning of 001 section 5: "Cognitive level 'X' exceed the allowed percentage of Total Marks.",
 * or for several levels "Cognitive levels 'X', 'Y' exceed …". Null when no level exceeds its share.
 */
export function cognitiveLevelWarning(
  questions: Maybe<readonly AssessmentQuestion[]>,
  taxonomyLevels?: Maybe<readonly CognitiveLevel[]>,
): string | null {
  const exceeding = cognitiveLevelGrid(questions, taxonomyLevels)
    .rows.filter((row) => row.exceeds)
    .map((row) => `'${row.label}'`);
  if (exceeding.length === 0) return null;
  const subject = exceeding.length === 1 ? 'Cognitive level' : 'Cognitive levels';
  return `${subject} ${exceeding.join(', ')} exceed the allowed percentage of Total Marks.`;
}

export interface DurationLabels {
  hour: string;
  hours: string;
  minute: string;
  minutes: string;
}
const englishDuration: DurationLabels = { hour: 'Hour', hours: 'Hours', minute: 'Minute', minutes: 'Minutes' };

/** 'N Hour(s) M Minute(s)': both parts, each singular for 1 and plural otherwise ('1 Hour 30 Minutes'). */
export function formatDuration(totalMinutes: Maybe<number>, labels: DurationLabels = englishDuration): string {
  if (typeof totalMinutes !== 'number' || !Number.isFinite(totalMinutes) || totalMinutes < 0) return '';
  const whole = Math.round(totalMinutes);
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  return `${hours} ${hours === 1 ? labels.hour : labels.hours} ${minutes} ${minutes === 1 ? labels.minute : labels.minutes}`;
}

/** The taxonomy column: 'label: N%, label: N% - Total: N%' ('Total' in the screen's language). */
export function taxonomySummary(levels: Maybe<readonly CognitiveLevel[]>, totalLabel = 'Total'): string {
  const list = levels ?? [];
  const total = list.reduce((sum, level) => sum + (typeof level.percentage === 'number' ? level.percentage : 0), 0);
  const parts = list.map((level) => `${level.label ?? ''}: ${level.percentage ?? 0}%`).join(', ');
  return parts ? `${parts} - ${totalLabel}: ${total}%` : `${totalLabel}: ${total}%`;
}

// ---------------------------------------------------------------------------------------------------------------
// Copies: duplicate, and a teacher's own copy of a shared template

export interface CopyOptions {
  /** ' - COPY' for a duplicate; nothing for a teacher's copy of a shared template. */
  titleSuffix?: string;
  /** Keep the shared-template fields (schoolID, taxonomys): duplicating a shared template. */
  shared?: boolean;
}

const knownFont = (font: unknown): string =>
  (fontFamilies as readonly unknown[]).includes(font) ? (font as string) : defaultFontFamily;

/**
 * The values of a copy of an assessment template: default headings topped up, 'Points' removed, a known font
 * (Default unless Arial), total marks recomputed. Ids, versions and ownership are not copied.
 */
export function assessmentTemplateCopy(source: Values, options: CopyOptions = {}): Values {
  const questions = clone((source.questions as AssessmentQuestion[] | null) ?? []);
  const copy: Values = {
    title: `${text(source.title)}${options.titleSuffix ?? ''}`,
    headings: topUpHeadings(source.headings as Heading[] | null, 'assessment'),
    fontFamily: knownFont(source.fontFamily),
    complexity: source.complexity ?? null,
    totalMarks: totalMarksOf(questions),
    totalMinutes: source.totalMinutes ?? null,
    questions,
    instructions: clone((source.instructions as string[] | null) ?? []),
    taxonomy: source.taxonomy ?? (Array.isArray(source.taxonomys) ? (source.taxonomys[0] ?? null) : null),
    subjectID: source.subjectID ?? null,
  };
  if (options.shared) {
    copy.taxonomys = clone(source.taxonomys ?? null);
    copy.schoolID = source.schoolID ?? null;
  }
  return copy;
}

/** The values of a copy of a lesson template: default headings topped up, Difficulty, Minutes and Type removed. */
export function lessonTemplateCopy(source: Values, options: CopyOptions = {}): Values {
  return {
    name: `${text(source.name)}${options.titleSuffix ?? ''}`,
    type: 'Lesson',
    headings: topUpHeadings(source.headings as Heading[] | null, 'lesson'),
    fontFamily: knownFont(source.fontFamily),
    complexity: source.complexity ?? null,
    totalPoints: source.totalPoints ?? null,
    minutes: source.minutes ?? null,
    template: clone((source.template as LessonStep[] | null) ?? []),
    schoolID: source.schoolID ?? null,
    subjectID: source.subjectID ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation. Each check takes the values of a create or an update (only the fields being written), returns them
// completed (trimmed, items cleared, …) with the spec's message per offending field, keyed by the field's path.

export interface CheckOptions {
  /** A create: required fields must be present. An update checks only the fields it writes. */
  create: boolean;
  /** A shared (admin) template rather than a teacher's own. */
  shared: boolean;
}

export interface CheckResult {
  values: Values;
  errors: FieldErrors;
}

function checkRichText(value: unknown, path: string, errors: FieldErrors): void {
  const result = validateRichText(value, path);
  if (!result.ok) errors[path] ??= result.error;
}

/**
 * Headings on a save: the legacy ones go and missing defaults come back (002 section 4: "Editing or duplicating a
 * template adds back missing default headings and removes legacy ones"). A label is required. The editor form
 * requires every value; the server refuses a blank one ('This field is required') but keeps a heading with no value
 * at all, as the topped-up defaults of a copy have none.
 */
function checkHeadings(headings: unknown, kind: TemplateKind, errors: FieldErrors): Heading[] {
  const list = topUpHeadings(Array.isArray(headings) ? (headings as Heading[]) : [], kind);
  list.forEach((heading, index) => {
    if (blank(heading.label)) errors[`headings[${index}].label`] ??= templateMessages.label;
    if (heading.value !== null && heading.value !== undefined && blank(heading.value))
      errors[`headings[${index}].value`] ??= templateMessages.required;
  });
  return list.map((heading) => ({
    ...heading,
    label: trimmed(heading.label) as Maybe<string>,
    value: trimmed(heading.value) as Maybe<string>,
  }));
}

function requireText(values: Values, key: string, message: string, options: CheckOptions, errors: FieldErrors): void {
  if (!(key in values)) {
    if (options.create) errors[key] ??= message;
    return;
  }
  values[key] = trimmed(values[key]);
  if (blank(values[key])) errors[key] ??= message;
}

function checkComplexity(values: Values, required: boolean, options: CheckOptions, errors: FieldErrors): void {
  if (!('complexity' in values)) {
    if (required && options.create) errors.complexity ??= templateMessages.complexity;
    return;
  }
  const value = values.complexity;
  if (value === null && !required) return;
  if (!(complexities as readonly unknown[]).includes(value)) errors.complexity ??= templateMessages.complexity;
}

function defaultFont(values: Values, options: CheckOptions): void {
  if (options.create && (values.fontFamily === null || values.fontFamily === undefined || values.fontFamily === '')) {
    values.fontFamily = defaultFontFamily;
  }
}

function checkQuestionField(field: QuestionField, path: string, errors: FieldErrors): QuestionField {
  const result: QuestionField = { ...field };
  if ('number' in result) result.number = trimmed(result.number) as Maybe<string>;
  result.question = trimmed(result.question) as Maybe<string>;
  if (blank(result.question)) errors[`${path}.question`] ??= templateMessages.required;
  if (
    result.type !== null &&
    result.type !== undefined &&
    !(assessmentFieldTypes as readonly string[]).includes(result.type)
  ) {
    errors[`${path}.type`] ??= templateMessages.type;
  }
  if (!(assessmentChoiceTypes as readonly unknown[]).includes(result.type) && 'items' in result) result.items = [];
  if (result.marks !== null && result.marks !== undefined && result.marks < 0)
    errors[`${path}.marks`] ??= templateMessages.marks;
  if (result.cognitiveLevel) {
    const level = { ...result.cognitiveLevel, label: trimmed(result.cognitiveLevel.label) as Maybe<string> };
    result.cognitiveLevel = blank(level.label) ? null : level;
  }
  checkRichText(result.richText, `${path}.richText`, errors);
  checkRichText(result.answer, `${path}.answer`, errors);
  return result;
}

function checkQuestion(question: AssessmentQuestion, path: string, errors: FieldErrors): AssessmentQuestion {
  const result: AssessmentQuestion = { ...question };
  result.number = trimmed(result.number) as Maybe<string>;
  if (blank(result.number)) errors[`${path}.number`] ??= templateMessages.number;
  if ('title' in result) result.title = trimmed(result.title) as Maybe<string>;
  if (typeof result.marks !== 'number' || result.marks < 0) errors[`${path}.marks`] ??= templateMessages.marks;
  const marked =
    (result.sectionNumber !== null && result.sectionNumber !== undefined) ||
    (result.sectionTitle !== null && result.sectionTitle !== undefined);
  if (marked) {
    result.sectionNumber = trimmed(result.sectionNumber) as Maybe<string>;
    result.sectionTitle = trimmed(result.sectionTitle) as Maybe<string>;
    if (blank(result.sectionNumber)) errors[`${path}.sectionNumber`] ??= templateMessages.number;
  } else {
    delete result.sectionNumber;
    delete result.sectionTitle;
  }
  checkRichText(result.richText, `${path}.richText`, errors);
  if (result.fields)
    result.fields = result.fields.map((field, index) => checkQuestionField(field, `${path}.fields[${index}]`, errors));
  return result;
}

/**
 * An assessment template, a teacher's own (TeacherAssessmentTemplate) or shared (AssessmentTemplate). The caller
 * recomputes totalMarks from the questions that will be stored.
 */
export function checkAssessmentTemplate(input: Values, options: CheckOptions): CheckResult {
  const values: Values = { ...input };
  const errors: FieldErrors = {};
  requireText(values, 'title', templateMessages.title, options, errors);
  checkComplexity(values, true, options, errors);
  requireText(values, 'subjectID', templateMessages.subject, options, errors);
  if (options.shared) requireText(values, 'schoolID', templateMessages.school, options, errors);
  if ('totalMinutes' in values || options.create) {
    const minutes = values.totalMinutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0)
      errors.totalMinutes ??= templateMessages.time;
  }
  if ('instructions' in values || options.create) {
    const list = Array.isArray(values.instructions) ? values.instructions : [];
    values.instructions = list
      .map((line) => (typeof line === 'string' ? line.trim() : ''))
      .filter((line) => line !== '');
    if ((values.instructions as string[]).length === 0) errors.instructions ??= templateMessages.instructions;
  }
  if ('headings' in values || options.create) values.headings = checkHeadings(values.headings, 'assessment', errors);
  if ('questions' in values && values.questions !== null) {
    values.questions = (values.questions as AssessmentQuestion[]).map((question, index) =>
      checkQuestion(question, `questions[${index}]`, errors),
    );
  }
  if ('taxonomy' in values) values.taxonomy = trimmed(values.taxonomy) || null;
  defaultFont(values, options);
  return { values, errors };
}

function checkLessonField(field: LessonField, path: string, errors: FieldErrors): LessonField {
  const result: LessonField = { ...field };
  result.label = trimmed(result.label) as Maybe<string>;
  if (blank(result.label)) errors[`${path}.label`] ??= templateMessages.label;
  if (!isFieldType(result.type)) errors[`${path}.type`] ??= templateMessages.type;
  for (const [property, message] of [
    ['placeholder', templateMessages.placeholder],
    ['hint', templateMessages.hint],
  ] as const) {
    if (result[property] === null || result[property] === undefined) continue;
    result[property] = result[property].trim();
    if (result[property] === '') errors[`${path}.${property}`] ??= message;
  }
  const choiceMessage = choiceValuesMessage(result.type);
  if (choiceMessage) {
    result.items = (result.items ?? []).map((item) => item.trim()).filter((item) => item !== '');
    if (result.items.length === 0) errors[`${path}.items`] ??= choiceMessage;
  } else if ('items' in result) {
    result.items = [];
  }
  return result;
}

/** A lesson template, a teacher's own (TeacherSubjectTemplate) or shared (SubjectTemplate). */
export function checkLessonTemplate(input: Values, options: CheckOptions): CheckResult {
  const values: Values = { ...input };
  const errors: FieldErrors = {};
  requireText(values, 'name', templateMessages.name, options, errors);
  requireText(values, 'subjectID', templateMessages.subject, options, errors);
  if (options.shared) requireText(values, 'schoolID', templateMessages.school, options, errors);
  checkComplexity(values, options.shared, options, errors);
  if ('headings' in values || options.create) values.headings = checkHeadings(values.headings, 'lesson', errors);
  if ('template' in values && values.template !== null) {
    values.template = (values.template as LessonStep[]).map((step, index) => {
      const path = `template[${index}]`;
      const name = trimmed(step.name);
      if (blank(name)) errors[`${path}.name`] ??= templateMessages.title;
      return {
        ...step,
        name,
        fields: (step.fields ?? []).map((field, fieldIndex) =>
          checkLessonField(field, `${path}.fields[${fieldIndex}]`, errors),
        ),
      };
    });
  }
  if (options.create && (values.type === null || values.type === undefined)) values.type = 'Lesson';
  defaultFont(values, options);
  return { values, errors };
}

const percentageRange = { min: fieldLimits.percentage.min ?? 0, max: fieldLimits.percentage.max ?? 100 };

/**
 * A cognitive level's percentage: required and whole (002 §5), and from 0 to 100 with the limits' range message
 * rather than brought into range (a 250 % level is refused, never stored as 100 %).
 */
export function levelPercentageError(percentage: unknown): string | null {
  if (typeof percentage !== 'number' || !Number.isInteger(percentage)) return templateMessages.percentage;
  if (percentage < percentageRange.min || percentage > percentageRange.max)
    return limitMessages.range('Percentage', percentageRange.min, percentageRange.max);
  return null;
}

/** The sum of a taxonomy's percentages when it is not 100 (a warning: a taxonomy is saved level by level), else null. */
export function cognitiveLevelsTotalOff(levels: Maybe<readonly CognitiveLevel[]>): number | null {
  const list = levels ?? [];
  if (list.length === 0) return null;
  const total = list.reduce((sum, level) => sum + (typeof level.percentage === 'number' ? level.percentage : 0), 0);
  return total === 100 ? null : total;
}

/** A taxonomy: name required, each cognitive level a label and a whole percentage from 0 to 100. */
export function checkTaxonomy(input: Values, options: Pick<CheckOptions, 'create'>): CheckResult {
  const values: Values = { ...input };
  const errors: FieldErrors = {};
  requireText(values, 'name', templateMessages.name, { create: options.create, shared: true }, errors);
  if ('cognitiveLevels' in values && values.cognitiveLevels !== null) {
    values.cognitiveLevels = (values.cognitiveLevels as CognitiveLevel[]).map((level, index) => {
      const label = trimmed(level.label);
      if (blank(label)) errors[`cognitiveLevels[${index}].label`] ??= templateMessages.label;
      const problem = levelPercentageError(level.percentage);
      if (problem) errors[`cognitiveLevels[${index}].percentage`] ??= problem;
      return { ...level, label };
    });
  }
  return { values, errors };
}
