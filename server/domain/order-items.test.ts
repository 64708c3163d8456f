import { describe, expect, it } from 'vitest';
import {
  answerMessages,
  answerQuestions,
  dedupeItems,
  refreshItems,
  type CatalogueEntry,
  type OrderItem,
  type ProductQuestion,
} from './order-items.ts';

const questions: ProductQuestion[] = [
  { type: 'Text', label: 'Name on the cover', required: true, placeholder: 'e.g. Ms T. Mokoena' },
  { type: 'Select', label: 'Cover design', required: true, items: ['Protea', 'Baobab'] },
  { type: 'Multi Select', label: 'Extras', required: false, items: ['Stickers', 'Bookmark'] },
  { type: 'Textarea', label: 'Notes', required: false },
];

describe('answers to product questions', () => {
  it('stores the answers as the values of the questions', () => {
    const result = answerQuestions(questions, ['  Ms Dlamini ', 'Baobab', 'Stickers', '']);
    expect(result.errors).toEqual({});
    expect(result.questions?.map((question) => question.value)).toEqual(['Ms Dlamini', 'Baobab', ['Stickers'], null]);
    expect(result.questions?.[1]).toMatchObject({ label: 'Cover design', items: ['Protea', 'Baobab'] });
  });

  it.each([
    ['missing answers', [], { 'answers.0': answerMessages.required, 'answers.1': answerMessages.required }],
    ['blank text', ['   ', 'Protea'], { 'answers.0': answerMessages.required }],
    ['an option not offered', ['Ms D', 'Jacaranda'], { 'answers.1': answerMessages.notAnOption }],
    [
      'a multi-select option not offered',
      ['Ms D', 'Protea', ['Stickers', 'Pen']],
      { 'answers.2': answerMessages.notAnOption },
    ],
    ['an answer too long', ['Ms D', 'Protea', null, 'x'.repeat(2001)], { 'answers.3': answerMessages.tooLong }],
  ])('refuses %s', (_name, answers, errors) => expect(answerQuestions(questions, answers).errors).toEqual(errors));

  it('needs no answers for a product without questions', () =>
    expect(answerQuestions(null, ['x'])).toEqual({ questions: null, errors: {} }));
});

describe('cart items', () => {
  const item = (id: string, price = 10): OrderItem => ({
    id,
    title: id,
    price,
    discountPercentage: null,
    physical: false,
    bundle: false,
    questions: null,
    updatedAt: null,
  });
  const entry = (id: string, available: boolean, price = 20): CatalogueEntry => ({
    id,
    bundle: false,
    title: `${id} now`,
    price,
    discountPercentage: 5,
    physical: true,
    questions: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    available,
  });

  it('removes duplicates, keeping the first', () =>
    expect(dedupeItems([item('a', 1), item('b'), item('a', 2)]).map((i) => [i.id, i.price])).toEqual([
      ['a', 1],
      ['b', 10],
    ]));

  it("takes today's catalogue figures and marks what is no longer on sale", () => {
    const catalogue = new Map([
      ['a', entry('a', true)],
      ['b', entry('b', false)],
    ]);
    const refreshed = refreshItems([item('a'), item('b'), item('gone'), item('a')], catalogue);
    expect(refreshed.map(({ id, price, physical, unAvailable }) => ({ id, price, physical, unAvailable }))).toEqual([
      { id: 'a', price: 20, physical: true, unAvailable: false },
      { id: 'b', price: 20, physical: true, unAvailable: true },
      { id: 'gone', price: 10, physical: false, unAvailable: true },
    ]);
  });
});
