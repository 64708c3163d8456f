/** Security probe item 8: dates PostgreSQL refuses are refused as input; what is stored is always answered. */
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTime } from './scalars.ts';

const outOfRange = 'Date is out of range (years 1900 to 9999).';

describe('Date and DateTime', () => {
  it.each([
    [DateTime, '+099999-01-01T00:00:00Z'],
    [DateTime, '0000-01-01T00:00:00Z'],
    [DateTime, '1899-12-31T23:59:59Z'],
    [DateScalar, '0000-01-01'],
    [DateScalar, '1899-12-31'],
  ])('refuses %s input %s', (scalar, text) => {
    expect(() => scalar.parseValue(text)).toThrow(outOfRange);
  });

  it('takes the first and last years of the range', () => {
    expect(DateTime.parseValue('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
    expect(DateScalar.parseValue('9999-12-31')).toBe('9999-12-31');
  });

  it('answers a stored date outside the range', () => {
    expect(DateTime.serialize(new Date('1800-01-01T00:00:00Z'))).toBe('1800-01-01T00:00:00.000Z');
  });

  it('answers values already in their own form as they are, and others in that form', () => {
    expect(DateTime.serialize('2026-11-09T07:00:00.000Z')).toBe('2026-11-09T07:00:00.000Z');
    expect(DateTime.serialize('2026-11-09 09:00:00+02')).toBe('2026-11-09T07:00:00.000Z');
    expect(DateScalar.serialize('2026-11-09')).toBe('2026-11-09');
    expect(DateScalar.serialize('2026-11-09T07:00:00.000Z')).toBe('2026-11-09');
  });
});
