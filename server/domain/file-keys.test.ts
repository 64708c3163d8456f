import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-keys.ts';

describe('file name of a storage key', () => {
  it.each([
    ['Content/p1/1767225600000-Worksheet 1.pdf', 'Worksheet 1.pdf'],
    ['1767225600000-a.png', 'a.png'],
    ['Proof/no-timestamp.pdf', 'no-timestamp.pdf'],
    // The server's copy kept such a key whole, the web's and the file routes' showed an empty name.
    ['Content/p1/1767225600000-', '1767225600000-'],
  ])('%s → %s', (key, name) => expect(fileNameOf(key)).toBe(name));
});
