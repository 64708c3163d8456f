import { describe, expect, it } from 'vitest';
import { selectionOrder } from './selectionOrder';

/** Chooses `count` files, settles them in `finishing` order (those in `failing` fail), returns what was handed on. */
function run(count: number, finishing: readonly number[], failing: readonly number[] = []): string[] {
  const handed: string[] = [];
  const order = selectionOrder<string>((name) => handed.push(name));
  const places = Array.from({ length: count }, () => order.place());
  for (const finished of finishing) {
    order.settle(places[finished], failing.includes(finished) ? null : { done: `file ${finished}` });
  }
  return handed;
}

describe('uploads handed on in the order chosen (issue 14)', () => {
  it.each([
    ['finishing in order', 3, [0, 1, 2], [], ['file 0', 'file 1', 'file 2']],
    ['finishing in reverse', 3, [2, 1, 0], [], ['file 0', 'file 1', 'file 2']],
    ['finishing mixed', 4, [2, 0, 3, 1], [], ['file 0', 'file 1', 'file 2', 'file 3']],
    ['the first failing', 3, [2, 1, 0], [0], ['file 1', 'file 2']],
    ['a middle one failing last', 3, [0, 2, 1], [1], ['file 0', 'file 2']],
    ['one still uploading', 3, [1, 2], [], []],
  ])('%s', (_case, count, finishing, failing, handed) => {
    expect(run(count, finishing, failing)).toEqual(handed);
  });

  it('hands on each result as soon as every earlier one is settled', () => {
    const handed: number[] = [];
    const order = selectionOrder<number>((value) => handed.push(value));
    const [first, second, third] = [order.place(), order.place(), order.place()];
    order.settle(second, { done: 2 });
    expect(handed).toEqual([]);
    order.settle(first, { done: 1 });
    expect(handed).toEqual([1, 2]);
    const fourth = order.place();
    order.settle(fourth, { done: 4 });
    order.settle(third, { done: 3 });
    expect(handed).toEqual([1, 2, 3, 4]);
  });
});
