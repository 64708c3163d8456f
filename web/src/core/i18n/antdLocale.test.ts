import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { antdLocale } from './antdLocale';

function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
}

/** antd's English words that Afrikaans writes the same way; and the formats, which are not words. */
const sameInAfrikaans = new Set(['OK', 'Week', 'item', 'items']);
const notWords = /(^|\.)(locale|\w*Format)$/;

describe('the Afrikaans of antd (issue 15)', () => {
  const english = new Map(texts(antdLocale('en')));
  const afrikaans = new Map(texts(antdLocale('af')));

  it('has every text antd shows in English, in Afrikaans', () => {
    const untranslated = [...english]
      .filter(([path, text]) => !notWords.test(path) && text.trim() && !sameInAfrikaans.has(text))
      .filter(([path, text]) => (afrikaans.get(path) ?? text) === text)
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('names days and months in the pickers with dayjs in Afrikaans', () => {
    const locale = antdLocale('af').DatePicker?.lang.locale ?? '';
    expect(dayjs('2026-03-02').locale(locale).format('dddd D MMMM')).toBe('Maandag 2 Maart');
  });
});
