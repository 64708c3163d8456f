import { describe, expect, it } from 'vitest';
import {
  tagNameTakenError,
  catalogueMessages as m,
  catalogueSearchField,
  changedPrice,
  cleanQuestion,
  isVideoId,
  questionErrors,
  questionListErrors,
  slugOf,
  storedDiscount,
  videoIdsError,
  type PriceChange,
} from './catalogue-rules.ts';
import { isGrade } from './reference-rules.ts';
import { searchWords } from './search.ts';

describe('category slug (002 §5)', () => {
  it.each([
    ['Foundation Phase', 'foundation-phase'],
    ['Grade 10', 'grade-10'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Maths & Science!!', 'maths-science'],
    ['--Already--hyphenated--', 'already-hyphenated'],
    ['Afrikaans Huistaal: Graad R', 'afrikaans-huistaal-graad-r'],
    ['Ünïcödé Wörds', 'n-c-d-w-rds'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => expect(slugOf(name)).toBe(slug));
});

describe('bulk Change Price (002 §5)', () => {
  const fixedUp = (value: number): PriceChange => ({ mode: 'FIXED', direction: 'INCREASE', value });
  const fixedDown = (value: number): PriceChange => ({ mode: 'FIXED', direction: 'DECREASE', value });
  const percentUp = (value: number): PriceChange => ({ mode: 'PERCENT', direction: 'INCREASE', value });
  const percentDown = (value: number): PriceChange => ({ mode: 'PERCENT', direction: 'DECREASE', value });

  it.each<[string, number | null, PriceChange, number | null]>([
    ['fixed increase', 100, fixedUp(15), 115],
    ['fixed increase with cents', 49.99, fixedUp(0.02), 50.01],
    ['fixed decrease', 100, fixedDown(15.5), 84.5],
    ['fixed decrease to exactly 0', 20, fixedDown(20), 0],
    ['fixed decrease below 0 floors at 0', 20, fixedDown(25), 0],
    ['percent increase', 200, percentUp(10), 220],
    ['percent increase rounds to cents', 99.99, percentUp(15), 114.99],
    ['percent increase rounds half up', 10.01, percentUp(50), 15.02],
    ['percent decrease', 80, percentDown(25), 60],
    ['percent decrease rounds to cents', 33.33, percentDown(33), 22.33],
    ['percent decrease of 100 is 0', 80, percentDown(100), 0],
    ['percent decrease past 100 floors at 0', 80, percentDown(150), 0],
    ['empty price stays empty (fixed)', null, fixedUp(10), null],
    ['empty price stays empty (percent)', null, percentDown(10), null],
    ['a free item stays free on a percent increase', 0, percentUp(10), 0],
  ])('%s', (_name, price, change, expected) => expect(changedPrice(price, change)).toBe(expected));

  it('rounds on the decimal value, not the binary one', () => {
    expect(changedPrice(10, fixedUp(0.005))).toBe(10.01);
    expect(changedPrice(1, fixedUp(0.005))).toBe(1.01);
    expect(changedPrice(2.5, fixedUp(0.175))).toBe(2.68);
  });

  // The catalogue rounded with a copy of its own (roundToCents) that read a number written with an exponent as
  // NaN; it now rounds with pricing's roundMoney, the one rounding of every money figure.
  it('rounds a price too small to write without an exponent to 0, not NaN', () => {
    expect(changedPrice(1e-7, percentUp(10))).toBe(0);
  });
});

describe('stored discount (002 §5)', () => {
  it.each<[number | null, number | null, number | null]>([
    [100, 10, 10],
    [100, 0, null],
    [null, 10, null],
    [100, null, null],
    [0, 20, 20],
  ])('price %j discount %j → %j', (price, discount, expected) =>
    expect(storedDiscount(price, discount)).toBe(expected),
  );
});

describe('video ids (002 §5)', () => {
  it.each([
    ['dQw4w9WgXcQ', true],
    ['a_b-c_d-e_f', true],
    ['76979871', true],
    ['1', true],
    ['dQw4w9WgXc', false],
    ['dQw4w9WgXcQQ', false],
    ['dQw4w9WgXc!', false],
    ['https://youtu.be/dQw4w9WgXcQ', false],
    ['', false],
  ])('%j → %j', (id, valid) => expect(isVideoId(id)).toBe(valid));

  it('accepts a list of valid ids (blanks ignored) and refuses a list with one bad id', () => {
    expect(videoIdsError(['dQw4w9WgXcQ', ' 76979871 ', ''])).toBeNull();
    expect(videoIdsError(['dQw4w9WgXcQ', 'not a video'])).toBe(m.videoIdsInvalid);
    expect(videoIdsError(null)).toBeNull();
  });
});

describe('product questions (002 §5)', () => {
  it.each([
    [{ type: 'Text', label: 'Name' }, {}],
    [{ type: 'Text', label: '  ' }, { label: m.labelRequired }],
    [{ type: null, label: 'Name' }, { type: m.typeRequired }],
    [{ type: 'Dropdown', label: 'Name' }, { type: m.typeRequired }],
    [{ type: 'Select', label: 'Grade', items: [] }, { items: m.selectValuesRequired }],
    [{ type: 'Multi Select', label: 'Grades', items: [' '] }, { items: m.selectValuesRequired }],
    [{ type: 'Radio', label: 'Size' }, { items: m.radioValuesRequired }],
    [{ type: 'Checkbox', label: 'Extras', items: [] }, { items: m.checkboxValuesRequired }],
    [{ type: 'Radio', label: 'Size', items: ['A4', 'A3'] }, {}],
  ])('%j', (question, errors) => expect(questionErrors(question)).toEqual(errors));

  it('clears items of non-choice types and trims labels and values', () => {
    expect(cleanQuestion({ type: 'Textarea', label: ' Notes ', items: ['x'] })).toEqual({
      type: 'Textarea',
      label: 'Notes',
      items: [],
    });
    expect(cleanQuestion({ type: 'Select', label: 'Grade', items: [' 1 ', '', '2'] })).toEqual({
      type: 'Select',
      label: 'Grade',
      items: ['1', '2'],
    });
  });

  it('keys list errors by index', () => {
    expect(
      questionListErrors([
        { type: 'Text', label: 'Ok' },
        { type: 'Radio', label: '' },
      ]),
    ).toEqual({
      'questions.1.label': m.labelRequired,
      'questions.1.items': m.radioValuesRequired,
    });
  });
});

describe('search text', () => {
  it('joins title, rich-text description, tags and category in lower case', () => {
    const description = [
      { type: 'paragraph', children: [{ text: 'Fractions ' }, { text: 'Worksheet', bold: true }] },
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'With ANSWERS' }] }] },
    ];
    expect(
      catalogueSearchField({
        title: 'Grade 4  Maths',
        description,
        tagNames: ['CAPS', 'Printable'],
        categoryName: 'Grade 4',
      }),
    ).toBe('grade 4 maths fractions worksheet with answers caps printable grade 4');
  });

  // The catalogue had its own richTextPlain that ran nested blocks together; it now uses richtext.ts's, which the
  // web's rich-text view uses too.
  it('separates the items of a list', () => {
    const description = [
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Worksheet' }] },
          { type: 'list-item', children: [{ text: 'Memo' }] },
        ],
      },
    ];
    expect(catalogueSearchField({ title: 'Maths', description })).toBe('maths worksheet memo');
  });

  it('splits a search box into lower-case words', () =>
    expect(searchWords('  Maths  WORKSHEET ')).toEqual(['maths', 'worksheet']));
  // The shop's copy of searchWords dropped repeats and kept ten words; the catalogue's, sales' and customers' kept
  // every word. One rule now: repeats narrow nothing, and the eleventh word on only lengthens the SQL.
  it('drops repeated words and keeps at most ten', () => {
    expect(searchWords('maths Maths MATHS')).toEqual(['maths']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('category grades', () => {
  it.each([
    ['R', true],
    ['1', true],
    ['12', true],
    ['0', false],
    ['13', false],
    ['r', false],
  ])('%j → %j', (grade, valid) => expect(isGrade(grade)).toBe(valid));
});

describe('tag names unique without regard to case (issue 14)', () => {
  const tags = [
    { id: 'maths', name: 'Maths' },
    { id: 'eng', name: 'English Home Language' },
  ];
  it.each([
    ['a new name', 'Science', null, null],
    ['the same name', 'Maths', null, m.tagNameTaken],
    ['another case', 'maths', null, m.tagNameTaken],
    ['spaces around it', '  MATHS ', null, m.tagNameTaken],
    ['its own name, renaming the same tag', 'MATHS', 'maths', null],
    ["another tag's name, renaming", 'english home language', 'maths', m.tagNameTaken],
    ["a blank name (the required rule's to word)", '  ', null, null],
  ])('%s', (_case, name, exceptId, message) => {
    expect(tagNameTakenError(name, tags, exceptId)).toBe(message);
  });
});
