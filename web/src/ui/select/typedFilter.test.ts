import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import af from '../../locales/af/planning.json';
import en from '../../locales/en/planning.json';
import { provinces } from '../../../../server/domain/reference-rules.ts';
import { matchesTyped, optionMatches, textOf } from './typedFilter';

/** The province select's options as Create Teacher and the profile show them, in a language. */
const provinceOptions = (labels: Record<string, string>) =>
  provinces.map((value) => ({ value, label: labels[value] ?? value }));

const shown = (typed: string, labels: Record<string, string>) =>
  provinceOptions(labels)
    .filter((option) => optionMatches(typed, option))
    .map((option) => option.label);

describe('typing filters the province select (issue 27)', () => {
  it.each([
    ['', en.provinces, provinceOptions(en.provinces).map((option) => option.label)],
    ['gau', en.provinces, ['Gauteng']],
    ['CAPE', en.provinces, ['Eastern Cape', 'Northern Cape', 'Western Cape']],
    ['kwa natal', en.provinces, ['KwaZulu-Natal']],
    ['kwazulu-natal', en.provinces, ['KwaZulu-Natal']],
    ['north', en.provinces, ['Northern Cape', 'North West']],
    ['west cape', en.provinces, ['Western Cape']],
    ['  free   state ', en.provinces, ['Free State']],
    ['xyz', en.provinces, []],
    // Afrikaans: her words, not the stored English values.
    ['kaap', af.provinces, ['Oos-Kaap', 'Noord-Kaap', 'Wes-Kaap']],
    ['noord', af.provinces, ['Noord-Kaap', 'Noordwes']],
    ['noord kaap', af.provinces, ['Noord-Kaap']],
    ['vry', af.provinces, ['Vrystaat']],
    ['free', af.provinces, []],
  ])('%j in %#', (typed, labels, expected) => expect(shown(typed, labels)).toEqual(expected));
});

describe('what an option is matched on', () => {
  it.each([
    ['accents do not matter', 'skool', 'Laerskool Môreson', true],
    ['nor do they typed', 'môre', 'Laerskool Moreson', true],
    ['every word must appear', 'grade 4 math', 'Mathematics (Grade 4)', true],
    ['in any order', 'math 4', 'Mathematics (Grade 4)', true],
    ['a word missing', 'grade 5 math', 'Mathematics (Grade 4)', false],
  ])('%s', (_case, typed, label, matches) => expect(matchesTyped(typed, label)).toBe(matches));

  it('reads the words of a label built of elements (a colour swatch and its name)', () => {
    const label = createElement('span', null, createElement('span', { 'aria-hidden': true }), 'Deep purple');
    expect(textOf(label)).toBe('Deep purple');
    expect(optionMatches('purple', { value: 'deep-purple darken-1', label })).toBe(true);
    expect(optionMatches('darken', { value: 'deep-purple darken-1', label })).toBe(false);
  });

  it('falls back to the value when an option has no label', () => {
    expect(optionMatches('12', { value: '12' })).toBe(true);
    expect(optionMatches('12', undefined)).toBe(false);
  });
});
