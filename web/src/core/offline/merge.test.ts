import { describe, expect, it } from 'vitest';
import { pickFields, planMerge } from './merge';

const base = {
  name: 'Fractions',
  minutes: 60,
  template: [{ name: 'Introduction', fields: [{ type: 'Text', label: 'Topic', value: 'Halves' }] }],
  startDateTime: '2026-03-02T08:00:00.000Z',
};

describe('planMerge: two versions of one record, field by field', () => {
  it('merges changes to different fields without asking (she sends every field of the editor)', () => {
    const mine = { ...base, name: 'Fractions (phone)' };
    const current = { ...base, minutes: 45, _version: 2 };
    expect(planMerge(base, mine, current)).toEqual({
      send: { name: 'Fractions (phone)' },
      conflicting: [],
      theirs: ['minutes'],
    });
  });

  it('asks only for a field changed on both sides to different values', () => {
    const mine = { ...base, name: 'Fractions (phone)', minutes: 50 };
    const current = { ...base, name: 'Fractions (laptop)', _version: 2 };
    expect(planMerge(base, mine, current)).toEqual({
      send: { minutes: 50 },
      conflicting: ['name'],
      theirs: [],
    });
  });

  it('does not count the same change made on both sides, nor JSON with its keys reordered', () => {
    const mine = {
      ...base,
      name: 'Same',
      template: [{ fields: [{ value: 'Halves', label: 'Topic', type: 'Text' }], name: 'Introduction' }],
    };
    const current = { ...base, name: 'Same', startDateTime: '2026-03-02T08:00:00+00:00' };
    expect(planMerge(base, mine, current)).toEqual({ send: {}, conflicting: [], theirs: ['name'] });
  });

  it('asks about every differing field when the base is not known (a change queued before it was kept)', () => {
    const mine = { name: 'Fractions (phone)', minutes: 60 };
    const current = { ...base, name: 'Fractions (laptop)', _version: 2 };
    expect(planMerge(null, mine, current)).toEqual({ send: {}, conflicting: ['name'], theirs: [] });
  });

  it('treats rich text changed on both sides as a conflict of that field', () => {
    const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
    const questions = (text: string) => [{ number: '1', richText: paragraph(text) }];
    const start = { questions: questions('What is ½ of 8?') };
    const planned = planMerge(
      start,
      { questions: questions('What is ½ of 10?') },
      { questions: questions('What is ¼ of 8?') },
    );
    expect(planned.conflicting).toEqual(['questions']);
  });
});

describe('pickFields', () => {
  it('keeps only the fields asked for that the record has', () => {
    expect(pickFields({ a: 1, b: null, c: 3 }, ['a', 'b', 'd'])).toEqual({ a: 1, b: null });
  });
});
