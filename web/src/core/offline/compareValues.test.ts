import { describe, expect, it } from 'vitest';
import { sameInstant, sameValue } from './compareValues';

describe('sameValue: what the conflict dialog marks as changed', () => {
  it.each([
    ['the same text', 'Fractions', 'Fractions', true],
    ['another text', 'Fractions', 'Decimals', false],
    ['an emptied text and no value', '', null, true],
    ['a missing value and null', undefined, null, true],
    ['0 and no value', 0, null, false],
    ['an empty list and no list', [], null, true],
    ['an empty list and a list', [], ['a'], false],
    ['the same number', 60, 60, true],
    ['a number and its text', 60, '60', false],
    ['the same list', ['a', 'b'], ['a', 'b'], true],
    ['a list in another order', ['a', 'b'], ['b', 'a'], false],
    ['a shorter list', ['a', 'b'], ['a'], false],
    [
      'headings with their keys reordered',
      [{ label: 'Grade', value: 'Graad' }],
      [{ value: 'Graad', label: 'Grade' }],
      true,
    ],
    [
      'a heading printed differently',
      [{ label: 'Grade', value: 'Graad' }],
      [{ label: 'Grade', value: 'Grade' }],
      false,
    ],
    ['an object and a list', { a: 1 }, [1], false],
  ])('%s', (_, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });

  it('compares lesson steps structurally: key order, __typename and absent empty keys do not count', () => {
    const mine = [
      {
        name: 'Introduction',
        fields: [{ type: 'Text', label: 'Topic', value: 'Halves', hint: null, placeholder: null, items: [] }],
      },
    ];
    const server = [
      { __typename: 'LessonStep', fields: [{ value: 'Halves', label: 'Topic', type: 'Text' }], name: 'Introduction' },
    ];
    expect(sameValue(mine, server)).toBe(true);
    expect(sameValue(mine, [{ ...server[0], fields: [{ value: 'Quarters', label: 'Topic', type: 'Text' }] }])).toBe(
      false,
    );
  });
});

describe('sameInstant', () => {
  it.each([
    ['the same moment written two ways', '2026-03-02T08:00:00.000Z', '2026-03-02T10:00:00+02:00', true],
    ['without milliseconds', '2026-03-02T08:00:00.000Z', '2026-03-02T08:00:00Z', true],
    ['another moment', '2026-03-02T08:00:00.000Z', '2026-03-02T09:00:00.000Z', false],
    ['a moment and none', '2026-03-02T08:00:00.000Z', null, false],
    ['none on both sides', null, '', true],
  ])('%s', (_, a, b, same) => {
    expect(sameInstant(a, b)).toBe(same);
  });
});
