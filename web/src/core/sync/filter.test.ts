import { describe, expect, it } from 'vitest';
import type { ModelFilter } from './filter';
import { matchesFilter, sortRecords } from './filter';

type Row = Record<string, unknown>;
const read = (row: Row, field: string) => row[field];
const matches = (row: Row, filter: ModelFilter | null) => matchesFilter(row, filter, read);

describe('model filters on the synced store (as the server applies them in SQL)', () => {
  const activity: Row = {
    id: 'a1',
    teacherprofileID: 'p1',
    startDateTime: '2026-03-02T08:00:00.000Z',
    label: 'Maths 4A',
    sendTo: ['ALL', 'Grade 4'],
    color: null,
  };

  it.each<[string, ModelFilter | null, boolean]>([
    ['no filter', null, true],
    ['eq', { teacherprofileID: { eq: 'p1' } }, true],
    ['eq of another', { teacherprofileID: { eq: 'p2' } }, false],
    ['eq null on a missing value', { color: { eq: null } }, true],
    ['ne', { teacherprofileID: { ne: 'p2' } }, true],
    ['ne on a missing value', { color: { ne: 'red' } }, true],
    ['between holds the bounds', { startDateTime: { between: ['2026-03-02T08:00:00.000Z', '2026-03-03'] } }, true],
    ['between outside', { startDateTime: { between: ['2026-01-01', '2026-02-01'] } }, false],
    ['ge and lt', { startDateTime: { ge: '2026-03-01', lt: '2026-03-03' } }, true],
    ['gt on a missing value', { color: { gt: 'a' } }, false],
    ['beginsWith', { label: { beginsWith: 'Maths' } }, true],
    ['contains of a text is a substring', { label: { contains: '4A' } }, true],
    ['contains of a list is membership', { sendTo: { contains: 'Grade 4' } }, true],
    ['contains of a list is not a substring', { sendTo: { contains: 'Grade' } }, false],
    ['notContains', { sendTo: { notContains: 'Grade 5' } }, true],
    ['attributeExists', { color: { attributeExists: true } }, false],
    ['and', { and: [{ teacherprofileID: { eq: 'p1' } }, { label: { contains: 'Maths' } }] }, true],
    ['or', { or: [{ sendTo: { contains: 'Grade 7' } }, { sendTo: { contains: 'ALL' } }] }, true],
    ['or of none matching', { or: [{ sendTo: { contains: 'Grade 7' } }] }, false],
    ['not', { not: { teacherprofileID: { eq: 'p1' } } }, false],
    [
      'several fields at once, as the calendar asks',
      { teacherprofileID: { eq: 'p1' }, startDateTime: { between: ['2026-01-01', '2026-12-31T23:59:59.999Z'] } },
      true,
    ],
  ])('%s', (_name, filter, expected) => {
    expect(matches(activity, filter)).toBe(expected);
  });

  it('refuses an operator the contract does not have', () => {
    expect(() => matches(activity, { label: { like: 'M%' } })).toThrow(/like/);
  });
});

describe('sorting the synced store', () => {
  const rows: Row[] = [
    { id: '3', name: 'banana', date: '2026-02-01' },
    { id: '1', name: 'Apple', date: null },
    { id: '2', name: 'apple', date: '2026-01-01' },
    { id: '4', name: 'éclair', date: '2026-03-01' },
  ];
  const ids = (sorted: Row[]) => sorted.map((row) => row.id);

  it('sorts texts as people read them (lower case first, accents beside their letter), then by id', () => {
    expect(ids(sortRecords(rows, [{ field: 'name', direction: 'ASC' }], read))).toEqual(['2', '1', '3', '4']);
  });

  it('puts missing values last in either direction', () => {
    expect(ids(sortRecords(rows, [{ field: 'date', direction: 'ASC' }], read))).toEqual(['2', '3', '4', '1']);
    expect(ids(sortRecords(rows, [{ field: 'date', direction: 'DESC' }], read))).toEqual(['4', '3', '2', '1']);
  });

  it('without a sort keeps id order', () => {
    expect(ids(sortRecords(rows, null, read))).toEqual(['1', '2', '3', '4']);
  });
});
