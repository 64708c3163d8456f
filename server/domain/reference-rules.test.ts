import { describe, expect, it } from 'vitest';
import {
  biweekPalette,
  compareGrades,
  firstUnusedColor,
  holidayErrors,
  referenceMessages as messages,
  schoolErrors,
  subjectErrors,
  termErrors,
  withBiweekColors,
} from './reference-rules.ts';

describe('grade order (001 section 9, 002 section 9)', () => {
  it('sorts grades R first, then numerically', () => {
    expect(['10', '2', 'R', '12', '1'].sort(compareGrades)).toEqual(['R', '1', '2', '10', '12']);
  });
  // planning-rules and template-rules each had a compareGrades: the planning copy ranked 'r' and ' 7' apart from
  // 'R' and '7' and left every other text unordered, in no particular place against missing grades.
  it('reads R in either case and trims, puts any other text after 12 alphabetically, and missing grades last', () => {
    expect(['Adult', null, '12', 'r', 'Other', ' 7', '', 'Foundation'].sort(compareGrades)).toEqual([
      'r',
      ' 7',
      '12',
      'Adult',
      'Foundation',
      'Other',
      null,
      '',
    ]);
  });
});

describe('terms and biweeks (002 sections 4, 5)', () => {
  const term = { label: 'Term 1', start: '2026-01-14', end: '2026-03-27', provinces: ['Gauteng'] };
  it('accepts a term', () => expect(termErrors(term)).toEqual({}));
  it.each([
    [{ label: '' }, { label: 'Label is required' }],
    [{ start: null }, { start: 'Start Date is required' }],
    [{ end: '' }, { end: 'End Date is required' }],
    [{ end: '2026-01-14' }, { end: messages.termEndBeforeStart }],
    [{ provinces: ['Gauteng', 'Atlantis'] }, { provinces: messages.provinceInvalid }],
    [{ biweeks: [{ label: '', start: '2026-01-14', end: '2026-01-23' }] }, { 'biweeks.0.label': 'Label is required' }],
    [
      { biweeks: [{ label: 'W1', start: '2026-01-12', end: '2026-01-23' }] },
      { 'biweeks.0.start': messages.biweekOutsideTerm },
    ],
    [
      { biweeks: [{ label: 'W1', start: '2026-01-20', end: '2026-01-19' }] },
      { 'biweeks.0.end': messages.biweekEndBeforeStart },
    ],
    [{ biweeks: [{ label: 'W1', start: '2026-01-20' }] }, { 'biweeks.0.end': 'End Date is required' }],
  ])('%o', (change, expected) => expect(termErrors({ ...term, ...change })).toEqual(expected));
  it('refuses a sixteenth biweek', () => {
    const biweeks = Array.from({ length: 16 }, () => ({ label: 'W', start: '2026-01-20', end: '2026-01-21' }));
    expect(termErrors({ ...term, biweeks }).biweeks).toBe(messages.biweeksFull);
  });
  it('gives each new biweek the first colour the term does not use', () => {
    expect(biweekPalette).toHaveLength(15);
    expect(firstUnusedColor([])).toBe('red darken-1');
    expect(firstUnusedColor(['red darken-1', 'pink darken-1'])).toBe('cyan darken-1');
    expect(firstUnusedColor(biweekPalette)).toBeNull();
    const coloured = withBiweekColors([
      { label: 'a', color: 'cyan darken-1' },
      { label: 'b' },
      { label: 'c', color: '' },
    ]);
    expect(coloured?.map((biweek) => biweek.color)).toEqual(['cyan darken-1', 'red darken-1', 'pink darken-1']);
    expect(withBiweekColors([...biweekPalette.map((color) => ({ color })), {}])).toBeNull();
  });
});

describe('schools, subjects, holidays (002 section 5)', () => {
  it('needs a school name and real provinces', () => {
    expect(schoolErrors({ name: 'A', provinces: ['Limpopo'] })).toEqual({});
    expect(schoolErrors({ name: ' ', provinces: ['Nowhere'] })).toEqual({
      name: 'Name is required',
      provinces: messages.provinceInvalid,
    });
  });
  it.each([
    [{ grade: '7', subject: 'Mathematics' }, [{ grade: '8', subject: 'Mathematics' }], {}],
    [
      { grade: '7', subject: ' mathematics ' },
      [{ grade: '7', subject: 'Mathematics' }],
      { subject: 'Subject already added to Grade 7' },
    ],
    [
      { grade: 'R', subject: 'Life Skills' },
      [{ grade: 'R', subject: 'Life Skills' }],
      { subject: 'Subject already added to Grade R' },
    ],
    [{ grade: '', subject: 'Art' }, [], { grade: 'Grade is required' }],
    [{ grade: '13', subject: 'Art' }, [], { grade: messages.gradeInvalid }],
    [{ grade: '7', subject: '' }, [], { subject: 'Subject is required' }],
  ])('%o', (values, taken, expected) => expect(subjectErrors(values, taken)).toEqual(expected));
  it('needs a holiday label and date', () => {
    expect(holidayErrors({ label: 'Youth Day', date: '2026-06-16' })).toEqual({});
    expect(holidayErrors({ label: '', date: '16 June' })).toEqual({
      label: 'Label is required',
      date: 'Date is required',
    });
  });
});
