import { describe, expect, it } from 'vitest';
import { safeCsvCell, safeCsvRow } from './csv-cell.ts';

describe('a CSV cell a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['=1+2', "'=1+2"],
    ['+27821234567', "'+27821234567"],
    ['+1', "'+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', "'\r=1+2"],
    ['-', "'-"],
    ['-12.50e3', "'-12.50e3"],
    ['- 12', "'- 12"],
    // Numbers are data: left as they are, so that a spreadsheet adds them up.
    ['-12.50', '-12.50'],
    ['-3', '-3'],
    ['1250.00', '1250.00'],
    [-12.5, '-12.5'],
    [42, '42'],
    // Anything else is untouched.
    ['School = Hope', 'School = Hope'],
    ['Not given', 'Not given'],
    ["'=already quoted", "'=already quoted"],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (cell, expected) => {
    expect(safeCsvCell(cell)).toBe(expected);
  });

  it('applies to every cell of a row', () => {
    expect(safeCsvRow(['=1', 'a', -1, '@x'])).toEqual(["'=1", 'a', '-1', "'@x"]);
  });
});
