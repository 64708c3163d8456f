import { describe, expect, it } from 'vitest';
import { durationParts, formatBytes } from './format';

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KB'],
    [5 * 1024 * 1024, 'en', '5.0 MB'],
    [3.25 * 1024 ** 3, 'en', '3.3 GB'],
  ])('%d bytes in %s: %s', (bytes, language, text) => expect(formatBytes(bytes, language)).toBe(text));

  it('uses the language’s decimal comma', () => expect(formatBytes(1536, 'af')).toBe('1,5 KB'));
});

describe('durationParts', () => {
  it.each([
    [0, { seconds: 0 }],
    [42.7, { seconds: 42 }],
    [61, { minutes: 1, seconds: 1 }],
    [3600, { hours: 1 }],
    [93_784, { days: 1, hours: 2 }],
    [86_400 + 59, { days: 1 }],
  ])('%d s: %o', (seconds, parts) => expect(durationParts(seconds)).toEqual(parts));
});
