/**
 * The demo catalogue as data: tags, the category tree, about thirty products and two bundles.
 */

export const tagNames = [
  'Worksheets',
  'Assessments',
  'Lesson Plans',
  'Workbooks',
  'Revision',
  'Study Notes',
  'Posters',
  'Printed',
  'Mathematics',
  'Languages',
  'CAPS Aligned',
  'Personalised',
];

/** Phases and their grade categories; a root without grades holds the teachers' own resources. */
export const categoryTree: { name: string; grades: string[] }[] = [
  { name: 'Foundation Phase', grades: ['R', '1', '2', '3'] },
  { name: 'Intermediate Phase', grades: ['4', '5', '6'] },
  { name: 'Senior Phase', grades: ['7', '8', '9'] },
  { name: 'FET Phase', grades: ['10', '11', '12'] },
  { name: 'Teacher Resources', grades: [] },
];

export type ProductQuestion = {
  type: 'Text' | 'Textarea' | 'Select' | 'Multi Select' | 'Radio' | 'Checkbox';
  label: string;
  required: boolean;
  placeholder?: string;
  hint?: string;
  items?: string[];
};

const nameOnCover: ProductQuestion = {
  type: 'Text',
  label: 'Name on the cover',
  required: true,
  placeholder: 'e.g. Ms T. Mokoena',
};

const questionSets: Record<'planner' | 'labels' | 'certificates', ProductQuestion[]> = {
  planner: [
    nameOnCover,
    { type: 'Select', label: 'Cover design', required: true, items: ['Protea', 'Baobab', 'Ocean Blue'] },
  ],
  labels: [
    { type: 'Text', label: 'Class name', required: true, placeholder: 'e.g. Grade 2B' },
    { type: 'Select', label: 'Colour', required: true, items: ['Blue', 'Green', 'Pink', 'Yellow'] },
    { type: 'Textarea', label: 'Learner names', required: false, hint: 'One name a line, up to 40 names' },
  ],
  certificates: [
    { type: 'Text', label: 'School name', required: true, placeholder: 'e.g. Jacaranda Primary School' },
    { type: 'Radio', label: 'Language', required: true, items: ['English', 'Afrikaans'] },
  ],
};

export interface ProductData {
  title: string;
  /** A grade category ('Grade 4') or another category by name. */
  category: string;
  price: number | null;
  tags: string[];
  about: string;
  physical?: boolean;
  featured?: boolean;
  discount?: number;
  questions?: ProductQuestion[];
  /** Has a video with the content. */
  video?: boolean;
}

const caps = 'CAPS Aligned';

export const products: ProductData[] = [
  {
    title: 'Grade R Number Fun Worksheets',
    category: 'Grade R',
    price: 49.99,
    tags: ['Worksheets', 'Mathematics', caps],
    featured: true,
    about: 'Forty colourful counting, matching and tracing activities for the numbers 1 to 10.',
  },
  {
    title: 'Grade R Phonics Flash Cards',
    category: 'Grade R',
    price: 189,
    tags: ['Printed', 'Languages', caps],
    physical: true,
    about: 'A printed, laminated set of 52 phonics cards with pictures, delivered to your school.',
  },
  {
    title: 'Grade 1 English Home Language Term 1 Workbook',
    category: 'Grade 1',
    price: 89.99,
    tags: ['Workbooks', 'Languages', caps],
    video: true,
    about: 'Daily reading, writing and phonics activities for the first term, with a teacher guide.',
  },
  {
    title: 'Grade 1 Mathematics Term 2 Assessment Pack',
    category: 'Grade 1',
    price: 69.99,
    tags: ['Assessments', 'Mathematics', caps],
    discount: 10,
    about: 'Formal assessment tasks with memoranda and a recording sheet for the second term.',
  },
  {
    title: 'Grade 2 Afrikaans Leesstukke',
    category: 'Grade 2',
    price: 79.99,
    tags: ['Languages', 'Worksheets', caps],
    about: 'Twenty short Afrikaans reading passages with comprehension questions for First Additional Language.',
  },
  {
    title: 'Grade 2 Life Skills Weekly Lesson Plans',
    category: 'Grade 2',
    price: 119,
    tags: ['Lesson Plans', caps],
    about: 'Ready-to-teach weekly lesson plans for Beginning Knowledge, Creative Arts and Physical Education.',
  },
  {
    title: 'Grade 3 Mathematics Revision Booklet',
    category: 'Grade 3',
    price: 59.99,
    tags: ['Revision', 'Mathematics', caps],
    featured: true,
    about: 'Year-end revision of number, patterns, space and shape, measurement and data handling.',
  },
  {
    title: 'Grade 3 Classroom Alphabet Poster Set',
    category: 'Grade 3',
    price: 249,
    tags: ['Posters', 'Printed', 'Languages'],
    physical: true,
    about: 'Twenty-six A3 posters printed on sturdy card, one letter and picture each.',
  },
  {
    title: 'Grade 4 Natural Sciences and Technology Term 1 Notes',
    category: 'Grade 4',
    price: 99.99,
    tags: ['Study Notes', caps],
    video: true,
    about: 'Learner notes on living and non-living things, structure of plants and animals, and habitats.',
  },
  {
    title: 'Grade 4 Mathematics Term 1 Test and Memorandum',
    category: 'Grade 4',
    price: 59.99,
    tags: ['Assessments', 'Mathematics', caps],
    featured: true,
    about: 'A one-hour test covering whole numbers, calculations and patterns, with a full memorandum.',
  },
  {
    title: 'Grade 5 Social Sciences Map Skills Worksheets',
    category: 'Grade 5',
    price: 69.99,
    tags: ['Worksheets', caps],
    about: 'Grid references, compass directions, scale and map symbols in fifteen worksheets.',
  },
  {
    title: 'Grade 5 English Comprehension Workbook',
    category: 'Grade 5',
    price: 89.99,
    tags: ['Workbooks', 'Languages', caps],
    discount: 15,
    about: "Fiction, non-fiction and visual texts with questions on every level of Barrett's taxonomy.",
  },
  {
    title: 'Grade 6 Mathematics Fractions Mastery Pack',
    category: 'Grade 6',
    price: 79.99,
    tags: ['Mathematics', 'Worksheets', caps],
    video: true,
    about: 'Common fractions, decimal fractions and percentages step by step, with answers.',
  },
  {
    title: 'Grade 6 Afrikaans Begripstoetse',
    category: 'Grade 6',
    price: 69.99,
    tags: ['Languages', 'Assessments', caps],
    about: 'Tien begripstoetse met memorandums vir Afrikaans Eerste Addisionele Taal.',
  },
  {
    title: 'Grade 7 Economic and Management Sciences Notes',
    category: 'Grade 7',
    price: 129,
    tags: ['Study Notes', caps],
    about: 'The economy, financial literacy and entrepreneurship explained in clear learner notes.',
  },
  {
    title: 'Grade 7 Creative Arts Lesson Plans',
    category: 'Grade 7',
    price: 149,
    tags: ['Lesson Plans', caps],
    discount: 20,
    about: 'A full year of lesson plans for visual arts, drama, music and dance.',
  },
  {
    title: 'Grade 8 Natural Sciences Practical Investigations',
    category: 'Grade 8',
    price: 109.99,
    tags: ['Worksheets', caps],
    video: true,
    about: 'Eight practical investigations with worksheets, rubrics and safety notes.',
  },
  {
    title: 'Grade 8 Mathematics Algebra Workbook',
    category: 'Grade 8',
    price: 299,
    tags: ['Workbooks', 'Mathematics', 'Printed', caps],
    physical: true,
    featured: true,
    about: 'A printed, spiral-bound workbook on algebraic expressions and equations.',
  },
  {
    title: 'Grade 9 Technology Project Guide',
    category: 'Grade 9',
    price: 99,
    tags: ['Lesson Plans', caps],
    about: 'Design process projects on structures, mechanical systems and electrical systems.',
  },
  {
    title: 'Grade 9 Life Orientation Term 3 Assessment',
    category: 'Grade 9',
    price: 59.99,
    tags: ['Assessments', caps],
    about: 'A project and test on careers and career choices, with marking rubrics.',
  },
  {
    title: 'Grade 10 Physical Sciences Exam Revision',
    category: 'Grade 10',
    price: 149.99,
    tags: ['Revision', caps],
    featured: true,
    video: true,
    about: 'Mechanics, waves, electricity and matter: summaries and exam-style questions with answers.',
  },
  {
    title: 'Grade 10 Life Sciences Term 1 Summaries',
    category: 'Grade 10',
    price: 119.99,
    tags: ['Study Notes', caps],
    discount: 10,
    about: 'Chemistry of life, cells and cell division summarised with labelled diagrams.',
  },
  {
    title: 'Grade 11 Accounting Control Test Pack',
    category: 'Grade 11',
    price: 129.99,
    tags: ['Assessments', caps],
    about: 'Three control tests on companies, reconciliations and fixed assets, with memoranda.',
  },
  {
    title: 'Grade 11 Mathematical Literacy Worksheets',
    category: 'Grade 11',
    price: 89.99,
    tags: ['Worksheets', 'Mathematics', caps],
    about: 'Finance, measurement, maps and plans, and data handling in everyday contexts.',
  },
  {
    title: 'Grade 12 Mathematics Final Exam Preparation',
    category: 'Grade 12',
    price: 199.99,
    tags: ['Revision', 'Mathematics', caps],
    featured: true,
    video: true,
    about: 'Past-paper style questions for Paper 1 and Paper 2 with worked solutions.',
  },
  {
    title: 'Grade 12 History Source-Based Questions',
    category: 'Grade 12',
    price: 139,
    tags: ['Assessments', caps],
    about: 'Source-based questions and essays on the Cold War, civil resistance and the road to democracy.',
  },
  {
    title: 'Grade 12 Geography Mapwork Study Guide',
    category: 'Grade 12',
    price: 450,
    tags: ['Printed', 'Study Notes', caps],
    physical: true,
    discount: 5,
    about: 'A printed study guide with topographic and orthophoto maps and step-by-step calculations.',
  },
  {
    title: 'Personalised Teacher Planner',
    category: 'Teacher Resources',
    price: 349,
    tags: ['Personalised', 'Printed'],
    physical: true,
    featured: true,
    questions: questionSets.planner,
    about: 'A hard-cover year planner with term overviews, weekly pages and your name on the cover.',
  },
  {
    title: 'Personalised Classroom Name Labels',
    category: 'Teacher Resources',
    price: 149,
    tags: ['Personalised', 'Printed'],
    physical: true,
    questions: questionSets.labels,
    about: "Printed, waterproof labels with your learners' names for books, desks and cubbies.",
  },
  {
    title: 'Customisable Merit Certificates',
    category: 'Teacher Resources',
    price: 39.99,
    tags: ['Personalised'],
    questions: questionSets.certificates,
    about: 'Twelve merit certificate designs with your school name, ready to print.',
  },
  {
    title: 'Free Term Planner Template',
    category: 'Teacher Resources',
    price: null,
    tags: ['Lesson Plans'],
    about: 'A free printable planner for mapping out a school term week by week.',
  },
];

export const bundles: {
  title: string;
  category: string;
  price: number;
  discount: number;
  featured: boolean;
  tags: string[];
  products: string[];
  about: string;
}[] = [
  {
    title: 'Foundation Phase Maths Starter Bundle',
    category: 'Foundation Phase',
    price: 149,
    discount: 10,
    featured: true,
    tags: ['Mathematics', 'Worksheets', caps],
    products: [
      'Grade R Number Fun Worksheets',
      'Grade 1 Mathematics Term 2 Assessment Pack',
      'Grade 3 Mathematics Revision Booklet',
    ],
    about: 'Three favourite Foundation Phase maths resources together at a better price.',
  },
  {
    title: 'FET Exam Revision Bundle',
    category: 'FET Phase',
    price: 399,
    discount: 15,
    featured: false,
    tags: ['Revision', 'Assessments', caps],
    products: [
      'Grade 10 Physical Sciences Exam Revision',
      'Grade 11 Accounting Control Test Pack',
      'Grade 12 Mathematics Final Exam Preparation',
    ],
    about: 'Exam preparation for Grades 10 to 12: revision notes, control tests and past-paper practice.',
  },
];
