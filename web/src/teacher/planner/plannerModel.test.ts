import { describe, expect, it } from 'vitest';
import type { SharedLessonTemplate } from './plannerModel';
import { plannedLessonInput, progressOf, startingAnswers } from './plannerModel';

const template = {
  __typename: 'SubjectTemplate',
  id: 't1',
  name: 'Mathematics Lesson Plan',
  type: 'Lesson',
  headings: [{ __typename: 'Heading', label: 'Grade', value: null }],
  fontFamily: 'Default',
  complexity: 'Simple',
  totalPoints: 0,
  minutes: 60,
  schoolID: null,
  subjectID: 's1',
  template: [
    {
      __typename: 'LessonStep',
      name: 'Overview',
      fields: [
        {
          __typename: 'LessonField',
          type: 'Text',
          label: 'Topic',
          value: null,
          hint: null,
          placeholder: 'e.g. Fractions',
          items: null,
          points: null,
          difficulty: null,
        },
        {
          __typename: 'LessonField',
          type: 'Select',
          label: 'Term',
          value: 'Term 1',
          hint: null,
          placeholder: null,
          items: ['Term 1', 'Term 2'],
          points: null,
          difficulty: null,
        },
      ],
    },
    {
      __typename: 'LessonStep',
      name: 'Resources',
      fields: [
        {
          __typename: 'LessonField',
          type: 'Multi Select',
          label: 'Resources',
          value: null,
          hint: null,
          placeholder: null,
          items: ['Textbook'],
          points: null,
          difficulty: null,
        },
      ],
    },
  ],
  createdAt: '',
  updatedAt: '',
  _version: 1,
  _deleted: false,
  _lastChangedAt: 0,
} as unknown as SharedLessonTemplate;

describe('the planner’s progress (Save only at 100 %)', () => {
  it('counts the template’s own values as filled', () => {
    const answers = startingAnswers(template);
    expect(answers).toEqual({ '0.1': 'Term 1' });
    expect(progressOf(template, answers)).toBe(33);
  });
  it.each([
    [{ '0.0': 'Fractions', '0.1': 'Term 1', '1.0': ['Textbook'] }, 100],
    [{ '0.0': '   ', '0.1': 'Term 1', '1.0': ['Textbook'] }, 67],
    [{ '0.0': 'Fractions', '0.1': 'Term 1', '1.0': [] }, 67],
    [{}, 0],
  ])('%j is %i %%', (answers, percent) => expect(progressOf(template, answers)).toBe(percent));
  it('is 0 without a template', () => expect(progressOf(null, {})).toBe(0));
});

describe('the saved lesson template', () => {
  it('is the shared one with the answers as values, the name trimmed and no __typename', () => {
    const input = plannedLessonInput(
      'n1',
      '  Fractions week 3 ',
      template,
      { '0.0': 'Fractions', '0.1': 'Term 2', '1.0': ['Textbook'] },
      'p1',
    );
    expect(input).toMatchObject({
      id: 'n1',
      name: 'Fractions week 3',
      type: 'Lesson',
      subjectID: 's1',
      teacherprofileID: 'p1',
      minutes: 60,
    });
    expect(input.template?.map((step) => step.fields?.map((field) => field.value))).toEqual([
      ['Fractions', 'Term 2'],
      [['Textbook']],
    ]);
    expect(JSON.stringify(input)).not.toContain('__typename');
  });
});
