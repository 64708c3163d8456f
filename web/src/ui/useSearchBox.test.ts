import { describe, expect, it } from 'vitest';
import { followAddress, type SearchBox } from './useSearchBox';

const box = (typed: string, source: string, unechoed: string[] = []): SearchBox => ({ typed, source, unechoed });

describe('a search box following the address', () => {
  it('keeps newer words when the address shows its own earlier write', () => {
    // She typed "maths", it was written, and she typed on before the navigation rendered.
    expect(followAddress(box('maths term 2', '', ['maths']), 'maths')).toEqual(box('maths term 2', 'maths'));
  });

  it('takes a value from elsewhere (Back, a link) in place of her text', () => {
    expect(followAddress(box('maths term 2', 'maths'), 'english')).toEqual(box('english', 'english'));
    expect(followAddress(box('maths term 2', '', ['maths']), 'english')).toEqual(box('english', 'english'));
  });

  it('drops the writes an echo follows, and a later Back to one of them is a new value', () => {
    const afterEcho = followAddress(box('abc', '', ['a', 'ab', 'abc']), 'ab');
    expect(afterEcho).toEqual(box('abc', 'ab', ['abc']));
    expect(followAddress(followAddress(afterEcho, 'abc'), 'a')).toEqual(box('a', 'a'));
  });

  it('changes nothing while the address keeps its value', () => {
    const same = box('typing', 'q', ['x']);
    expect(followAddress(same, 'q')).toBe(same);
  });
});
