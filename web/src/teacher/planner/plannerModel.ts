/**
 * The planner's pure parts: the answers to a lesson template's fields, how far the teacher is (the progress bar),
 * and the teacher's own lesson template that Save creates from them.
 */
import type { CreateTeacherSubjectTemplateInput, PlannerTemplatesQuery } from '../../gql/graphql';

export type SharedLessonTemplate = PlannerTemplatesQuery['listSubjectTemplates']['items'][number];
export type LessonSection = NonNullable<SharedLessonTemplate['template']>[number];
export type LessonFieldShape = NonNullable<LessonSection['fields']>[number];

/** An answer: text for Text, Textarea, Select and Radio; a list for Multi Select and Checkbox. */
export type Answer = string | string[];
/** Answers by `${section}.${field}`. */
export type Answers = Record<string, Answer>;

export function answerKey(section: number, field: number): string {
  return `${section}.${field}`;
}

export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  return Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '';
}

/** The template's own value of a field as a starting answer (a prefilled field counts as filled). */
function startingAnswer(field: LessonFieldShape): Answer | undefined {
  const value = field.value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

export function startingAnswers(template: SharedLessonTemplate | null): Answers {
  const answers: Answers = {};
  (template?.template ?? []).forEach((section, sectionIndex) =>
    (section.fields ?? []).forEach((field, fieldIndex) => {
      const answer = startingAnswer(field);
      if (answer !== undefined) answers[answerKey(sectionIndex, fieldIndex)] = answer;
    }),
  );
  return answers;
}

/** Percentage of the template's fields that have an answer; a template without fields is complete. */
export function progressOf(template: SharedLessonTemplate | null, answers: Answers): number {
  const keys = (template?.template ?? []).flatMap((section, sectionIndex) =>
    (section.fields ?? []).map((_, fieldIndex) => answerKey(sectionIndex, fieldIndex)),
  );
  if (!template) return 0;
  if (keys.length === 0) return 100;
  const answered = keys.filter((key) => isAnswered(answers[key])).length;
  return Math.round((answered / keys.length) * 100);
}

/** The teacher's lesson template: the shared one's headings, settings and sections with the answers filled in. */
export function plannedLessonInput(
  id: string,
  name: string,
  template: SharedLessonTemplate,
  answers: Answers,
  teacherprofileID: string,
): CreateTeacherSubjectTemplateInput {
  return {
    id,
    name: name.trim(),
    type: 'Lesson',
    headings: (template.headings ?? []).map((heading) => ({ label: heading.label, value: heading.value })),
    fontFamily: template.fontFamily,
    complexity: template.complexity,
    totalPoints: template.totalPoints,
    minutes: template.minutes,
    schoolID: template.schoolID,
    subjectID: template.subjectID ?? '',
    teacherprofileID,
    template: (template.template ?? []).map((section, sectionIndex) => ({
      name: section.name,
      fields: (section.fields ?? []).map((field, fieldIndex) => ({
        type: field.type,
        label: field.label,
        hint: field.hint,
        placeholder: field.placeholder,
        items: field.items,
        points: field.points,
        difficulty: field.difficulty,
        value: answers[answerKey(sectionIndex, fieldIndex)] ?? null,
      })),
    })),
  };
}
