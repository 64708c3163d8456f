/**
 * Reference data a teacher needs: CAPS subjects for grades R to 12, schools of the nine provinces, the current
 * year's school terms with biweeks, public holidays and the cognitive-level taxonomies.
 */
import type { Database } from '../connect.ts';
import { biweekPalette, provinces } from '../../server/domain/reference-rules.ts';
import { addDays, insertModelRows, isoDate, known, utcDate } from './rows.ts';

type Province = (typeof provinces)[number];

const languages = ['English Home Language', 'Afrikaans First Additional Language'];

/** CAPS subjects per phase. */
const phases: { grades: string[]; subjects: string[] }[] = [
  { grades: ['R', '1', '2', '3'], subjects: [...languages, 'Mathematics', 'Life Skills'] },
  {
    grades: ['4', '5', '6'],
    subjects: [...languages, 'Mathematics', 'Natural Sciences and Technology', 'Social Sciences', 'Life Skills'],
  },
  {
    grades: ['7', '8', '9'],
    subjects: [
      ...languages,
      'Mathematics',
      'Natural Sciences',
      'Social Sciences',
      'Economic and Management Sciences',
      'Technology',
      'Creative Arts',
      'Life Orientation',
    ],
  },
  {
    grades: ['10', '11', '12'],
    subjects: [
      'English Home Language',
      'Afrikaans Eerste Addisionele Taal',
      'Mathematics',
      'Mathematical Literacy',
      'Physical Sciences',
      'Life Sciences',
      'Accounting',
      'Business Studies',
      'Geography',
      'History',
      'Life Orientation',
    ],
  },
];

const schoolsByProvince: Record<Province, string[]> = {
  'Eastern Cape': ['Nelson Mandela Bay Primary School', 'Buffalo City High School', 'Amathole Combined School'],
  'Free State': ['Mangaung Primary School', 'Thabo Mofutsanyana Secondary School'],
  Gauteng: ['Jacaranda Primary School', 'Highveld Secondary School', 'Soweto Combined School'],
  'KwaZulu-Natal': ['uMhlanga Primary School', 'Drakensberg High School', 'Msunduzi Combined School'],
  Limpopo: ['Polokwane Primary School', 'Waterberg Secondary School'],
  Mpumalanga: ['Mbombela Primary School', 'Lowveld High School'],
  'Northern Cape': ['Kimberley Primary School', 'Namakwa Secondary School'],
  'North West': ['Mahikeng Primary School', 'Bojanala High School'],
  'Western Cape': ['Table Mountain Primary School', 'Boland High School', 'Karoo Combined School'],
};

/** Public school terms (month, day) as in the national calendar of 2026, reused for any year. */
const termDates: [label: string, start: [number, number], end: [number, number]][] = [
  ['Term 1', [1, 14], [3, 27]],
  ['Term 2', [4, 8], [6, 26]],
  ['Term 3', [7, 21], [10, 2]],
  ['Term 4', [10, 13], [12, 9]],
];

/** Fixed-date public holidays (Public Holidays Act); Easter-based ones are added per year. */
const fixedHolidays: [label: string, month: number, day: number][] = [
  ["New Year's Day", 1, 1],
  ['Human Rights Day', 3, 21],
  ['Freedom Day', 4, 27],
  ["Workers' Day", 5, 1],
  ['Youth Day', 6, 16],
  ["National Women's Day", 8, 9],
  ['Heritage Day', 9, 24],
  ['Day of Reconciliation', 12, 16],
  ['Christmas Day', 12, 25],
  ['Day of Goodwill', 12, 26],
];

export const taxonomies: { name: string; cognitiveLevels: { label: string; percentage: number }[] }[] = [
  {
    name: "Bloom's Taxonomy",
    cognitiveLevels: [
      { label: 'Remembering', percentage: 15 },
      { label: 'Understanding', percentage: 20 },
      { label: 'Applying', percentage: 25 },
      { label: 'Analysing', percentage: 20 },
      { label: 'Evaluating', percentage: 10 },
      { label: 'Creating', percentage: 10 },
    ],
  },
  {
    name: "Barrett's Taxonomy",
    cognitiveLevels: [
      { label: 'Literal', percentage: 20 },
      { label: 'Reorganisation', percentage: 20 },
      { label: 'Inference', percentage: 40 },
      { label: 'Evaluation', percentage: 10 },
      { label: 'Appreciation', percentage: 10 },
    ],
  },
];

export interface ReferenceIds {
  /** Subject id by `${grade}|${subject}`. */
  subjectId(grade: string, subject: string): string;
  schoolId(name: string): string;
}

export async function seedReference(db: Database, year: number): Promise<ReferenceIds> {
  const subjectRows = phases.flatMap(({ grades, subjects }) =>
    grades.flatMap((grade) => subjects.map((subject) => ({ grade, subject }))),
  );
  const subjectIds = await insertModelRows(db, 'subject', subjectRows);
  const subjects = new Map(subjectRows.map((row, index) => [`${row.grade}|${row.subject}`, subjectIds[index]]));

  const schoolRows = [
    { name: 'Generic School', provinces: [...provinces], isGeneric: true },
    ...provinces.flatMap((province) =>
      schoolsByProvince[province].map((name) => ({ name, provinces: [province], isGeneric: false })),
    ),
  ];
  const schoolIds = await insertModelRows(db, 'school', schoolRows);
  const schools = new Map(schoolRows.map((row, index) => [row.name, schoolIds[index]]));

  await insertModelRows(db, 'term', termsOf(year));
  await insertModelRows(
    db,
    'holiday',
    publicHolidays(year).map(([label, date]) => ({ label, date: isoDate(date) })),
  );
  await insertModelRows(db, 'taxonomy', taxonomies);

  return {
    subjectId: (grade, subject) => known(subjects.get(`${grade}|${subject}`), `subject ${grade} ${subject}`),
    schoolId: (name) => known(schools.get(name), `school ${name}`),
  };
}

function termsOf(year: number) {
  return termDates.map(([label, [startMonth, startDay], [endMonth, endDay]]) => {
    const start = utcDate(year, startMonth, startDay);
    const end = utcDate(year, endMonth, endDay);
    return {
      label,
      start: isoDate(start),
      end: isoDate(end),
      biweeks: biweeksOf(start, end),
      provinces: [...provinces],
    };
  });
}

/** Two school weeks each (Monday to Friday), the first starting on the term's first day, the last ending with the term. */
export function biweeksOf(start: Date, end: Date): { label: string; start: string; end: string; color: string }[] {
  const firstMonday = addDays(start, -((start.getUTCDay() + 6) % 7));
  const biweeks = [];
  for (let week = 1; ; week += 2) {
    const monday = addDays(firstMonday, (week - 1) * 7);
    if (monday > end) break;
    const secondFriday = addDays(monday, 11);
    const twoWeeks = addDays(monday, 7) <= end;
    biweeks.push({
      label: twoWeeks ? `Week ${week}-${week + 1}` : `Week ${week}`,
      start: isoDate(monday < start ? start : monday),
      end: isoDate(secondFriday > end ? end : secondFriday),
      color: biweekPalette[biweeks.length % biweekPalette.length],
    });
  }
  return biweeks;
}

/** The year's public holidays; one falling on a Sunday gives the Monday after as a holiday too. */
export function publicHolidays(year: number): [string, Date][] {
  const easter = easterSunday(year);
  const holidays: [string, Date][] = [
    ...fixedHolidays.map(([label, month, day]): [string, Date] => [label, utcDate(year, month, day)]),
    ['Good Friday', addDays(easter, -2)],
    ['Family Day', addDays(easter, 1)],
  ];
  const observed = holidays
    .filter(([, date]) => date.getUTCDay() === 0)
    .map(([label, date]): [string, Date] => [`${label} (observed)`, addDays(date, 1)]);
  return [...holidays, ...observed].sort(([, a], [, b]) => a.getTime() - b.getTime());
}

/** Gregorian Easter Sunday (the anonymous algorithm of Meeus). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDate(year, month, day);
}
