/** Input limits: the rules of server/domain/limits.ts as a table of cases. */
import { describe, expect, it } from 'vitest';
import {
  colorPattern,
  fieldLabel,
  hasUnstorableCharacters,
  limitOf,
  listLimitError,
  parseLimitMessage,
  valueLimitError,
} from './limits.ts';

describe('limits', () => {
  it.each([
    ['name', 'x'.repeat(200), null],
    ['name', 'x'.repeat(201), 'Name must be at most 200 characters'],
    ['hint', 'x'.repeat(1001), 'Hint must be at most 1000 characters'],
    ['color', 'green darken-1', null],
    ['color', '#1F6F5C', null],
    ['color', 'javascript:alert(1)', 'Color must be a colour name or #rrggbb'],
    ['label', 'a\u0000b', 'Label contains characters that cannot be stored'],
  ])('text %s = %j', (field, value, message) => {
    expect(valueLimitError(field, value, limitOf(field, 'String', false))).toBe(message);
  });

  it.each([
    ['minutes', -1, 'Minutes must be between 0 and 1440'],
    ['minutes', 1440, null],
    ['totalPoints', 10_001, 'Total points must be between 0 and 10000'],
    ['discountPercentage', 101, 'Discount percentage must be between 0 and 100'],
    ['price', 99.5, null],
  ])('number %s = %j', (field, value, message) => {
    expect(valueLimitError(field, value, limitOf(field, 'Int', false))).toBe(message);
  });

  it('bounds lists: tags to 50, others to 1,000 items', () => {
    expect(listLimitError('tags', Array(51).fill('t'), limitOf('tags', 'ID', true))).toBe(
      'Tags must have at most 50 items',
    );
    expect(listLimitError('items', Array(1000).fill('t'), limitOf('items', 'String', true))).toBeNull();
  });

  it('finds NUL and lone surrogates, not surrogate pairs', () => {
    expect(['\u0000', '\uD800', 'a\uDC00', '\uDC00\uD800'].map(hasUnstorableCharacters)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['🏉', 'Gr. 7 — Wiskunde'].map(hasUnstorableCharacters)).toEqual([false, false]);
  });

  it('takes its messages apart for the web app to translate', () => {
    expect(parseLimitMessage('Total minutes must be between 0 and 1440')).toEqual({
      kind: 'range',
      label: 'Total minutes',
      min: 0,
      max: 1440,
    });
    expect(parseLimitMessage('Name must be at most 200 characters')).toEqual({
      kind: 'maxLength',
      label: 'Name',
      max: 200,
    });
    expect(parseLimitMessage('Tags must have at most 50 items')).toEqual({ kind: 'maxItems', label: 'Tags', max: 50 });
    expect(parseLimitMessage('Text contains characters that cannot be stored')).toEqual({
      kind: 'unstorable',
      label: 'Text',
    });
    expect(parseLimitMessage('Title is required')).toBeNull();
  });

  it('words field names and keeps the colour pattern strict', () => {
    expect(fieldLabel('totalMinutes')).toBe('Total minutes');
    expect(colorPattern.test('red darken-1<script>')).toBe(false);
  });
});
