import { afterEach, describe, expect, it } from 'vitest';
import { formatOrderDate } from './orderDates';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('order dates in South African time (issue 27)', () => {
  it.each([
    ['a UTC 23:30 instant is the next day, 01:30', '2026-11-27T23:30:00.000Z', '2026-11-28 01:30'],
    ['midday', '2026-03-05T10:09:10.120Z', '2026-03-05 12:09'],
    ['the last minute of a year', '2026-12-31T21:59:00Z', '2026-12-31 23:59'],
    ['the first of the next', '2026-12-31T22:00:00Z', '2027-01-01 00:00'],
    ['an offset given', '2026-11-28T01:30:00+02:00', '2026-11-28 01:30'],
    ['no date', null, ''],
    ['text that is no date', 'soon', ''],
  ])('%s', (_case, value, shown) => expect(formatOrderDate(value)).toBe(shown));

  it('whatever the time zone of the browser', () => {
    for (const timeZone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Africa/Johannesburg']) {
      process.env.TZ = timeZone;
      expect(formatOrderDate('2026-11-27T23:30:00.000Z')).toBe('2026-11-28 01:30');
    }
  });
});
