/** The model layer's walk of an input: nested objects and list items by their declared types, keyed by path. */
import { describe, expect, it } from 'vitest';
import { inputLimitErrors } from './input-limits.ts';
import { modelNamed } from './models.ts';

const long = (length: number) => 'x'.repeat(length);

describe('inputLimitErrors', () => {
  it('walks nested objects and lists of objects', () => {
    const errors = inputLimitErrors(modelNamed('AssessmentTemplate').fields, {
      title: 'Term test',
      totalMinutes: 90,
      headings: [{ label: 'Name', value: '' }, { label: long(201) }],
      questions: [
        {
          number: '1',
          minutes: -1,
          fields: [{ marks: 10_001, cognitiveLevel: { label: 'Knowledge', percentage: 101 } }],
        },
      ],
    });
    expect(errors).toEqual({
      'headings.1.label': 'Label must be at most 200 characters',
      'questions.0.minutes': 'Minutes must be between 0 and 1440',
      'questions.0.fields.0.marks': 'Marks must be between 0 and 10000',
      'questions.0.fields.0.cognitiveLevel.percentage': 'Percentage must be between 0 and 100',
    });
  });

  it('bounds list counts, each item of a scalar list and the size of JSON', () => {
    const fields = modelNamed('Product').fields;
    expect(inputLimitErrors(fields, { tags: Array(51).fill('t') })).toEqual({
      tags: 'Tags must have at most 50 items',
    });
    expect(inputLimitErrors(fields, { thumbnails: ['a.png', long(2049)] })).toEqual({
      'thumbnails.1': 'Thumbnails must be at most 2048 characters',
    });
    expect(inputLimitErrors(fields, { description: long(500_001) })).toEqual({
      description: 'Description must be at most 500000 characters',
    });
  });

  it('leaves absent values and fields it does not know to other rules', () => {
    expect(
      inputLimitErrors(modelNamed('TeacherActivity').fields, { label: null, color: undefined, repeatWeeks: -3 }),
    ).toEqual({});
  });
});
