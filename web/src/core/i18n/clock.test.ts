import { describe, expect, it } from 'vitest';
import { clockOf, scheduleTimeText } from './clock';

describe('times of day in each language (issue 15)', () => {
  it.each([
    ['en', '07:30:00.000', '7:30 AM'],
    ['en', '14:30:00.000', '2:30 PM'],
    ['af', '07:30:00.000', '07:30'],
    ['af', '14:30:00.000', '14:30'],
    ['af', '00:00:00.000', ''],
    ['af', null, ''],
  ] as const)('%s shows %s as "%s"', (language, stored, shown) => {
    expect(scheduleTimeText(stored, language)).toBe(shown);
  });

  it('picks times on the 24-hour clock in Afrikaans, with AM/PM in English', () => {
    expect(clockOf('af')).toEqual({ time: 'HH:mm', use12Hours: false });
    expect(clockOf('en')).toEqual({ time: 'h:mm A', use12Hours: true });
  });
});
