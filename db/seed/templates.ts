/**
 * Shared lesson templates (SubjectTemplate) and assessment templates (AssessmentTemplate), each tied to a subject.
 */
import type { Database } from '../connect.ts';
import type { ReferenceIds } from './reference.ts';
import { taxonomies } from './reference.ts';
import { insertModelRows } from './rows.ts';
import { defaultAssessmentHeadings, defaultLessonHeadings } from '../../server/domain/template-rules.ts';

type FieldType = 'Text' | 'Textarea' | 'Select' | 'Multi Select' | 'Radio' | 'Checkbox';

type LessonField = {
  type: FieldType;
  label: string;
  placeholder?: string;
  hint?: string;
  items?: string[];
  points?: number;
  difficulty?: 'Easy' | 'Medium' | 'Hard';
};

const lessonHeadings = defaultLessonHeadings.map((label) => ({ label }));

const assessmentHeadings = defaultAssessmentHeadings.map((label) => ({ label }));

const terms = ['Term 1', 'Term 2', 'Term 3', 'Term 4'];

const text = (label: string, placeholder?: string): LessonField => ({ type: 'Text', label, placeholder });
const textarea = (label: string, hint?: string): LessonField => ({ type: 'Textarea', label, hint });

const lessons: {
  name: string;
  grade: string;
  subject: string;
  complexity: 'Simple' | 'Detailed';
  minutes: number;
  steps: [string, LessonField[]][];
}[] = [
  {
    name: 'Mathematics Lesson Plan',
    grade: '4',
    subject: 'Mathematics',
    complexity: 'Simple',
    minutes: 60,
    steps: [
      [
        'Lesson Overview',
        [
          text('Topic', 'e.g. Common fractions'),
          { type: 'Select', label: 'Term', items: terms },
          textarea('CAPS Content and Skills'),
        ],
      ],
      ['Introduction', [textarea('Prior Knowledge'), textarea('Mental Maths Starter', 'Ten quick questions')]],
      [
        'Teaching and Learning',
        [
          textarea('Teacher Activities'),
          textarea('Learner Activities'),
          {
            type: 'Multi Select',
            label: 'Resources',
            items: ['Textbook', 'Worksheet', 'Number chart', 'Counters', 'Whiteboard'],
          },
        ],
      ],
      ['Consolidation', [textarea('Classwork'), text('Homework', 'e.g. Textbook page 42, no. 1-5')]],
      [
        'Reflection',
        [
          { type: 'Radio', label: 'Lesson objectives achieved?', items: ['Yes', 'Partially', 'No'] },
          { type: 'Checkbox', label: 'Follow-up needed', items: ['Remedial group', 'Extension work'] },
        ],
      ],
    ],
  },
  {
    name: 'English Reading Lesson',
    grade: '7',
    subject: 'English Home Language',
    complexity: 'Detailed',
    minutes: 60,
    steps: [
      [
        'Pre-reading',
        [
          { ...text('Text Title', 'e.g. The Boy Who Harnessed the Wind'), points: 0 },
          { ...textarea('Predictions from the title and pictures'), points: 2, difficulty: 'Easy' },
        ],
      ],
      [
        'Reading',
        [
          {
            type: 'Select',
            label: 'Reading Strategy',
            items: ['Shared reading', 'Group guided reading', 'Independent reading'],
            points: 0,
          },
          { ...textarea('Vocabulary in context'), points: 3, difficulty: 'Medium' },
        ],
      ],
      [
        'Post-reading',
        [
          { ...textarea('Comprehension questions'), points: 5, difficulty: 'Medium' },
          {
            ...textarea('Personal response', 'Would you have made the same choice? Why?'),
            points: 5,
            difficulty: 'Hard',
          },
        ],
      ],
    ],
  },
  {
    name: 'Life Sciences Practical Lesson',
    grade: '10',
    subject: 'Life Sciences',
    complexity: 'Simple',
    minutes: 120,
    steps: [
      ['Aim', [text('Investigation', 'e.g. Testing food for starch')]],
      [
        'Apparatus',
        [
          {
            type: 'Multi Select',
            label: 'Apparatus',
            items: ['Test tubes', 'Iodine solution', 'Dropper', 'Bunsen burner', 'Beaker'],
          },
        ],
      ],
      ['Method', [textarea('Steps', 'Number each step')]],
      ['Results', [textarea('Observations'), { type: 'Radio', label: 'Hypothesis', items: ['Accepted', 'Rejected'] }]],
      ['Conclusion', [textarea('Conclusion')]],
    ],
  },
];

type Field = [question: string, answer: string, marks: number, level: string];

interface AssessmentData {
  title: string;
  grade: string;
  subject: string;
  taxonomy: string;
  totalMinutes: number;
  questions: { title: string; minutes: number; section?: [number: string, title: string]; fields: Field[] }[];
}

const assessments: AssessmentData[] = [
  {
    title: 'Grade 4 Mathematics Term 1 Test',
    grade: '4',
    subject: 'Mathematics',
    taxonomy: "Bloom's Taxonomy",
    totalMinutes: 60,
    questions: [
      {
        title: 'Whole numbers',
        minutes: 15,
        section: ['A', 'Number sense'],
        fields: [
          ['Write 4 356 in expanded notation.', '4 000 + 300 + 50 + 6', 2, 'Remembering'],
          ['Round 2 748 off to the nearest 100.', '2 700', 1, 'Understanding'],
        ],
      },
      {
        title: 'Calculations',
        minutes: 25,
        fields: [
          ['Calculate 347 + 586.', '933', 2, 'Applying'],
          ['Thabo has R250. He buys a book for R89. How much money is left?', 'R161', 3, 'Applying'],
        ],
      },
      {
        title: 'Patterns',
        minutes: 20,
        section: ['B', 'Patterns and problem solving'],
        fields: [
          ['Complete the pattern: 5; 12; 19; ___; ___', '26; 33', 2, 'Analysing'],
          ['Make up your own pattern and explain the rule.', 'Any pattern with a correctly stated rule', 3, 'Creating'],
        ],
      },
    ],
  },
  {
    title: 'Grade 7 English Comprehension Test',
    grade: '7',
    subject: 'English Home Language',
    taxonomy: "Barrett's Taxonomy",
    totalMinutes: 45,
    questions: [
      {
        title: 'Read the passage and answer the questions',
        minutes: 45,
        fields: [
          ['Where does the story take place?', 'In a small village in Limpopo', 1, 'Literal'],
          [
            'List the events in the order in which they happened.',
            'The drought, the journey, the well',
            3,
            'Reorganisation',
          ],
          [
            'Why do you think the boy kept the plan a secret?',
            'Any reasonable inference supported by the text',
            4,
            'Inference',
          ],
          ['Is the title suitable? Give a reason.', 'Yes/No with a valid reason', 2, 'Evaluation'],
        ],
      },
    ],
  },
  {
    title: 'Grade 10 Life Sciences Control Test',
    grade: '10',
    subject: 'Life Sciences',
    taxonomy: "Bloom's Taxonomy",
    totalMinutes: 90,
    questions: [
      {
        title: 'Multiple choice and terminology',
        minutes: 20,
        section: ['A', 'Short questions'],
        fields: [
          ['Give the biological term for the basic unit of life.', 'Cell', 1, 'Remembering'],
          ['Name the organelle where photosynthesis takes place.', 'Chloroplast', 1, 'Remembering'],
        ],
      },
      {
        title: 'Cells and tissues',
        minutes: 70,
        section: ['B', 'Longer questions'],
        fields: [
          [
            'Explain how the structure of a red blood cell suits its function.',
            'Biconcave shape, no nucleus, haemoglobin',
            4,
            'Understanding',
          ],
          ['Compare plant and animal cells in a table.', 'Cell wall, chloroplasts, vacuole size', 6, 'Analysing'],
          [
            'Evaluate the use of a light microscope for viewing ribosomes.',
            'Not suitable: resolution too low',
            3,
            'Evaluating',
          ],
        ],
      },
    ],
  },
];

const instructions = [
  'Read all the questions carefully.',
  'Answer all the questions.',
  'Number your answers according to the numbering used in this question paper.',
  'Write neatly and legibly.',
];

export async function seedTemplates(db: Database, reference: ReferenceIds): Promise<void> {
  await insertModelRows(
    db,
    'subject_template',
    lessons.map((lesson) => ({
      name: lesson.name,
      type: 'Lesson',
      headings: lessonHeadings,
      fontFamily: 'Default',
      complexity: lesson.complexity,
      minutes: lesson.minutes,
      totalPoints: lesson.steps.flatMap(([, fields]) => fields).reduce((sum, field) => sum + (field.points ?? 0), 0),
      template: lesson.steps.map(([name, fields]) => ({ name, fields })),
      subjectID: reference.subjectId(lesson.grade, lesson.subject),
    })),
  );
  await insertModelRows(
    db,
    'assessment_template',
    assessments.map((assessment) => assessmentRow(assessment, reference)),
  );
}

function assessmentRow(assessment: AssessmentData, reference: ReferenceIds) {
  const levels = taxonomies.find((taxonomy) => taxonomy.name === assessment.taxonomy)?.cognitiveLevels ?? [];
  const questions = assessment.questions.map((question, index) => {
    const number = String(index + 1);
    const fields = question.fields.map(([text, answer, marks, level], fieldIndex) => ({
      number: `${number}.${fieldIndex + 1}`,
      question: text,
      answer,
      marks,
      type: 'Textarea',
      cognitiveLevel: {
        label: level,
        percentage: levels.find((candidate) => candidate.label === level)?.percentage ?? 0,
      },
    }));
    return {
      number,
      title: question.title,
      minutes: question.minutes,
      marks: fields.reduce((sum, field) => sum + field.marks, 0),
      ...(question.section ? { sectionNumber: question.section[0], sectionTitle: question.section[1] } : {}),
      fields,
    };
  });
  return {
    title: assessment.title,
    headings: assessmentHeadings,
    fontFamily: 'Default',
    complexity: 'Simple',
    totalMarks: questions.reduce((sum, question) => sum + question.marks, 0),
    totalMinutes: assessment.totalMinutes,
    instructions,
    taxonomy: assessment.taxonomy,
    taxonomys: [assessment.taxonomy],
    questions,
    subjectID: reference.subjectId(assessment.grade, assessment.subject),
  };
}
