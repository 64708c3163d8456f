import { describe, expect, it } from 'vitest';
import { compareGrades } from './reference-rules.ts';
import { matchesSearch } from './search.ts';
import {
  assessmentTemplateCopy,
  checkAssessmentTemplate,
  checkLessonTemplate,
  checkTaxonomy,
  cognitiveLevelGrid,
  cognitiveLevelsTotalOff,
  cognitiveLevelWarning,
  defaultAssessmentHeadings,
  defaultLessonHeadings,
  formatDuration,
  levelPercentageError,
  lessonTemplateCopy,
  taxonomySummary,
  templateMessages as m,
  topUpHeadings,
  totalMarksOf,
  type AssessmentQuestion,
} from './template-rules.ts';

const labels = (headings: { label?: string | null }[]) => headings.map((heading) => heading.label);

describe('headings', () => {
  it('tops up the default lesson headings and removes Difficulty, Minutes and Type', () => {
    const result = topUpHeadings(
      [
        { label: 'Date', value: '3 March' },
        { label: 'Difficulty', value: 'Hard' },
        { label: 'minutes' },
        { label: 'Type' },
        { label: 'Teacher', value: 'Ms Dlamini' },
      ],
      'lesson',
    );
    expect(labels(result)).toEqual(['Date', 'Teacher', 'Grade', 'Term', 'Total', 'Time']);
    expect(result[0]).toEqual({ label: 'Date', value: '3 March' });
    expect(result.find((heading) => heading.label === 'Grade')).toEqual({ label: 'Grade' });
  });

  it('tops up the sixteen default assessment headings and removes Points, keeping Minutes', () => {
    const result = topUpHeadings(
      [
        { label: 'Points', value: '50' },
        { label: 'Minutes', value: 'minute' },
      ],
      'assessment',
    );
    expect(labels(result)).toEqual(['Minutes', ...defaultAssessmentHeadings.filter((label) => label !== 'Minutes')]);
    expect(result).toHaveLength(16);
  });

  it('gives a template with no headings the defaults', () => {
    expect(labels(topUpHeadings(null, 'lesson'))).toEqual([...defaultLessonHeadings]);
  });
});

const question = (
  marks: number | null,
  fields: [number, string | null][] = [],
  extra: Partial<AssessmentQuestion> = {},
): AssessmentQuestion => ({
  number: '1',
  title: 'Q',
  marks,
  fields: fields.map(([fieldMarks, level], index) => ({
    number: `1.${index + 1}`,
    question: 'Why?',
    marks: fieldMarks,
    cognitiveLevel: level ? { label: level, percentage: 0 } : null,
  })),
  ...extra,
});

const bloom = [
  { label: 'Remembering', percentage: 20 },
  { label: 'Applying', percentage: 50 },
  { label: 'Creating', percentage: 30 },
];

describe('marks and cognitive levels', () => {
  it('totals the question marks', () => {
    expect(totalMarksOf([question(10), question(2.5), question(null)])).toBe(12.5);
    expect(totalMarksOf([question(0.1), question(0.2)])).toBe(0.3);
    expect(totalMarksOf(null)).toBe(0);
  });

  it('builds the grid of marks and percentages per level against the taxonomy', () => {
    const grid = cognitiveLevelGrid(
      [
        question(10, [
          [3, 'Remembering'],
          [5, 'Applying'],
        ]),
        question(10, [
          [2, 'Applying'],
          [4, 'Unknown'],
          [6, null],
        ]),
      ],
      bloom,
    );
    expect(grid.totalMarks).toBe(20);
    expect(grid.unassignedMarks).toBe(6);
    expect(grid.rows).toEqual([
      { label: 'Remembering', target: 20, marks: 3, percentage: 15, exceeds: false },
      { label: 'Applying', target: 50, marks: 7, percentage: 35, exceeds: false },
      { label: 'Creating', target: 30, marks: 0, percentage: 0, exceeds: false },
      { label: 'Unknown', target: null, marks: 4, percentage: 20, exceeds: false },
    ]);
  });

  it('uses the levels stored on the fields when no taxonomy is given', () => {
    const questions = [
      {
        number: '1',
        marks: 10,
        fields: [{ question: 'q', marks: 6, cognitiveLevel: { label: 'Literal', percentage: 40 } }],
      },
    ];
    expect(cognitiveLevelGrid(questions).rows).toEqual([
      { label: 'Literal', target: 40, marks: 6, percentage: 60, exceeds: true },
    ]);
  });

  it("warns when a level's marks exceed its share of the total marks, in the spec's words", () => {
    expect(
      cognitiveLevelWarning(
        [
          question(10, [
            [2, 'Remembering'],
            [5, 'Applying'],
          ]),
        ],
        bloom,
      ),
    ).toBeNull();
    expect(
      cognitiveLevelWarning(
        [
          question(10, [
            [3, 'Remembering'],
            [5, 'Applying'],
          ]),
        ],
        bloom,
      ),
    ).toBe("Cognitive level 'Remembering' exceed the allowed percentage of Total Marks.");
    expect(
      cognitiveLevelWarning(
        [
          question(10, [
            [3, 'Remembering'],
            [6, 'Applying'],
          ]),
        ],
        bloom,
      ),
    ).toBe("Cognitive levels 'Remembering', 'Applying' exceed the allowed percentage of Total Marks.");
  });
});

describe('display helpers', () => {
  it.each([
    [90, '1 Hour 30 Minutes'],
    [60, '1 Hour 0 Minutes'],
    [45, '0 Hours 45 Minutes'],
    [121, '2 Hours 1 Minute'],
    [0, '0 Hours 0 Minutes'],
  ])('formats %i minutes as %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));

  it('formats with the labels of the headings (e.g. translated)', () => {
    expect(formatDuration(61, { hour: 'Uur', hours: 'Ure', minute: 'Minuut', minutes: 'Minute' })).toBe(
      '1 Uur 1 Minuut',
    );
    expect(formatDuration(null)).toBe('');
  });

  it('sorts grades R first, then numerically', () => {
    expect(['10', '2', 'R', '12', '1', null, '9'].sort(compareGrades)).toEqual(['R', '1', '2', '9', '10', '12', null]);
  });

  it('searches multi-word, case-insensitively, every word anywhere in the row', () => {
    expect(matchesSearch('maths grade 4', ['Grade 4 Mathematics Test', 'Simple'])).toBe(false);
    expect(matchesSearch('math 4 simple', ['Grade 4 Mathematics Test', 'Simple'])).toBe(true);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });

  it('summarises a taxonomy', () => {
    expect(taxonomySummary(bloom)).toBe('Remembering: 20%, Applying: 50%, Creating: 30% - Total: 100%');
    expect(taxonomySummary([])).toBe('Total: 0%');
    expect(taxonomySummary(bloom, 'Totaal')).toBe('Remembering: 20%, Applying: 50%, Creating: 30% - Totaal: 100%');
  });
});

describe('copies', () => {
  const shared = {
    id: 'a1',
    _version: 4,
    owner: 'x::y',
    title: ' Term test ',
    headings: [
      { label: 'Points', value: '50' },
      { label: 'Grade', value: '4' },
    ],
    fontFamily: 'Comic Sans',
    complexity: 'Simple',
    totalMarks: 999,
    totalMinutes: 60,
    questions: [question(7), question(3)],
    instructions: ['Answer all questions.'],
    taxonomys: ["Bloom's Taxonomy"],
    schoolID: 's1',
    subjectID: 'sub1',
  };

  it('copies an assessment with headings topped up, Points removed, a known font and recomputed marks', () => {
    const copy = assessmentTemplateCopy(shared, { titleSuffix: ' - COPY' });
    expect(copy.title).toBe('Term test - COPY');
    expect(labels(copy.headings as { label: string }[])).toEqual([
      'Grade',
      ...defaultAssessmentHeadings.filter((label) => label !== 'Grade'),
    ]);
    expect(copy.fontFamily).toBe('Default');
    expect(copy.totalMarks).toBe(10);
    expect(copy.taxonomy).toBe("Bloom's Taxonomy");
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('owner');
    expect(copy).not.toHaveProperty('schoolID');
    expect(assessmentTemplateCopy(shared, { shared: true }).schoolID).toBe('s1');
    expect(assessmentTemplateCopy({ ...shared, fontFamily: 'Arial' }).fontFamily).toBe('Arial');
    // The copy is deep: changing it leaves the original alone.
    (copy.questions as AssessmentQuestion[])[0].marks = 1;
    expect(shared.questions[0].marks).toBe(7);
  });

  it('copies a lesson with the legacy headings removed', () => {
    const copy = lessonTemplateCopy(
      {
        name: 'Plan',
        headings: [{ label: 'Difficulty' }, { label: 'Type' }, { label: 'Minutes' }],
        template: [{ name: 'Intro', fields: [] }],
      },
      { titleSuffix: ' - COPY' },
    );
    expect(copy).toMatchObject({
      name: 'Plan - COPY',
      type: 'Lesson',
      fontFamily: 'Default',
      template: [{ name: 'Intro', fields: [] }],
    });
    expect(labels(copy.headings as { label: string }[])).toEqual([...defaultLessonHeadings]);
  });
});

const validAssessment = () => ({
  title: '  Term 1 Test ',
  complexity: 'Simple',
  totalMinutes: 60,
  subjectID: 'sub',
  instructions: [' Answer all questions. ', ''],
  questions: [
    {
      number: '1',
      title: '  Fractions  ',
      marks: 5,
      sectionNumber: 'A',
      sectionTitle: ' Numbers ',
      fields: [
        { number: '1.1', question: ' Simplify 2/4 ', marks: 5, type: 'Text', items: ['left over'] },
        { number: '1.2', question: 'Pick', marks: 0, type: 'Radio', items: ['a', 'b'] },
      ],
    },
  ],
});

describe('assessment validation (001 section 5, 002 section 5)', () => {
  it('accepts and completes a valid assessment', () => {
    const { values, errors } = checkAssessmentTemplate(validAssessment(), { create: true, shared: false });
    expect(errors).toEqual({});
    expect(values.title).toBe('Term 1 Test');
    expect(values.instructions).toEqual(['Answer all questions.']);
    expect(values.fontFamily).toBe('Default');
    expect(values.headings).toHaveLength(16);
    const [first] = values.questions as AssessmentQuestion[];
    expect(first.title).toBe('Fractions');
    expect(first.sectionTitle).toBe('Numbers');
    expect(first.fields?.[0]).toMatchObject({ question: 'Simplify 2/4', items: [] });
    expect(first.fields?.[1].items).toEqual(['a', 'b']);
  });

  it.each([
    ['title', { title: '  ' }, 'title', m.title],
    ['complexity', { complexity: null }, 'complexity', m.complexity],
    ['an unknown complexity', { complexity: 'Hard' }, 'complexity', m.complexity],
    ['time', { totalMinutes: null }, 'totalMinutes', m.time],
    ['zero time', { totalMinutes: 0 }, 'totalMinutes', m.time],
    ['subject', { subjectID: '' }, 'subjectID', m.subject],
    ['instructions', { instructions: ['  '] }, 'instructions', m.instructions],
    ['a question number', { questions: [{ number: ' ', marks: 1 }] }, 'questions[0].number', m.number],
    ['question marks', { questions: [{ number: '1', marks: null }] }, 'questions[0].marks', m.marks],
    [
      'a section number',
      { questions: [{ number: '1', marks: 1, sectionTitle: 'Section B' }] },
      'questions[0].sectionNumber',
      m.number,
    ],
    [
      'field question text',
      { questions: [{ number: '1', marks: 1, fields: [{ question: ' ' }] }] },
      'questions[0].fields[0].question',
      m.required,
    ],
    [
      'a field type',
      { questions: [{ number: '1', marks: 1, fields: [{ question: 'q', type: 'Essay' }] }] },
      'questions[0].fields[0].type',
      m.type,
    ],
    ['a heading label', { headings: [{ label: ' ', value: 'x' }] }, 'headings[0].label', m.label],
    ['a heading value', { headings: [{ label: 'Grade', value: ' ' }] }, 'headings[0].value', m.required],
  ])('requires %s', (_name, change, field, message) => {
    const { errors } = checkAssessmentTemplate({ ...validAssessment(), ...change }, { create: true, shared: false });
    expect(errors[field]).toBe(message);
  });

  it('requires a school on shared templates only', () => {
    expect(checkAssessmentTemplate(validAssessment(), { create: true, shared: true }).errors).toEqual({
      schoolID: m.school,
    });
    expect(
      checkAssessmentTemplate({ ...validAssessment(), schoolID: 's' }, { create: true, shared: true }).errors,
    ).toEqual({});
  });

  it('requires fields on create, and on an update only those it writes', () => {
    const { errors } = checkAssessmentTemplate({}, { create: true, shared: false });
    expect(errors).toEqual({
      title: m.title,
      complexity: m.complexity,
      subjectID: m.subject,
      totalMinutes: m.time,
      instructions: m.instructions,
    });
    expect(checkAssessmentTemplate({ totalMarks: 3 }, { create: false, shared: false }).errors).toEqual({});
  });

  it('unmarks a section when neither number nor title is given', () => {
    const { values } = checkAssessmentTemplate(
      { questions: [{ number: '1', marks: 1, sectionNumber: null, sectionTitle: null }] },
      { create: false, shared: false },
    );
    expect((values.questions as AssessmentQuestion[])[0]).not.toHaveProperty('sectionNumber');
  });

  it('refuses hostile rich text in a question or an answer', () => {
    const hostile = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }] },
    ];
    const { errors } = checkAssessmentTemplate(
      { questions: [{ number: '1', marks: 1, richText: hostile, fields: [{ question: 'q', answer: hostile }] }] },
      { create: false, shared: false },
    );
    expect(errors['questions[0].richText']).toContain('Rich text is invalid at questions[0].richText[0].children[0]');
    expect(errors['questions[0].fields[0].answer']).toContain('http://, https:// or mailto:');
  });
});

const validLesson = () => ({
  name: ' Fractions lesson ',
  subjectID: 'sub',
  complexity: 'Detailed',
  template: [
    {
      name: ' Introduction ',
      fields: [
        { type: 'Textarea', label: ' Prior knowledge ', hint: 'What do they know?', items: ['x'] },
        { type: 'Multi Select', label: 'Resources', items: [' Textbook ', ''] },
      ],
    },
  ],
});

describe('lesson validation (001 section 5, 002 section 5)', () => {
  it('accepts and completes a valid lesson', () => {
    const { values, errors } = checkLessonTemplate(validLesson(), { create: true, shared: false });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Fractions lesson', type: 'Lesson', fontFamily: 'Default' });
    expect(values.template).toEqual([
      {
        name: 'Introduction',
        fields: [
          { type: 'Textarea', label: 'Prior knowledge', hint: 'What do they know?', items: [] },
          { type: 'Multi Select', label: 'Resources', items: ['Textbook'] },
        ],
      },
    ]);
  });

  const field = (change: Record<string, unknown>) => ({
    template: [{ name: 'Step', fields: [{ type: 'Text', label: 'L', ...change }] }],
  });

  it.each([
    ['name', { name: '' }, 'name', m.name],
    ['subject', { subjectID: null }, 'subjectID', m.subject],
    ['a step title', { template: [{ name: ' ', fields: [] }] }, 'template[0].name', m.title],
    ['a field label', field({ label: '' }), 'template[0].fields[0].label', m.label],
    ['a field type', field({ type: null }), 'template[0].fields[0].type', m.type],
    [
      'a placeholder when one is given',
      field({ placeholder: '  ' }),
      'template[0].fields[0].placeholder',
      m.placeholder,
    ],
    ['a hint when one is given', field({ hint: '' }), 'template[0].fields[0].hint', m.hint],
    ['select values', field({ type: 'Select', items: [] }), 'template[0].fields[0].items', m.selectValues],
    [
      'multi select values',
      field({ type: 'Multi Select', items: null }),
      'template[0].fields[0].items',
      m.selectValues,
    ],
    ['radio values', field({ type: 'Radio', items: [' '] }), 'template[0].fields[0].items', m.radioValues],
    ['checkbox values', field({ type: 'Checkbox' }), 'template[0].fields[0].items', m.checkboxValues],
    ['a heading value', { headings: [{ label: 'Grade', value: '' }] }, 'headings[0].value', m.required],
    ['an unknown complexity', { complexity: 'Hard' }, 'complexity', m.complexity],
  ])('requires %s', (_name, change, key, message) => {
    expect(checkLessonTemplate({ ...validLesson(), ...change }, { create: true, shared: false }).errors[key]).toBe(
      message,
    );
  });

  it('requires school and complexity on shared lesson templates only', () => {
    const { name, subjectID, template } = validLesson();
    expect(checkLessonTemplate({ name, subjectID, template }, { create: true, shared: false }).errors).toEqual({});
    expect(checkLessonTemplate({ name, subjectID, template }, { create: true, shared: true }).errors).toEqual({
      schoolID: m.school,
      complexity: m.complexity,
    });
  });
});

describe('taxonomy validation (002 section 5)', () => {
  it('accepts a taxonomy and trims its labels', () => {
    const { values, errors } = checkTaxonomy(
      { name: ' Bloom ', cognitiveLevels: [{ label: ' Remembering ', percentage: 20 }] },
      { create: true },
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Bloom', cognitiveLevels: [{ label: 'Remembering', percentage: 20 }] });
  });

  it.each([
    ['name', { name: ' ' }, 'name', m.name],
    ['a level label', { cognitiveLevels: [{ label: '', percentage: 10 }] }, 'cognitiveLevels[0].label', m.label],
    [
      'a level percentage',
      { cognitiveLevels: [{ label: 'A', percentage: null }] },
      'cognitiveLevels[0].percentage',
      m.percentage,
    ],
    [
      'a whole percentage',
      { cognitiveLevels: [{ label: 'A', percentage: 12.5 }] },
      'cognitiveLevels[0].percentage',
      m.percentage,
    ],
    [
      'a percentage up to 100',
      { cognitiveLevels: [{ label: 'A', percentage: 101 }] },
      'cognitiveLevels[0].percentage',
      'Percentage must be between 0 and 100',
    ],
  ])('requires %s', (_name, change, key, message) => {
    expect(checkTaxonomy({ name: 'T', ...change }, { create: true }).errors[key]).toBe(message);
  });

  it.each([
    [0, null],
    [100, null],
    [45, null],
    [250, 'Percentage must be between 0 and 100'],
    [101, 'Percentage must be between 0 and 100'],
    [-1, 'Percentage must be between 0 and 100'],
    [12.5, m.percentage],
    [null, m.percentage],
    ['50', m.percentage],
  ])('a level percentage of %s: %s (out of range is refused, never clamped)', (percentage, message) => {
    expect(levelPercentageError(percentage)).toBe(message);
  });

  it.each([
    ['no levels', [], null],
    ['levels adding up to 100', [{ percentage: 40 }, { percentage: 60 }], null],
    ['levels short of 100', [{ percentage: 40 }, { percentage: 50 }], 90],
    ['levels over 100', [{ percentage: 70 }, { percentage: 50 }], 120],
    ['a level with no percentage', [{ percentage: 100 }, { percentage: null }], null],
    ['one level with no percentage', [{ label: 'A' }], 0],
  ])('warns of the total with %s', (_name, levels, total) => {
    expect(cognitiveLevelsTotalOff(levels)).toBe(total);
  });
});
