import { describe, expect, it } from 'vitest';
import { labelIn } from '../print/paperWords';
import af from '../locales/af/templates.json';
import { draftOfAssessment } from './assessments/assessmentStore';
import { draftOfLesson } from './lessons/lessonStore';

const afrikaans = (label: string) => labelIn(af.headingLabels, label);

describe("a new template's printed words start in the teacher's language (issue 15)", () => {
  it('gives a new lesson and a new assessment Afrikaans words for their headings', () => {
    expect(draftOfLesson(null, afrikaans).headings.slice(0, 2)).toEqual([
      { label: 'Grade', value: 'Graad' },
      { label: 'Date', value: 'Datum' },
    ]);
    expect(draftOfAssessment(null, afrikaans).headings.find((heading) => heading.label === 'Marks')).toEqual({
      label: 'Marks',
      value: 'Punte',
    });
  });

  it('keeps English words without a language', () => {
    expect(draftOfLesson(null).headings[0]).toEqual({ label: 'Grade', value: 'Grade' });
  });
});
