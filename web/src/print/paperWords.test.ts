import { describe, expect, it } from 'vitest';
import af from '../locales/af/templates.json';
import { headingWord, labelIn } from './paperWords';

const afrikaans = (label: string) => labelIn(af.headingLabels, label);

describe('the words printed on a paper (issue 15)', () => {
  it.each([
    ['Subject', 'Vak'],
    ['Grade', 'Graad'],
    ['marks', 'Punte'],
    ['Information and Instructions', 'Inligting en Instruksies'],
    ['Lesson aim', 'Lesson aim'],
  ])('prints the label %s in Afrikaans as %s (a label of her own as typed)', (label, printed) => {
    expect(headingWord([], label, afrikaans)).toBe(printed);
  });

  it("prints the teacher's own word for a heading before any translation", () => {
    expect(headingWord([{ label: 'Marks', value: 'Punt' }], 'Marks', afrikaans)).toBe('Punt');
    expect(headingWord([{ label: 'Marks', value: ' ' }], 'Marks', afrikaans)).toBe('Punte');
  });

  it('prints the label itself when no language is given', () => {
    expect(headingWord(null, 'Subject')).toBe('Subject');
  });
});
