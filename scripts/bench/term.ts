/**
 * A Grade 4 teacher's full term, made through the API as the web app would make it (scripts/bench/cache.ts): her
 * school and classes, a weekly schedule of five periods a day, 50 lesson plans and 20 assessments with the text a
 * teacher writes in them, and a calendar of eleven school weeks with every period planned (275 activities).
 */
import { graphql, type Teacher } from '../lib/server-process.ts';

export const termShape = { weeks: 11, days: 5, periodsPerDay: 5, lessons: 50, assessments: 20 } as const;

export interface Term {
  activities: number;
  lessons: number;
  assessments: number;
}

/** Requests in flight at once while the term is made: quicker than one at a time, gentle on a shared machine. */
const concurrency = 4;

async function ask<T>(url: string, teacher: Teacher, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql<T>(url, teacher.token, query, variables);
  if (!answer.body.data || answer.body.errors)
    throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data;
}

async function inBatches<T, R>(items: T[], make: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const made: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) made[index] = await make(items[index], index);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return made;
}

const topics = [
  'Common fractions',
  'Place value of 4-digit numbers',
  'Addition and subtraction to 10 000',
  'Multiplication by 2-digit numbers',
  'Length: mm, cm, m and km',
  'Properties of 2-D shapes',
  'Number patterns',
  'Time: a.m., p.m. and 24-hour clock',
  'Mass: g and kg',
  'Data handling: bar graphs',
];

const sentences = [
  'Learners revise the previous lesson with a short oral quiz and correct their homework in pairs.',
  'The teacher models the method on the board with two worked examples, thinking aloud at each step.',
  'Learners work in groups of four with concrete apparatus before moving to written calculations.',
  'Early finishers complete the extension problems on the worksheet; the teacher supports the remedial group.',
  'Learners explain their reasoning to a partner and write one sentence about what they found difficult.',
  'The class compares two different strategies and decides which one is more efficient and why.',
  'Each learner completes three examples in the classwork book, which the teacher marks during the lesson.',
  'The teacher checks understanding with exit tickets and notes learners who need another explanation.',
];

/** A paragraph of a few sentences, different for each lesson and field. */
function paragraph(seed: number, count = 3): string {
  return Array.from({ length: count }, (_, index) => sentences[(seed + index * 3) % sentences.length]).join(' ');
}

/** A lesson plan as a teacher fills in the shared Mathematics Lesson Plan: every field written. */
function lessonInput(index: number, subjectID: string, teacher: Teacher): Record<string, unknown> {
  const topic = topics[index % topics.length];
  const text = (label: string, value: string) => ({ type: 'Text', label, value });
  const textarea = (label: string, value: string, hint?: string) => ({ type: 'Textarea', label, value, hint });
  return {
    name: `${topic} – lesson ${Math.floor(index / topics.length) + 1}`,
    subjectID,
    teacherprofileID: teacher.profileId,
    complexity: index % 3 === 0 ? 'Detailed' : 'Simple',
    fontFamily: 'Arial',
    minutes: 60,
    headings: [
      { label: 'Grade', value: '4' },
      { label: 'Date', value: `Week ${(index % termShape.weeks) + 1}` },
      { label: 'Term', value: 'Term 1' },
      { label: 'Total', value: '60' },
      { label: 'Time', value: '60 minutes' },
    ],
    template: [
      {
        name: 'Lesson Overview',
        fields: [
          text('Topic', topic),
          { type: 'Select', label: 'Term', items: ['Term 1', 'Term 2', 'Term 3', 'Term 4'], value: 'Term 1' },
          textarea('CAPS Content and Skills', paragraph(index, 2)),
        ],
      },
      {
        name: 'Introduction',
        fields: [
          textarea('Prior Knowledge', paragraph(index + 1, 2)),
          textarea('Mental Maths Starter', paragraph(index + 2, 2), 'Ten quick questions'),
        ],
      },
      {
        name: 'Teaching and Learning',
        fields: [
          textarea('Teacher Activities', paragraph(index + 3, 4)),
          textarea('Learner Activities', paragraph(index + 4, 4)),
          {
            type: 'Multi Select',
            label: 'Resources',
            items: ['Textbook', 'Worksheet', 'Number chart', 'Counters', 'Whiteboard'],
            value: ['Textbook', 'Worksheet', 'Whiteboard'],
          },
        ],
      },
      {
        name: 'Consolidation',
        fields: [
          textarea('Classwork', paragraph(index + 5, 2)),
          text('Homework', `Textbook page ${20 + index}, no. 1-5`),
        ],
      },
      {
        name: 'Reflection',
        fields: [
          { type: 'Radio', label: 'Lesson objectives achieved?', items: ['Yes', 'Partially', 'No'], value: 'Yes' },
          { type: 'Checkbox', label: 'Follow-up needed', items: ['Remedial group', 'Extension work'], value: [] },
          textarea('Notes', paragraph(index + 6, 1)),
        ],
      },
    ],
  };
}

const richText = (title: string, seed: number) => [
  { type: 'heading-three', children: [{ text: title, bold: true }] },
  { type: 'paragraph', children: [{ text: paragraph(seed, 2) }] },
  {
    type: 'numbered-list',
    children: [0, 1, 2].map((item) => ({
      type: 'list-item',
      children: [{ type: 'paragraph', children: [{ text: sentences[(seed + item) % sentences.length] }] }],
    })),
  },
];

const levels = ['Remembering', 'Understanding', 'Applying', 'Analysing', 'Evaluating'];

/** A test of five sections, each a rich-text introduction and three questions with memo answers. */
function assessmentInput(index: number, subjectID: string, teacher: Teacher): Record<string, unknown> {
  return {
    title: `${topics[index % topics.length]} – test ${Math.floor(index / topics.length) + 1}`,
    subjectID,
    teacherprofileID: teacher.profileId,
    complexity: 'Detailed',
    totalMinutes: 60,
    taxonomy: "Bloom's Taxonomy",
    instructions: [
      'Answer all the questions in the spaces provided.',
      'Show all your working.',
      'Calculators may not be used.',
    ],
    questions: [1, 2, 3, 4, 5].map((number) => ({
      number: String(number),
      title: topics[(index + number) % topics.length],
      marks: 9,
      minutes: 12,
      sectionNumber: String.fromCharCode(64 + number),
      sectionTitle: `Section ${String.fromCharCode(64 + number)}`,
      richText: richText(topics[(index + number) % topics.length], index + number),
      fields: [1, 2, 3].map((part) => ({
        number: `${number}.${part}`,
        question: `${sentences[(index + number + part) % sentences.length]} Explain your answer.`,
        answer: [{ type: 'paragraph', children: [{ text: paragraph(index + part, 1) }] }],
        marks: 3,
        type: part === 3 ? 'Radio' : 'Textarea',
        ...(part === 3 ? { items: ['True', 'False'] } : {}),
        cognitiveLevel: { label: levels[(number + part) % levels.length], percentage: 20 },
      })),
    })),
  };
}

/** Monday of the week `weeksAgo` weeks before this one, 00:00 UTC. */
function mondayWeeksAgo(weeksAgo: number): Date {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return monday;
}

/** Period starts in UTC (07:45 in South Africa is 05:45Z), a break after the second period. */
const periodStarts = ['05:45', '06:45', '08:15', '09:15', '10:15'];
const colours = ['blue darken-1', 'green darken-1', 'orange darken-2', 'purple lighten-1', 'red darken-1'];

/** The teacher's school, classes, schedule, lessons, assessments and a term of activities around this week. */
export async function makeTerm(url: string, teacher: Teacher): Promise<Term> {
  const as = <T>(query: string, variables?: Record<string, unknown>) => ask<T>(url, teacher, query, variables);

  const { schoolsOfProvince } = await as<{ schoolsOfProvince: { id: string; name: string }[] }>(
    '{ schoolsOfProvince(province: "Gauteng") { id name } }',
  );
  const school = schoolsOfProvince.find((candidate) => candidate.name === 'Jacaranda Primary School');
  const { getTeacherProfile: profile } = await as<{ getTeacherProfile: { _version: number } }>(
    'query($id: ID!) { getTeacherProfile(id: $id) { _version } }',
    { id: teacher.profileId },
  );
  await as('mutation($input: UpdateTeacherProfileInput!) { updateTeacherProfile(input: $input) { id } }', {
    input: {
      id: teacher.profileId,
      _version: profile._version,
      name: 'Thandeka',
      surname: 'Mokoena',
      province: 'Gauteng',
      teacherProfileSchoolId: school?.id,
    },
  });

  const { listSubjects } = await as<{ listSubjects: { items: { id: string; subject: string }[] } }>(
    '{ listSubjects(filter: { grade: { eq: "4" } }, limit: 100) { items { id subject } } }',
  );
  const subjectId = (name: string) => {
    const subject = listSubjects.items.find((candidate) => candidate.subject === name);
    if (!subject) throw new Error(`no Grade 4 ${name}`);
    return subject.id;
  };
  const mathematics = subjectId('Mathematics');
  const classes = [
    ['4A', 'Mathematics'],
    ['4B', 'Mathematics'],
    ['4A', 'English Home Language'],
    ['4B', 'English Home Language'],
    ['4A', 'Natural Sciences and Technology'],
  ];
  await inBatches(classes, ([name, subject]) =>
    as('mutation($input: CreateTeacherClassSubjectInput!) { createTeacherClassSubject(input: $input) { id } }', {
      input: { name, subjectID: subjectId(subject), teacherprofileID: teacher.profileId },
    }),
  );
  await inBatches(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], (day) =>
    as('mutation($input: CreateTeacherScheduleInput!) { createTeacherSchedule(input: $input) { id } }', {
      input: {
        day,
        startTime: '07:45',
        endTime: '13:15',
        periods: termShape.periodsPerDay,
        periodDuration: 60,
        breakDurations: [30],
        teacherprofileID: teacher.profileId,
      },
    }),
  );

  const lessonIds = await inBatches(Array.from({ length: termShape.lessons }), async (_, index) => {
    const made = await as<{ createTeacherSubjectTemplate: { id: string } }>(
      'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
      { input: lessonInput(index, mathematics, teacher) },
    );
    return made.createTeacherSubjectTemplate.id;
  });
  const assessmentIds = await inBatches(Array.from({ length: termShape.assessments }), async (_, index) => {
    const made = await as<{ createTeacherAssessmentTemplate: { id: string } }>(
      'mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { id } }',
      { input: assessmentInput(index, mathematics, teacher) },
    );
    return made.createTeacherAssessmentTemplate.id;
  });

  // Eleven weeks with this one in the middle, so the calendar opens on a full week.
  const firstMonday = mondayWeeksAgo(Math.floor(termShape.weeks / 2));
  const periods = Array.from({ length: termShape.weeks * termShape.days * termShape.periodsPerDay }, (_, index) => {
    const period = index % termShape.periodsPerDay;
    const day = Math.floor(index / termShape.periodsPerDay) % termShape.days;
    const week = Math.floor(index / (termShape.periodsPerDay * termShape.days));
    const [hours, minutes] = periodStarts[period].split(':').map(Number);
    const start = new Date(firstMonday);
    start.setUTCDate(start.getUTCDate() + 7 * week + day);
    start.setUTCHours(hours, minutes);
    const [name, subject] = classes[(period + day) % classes.length];
    // A test on the Friday of every other week; otherwise the lesson plan of the day.
    const test = day === 4 && period === 0 && week % 2 === 1;
    return {
      label: `${subject} ${name}`,
      type: test ? 'Assessment' : 'Lesson',
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
      color: colours[(period + day) % colours.length],
      teacherprofileID: teacher.profileId,
      ...(test
        ? { teacherassessmenttemplateID: assessmentIds[week % assessmentIds.length] }
        : { teachersubjecttemplateID: lessonIds[index % lessonIds.length] }),
    };
  });
  await inBatches(periods, (input) =>
    as('mutation($input: CreateTeacherActivityInput!) { createTeacherActivity(input: $input) { id } }', { input }),
  );
  return { activities: periods.length, lessons: lessonIds.length, assessments: assessmentIds.length };
}
