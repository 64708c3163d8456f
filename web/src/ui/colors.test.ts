import { describe, expect, it } from 'vitest';
import { cssColor } from './colors';

describe('colours', () => {
  it.each([
    ['green darken-1', '#43A047'],
    ['red darken-1', '#E53935'],
    ['deep-purple darken-1', '#5E35B1'],
    ['#123456', '#123456'],
    [null, '#43A047'],
  ])('%s is %s', (stored, css) => expect(cssColor(stored)).toBe(css));
});
