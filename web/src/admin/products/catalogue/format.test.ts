import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatPublishTime, fromPickerTime, toPickerTime, vatOf } from './format';

describe('catalogue formats (002 §9)', () => {
  it('shows rand with two decimals and the VAT inside a price', () => {
    expect(formatPrice(149)).toBe('R 149.00');
    expect(formatPrice(null)).toBe('');
    expect(vatOf(115)).toBe(15);
    expect(vatOf(349)).toBe(45.52);
    expect(vatOf(null)).toBe(0);
  });

  it('reads publish times as UTC+2: the stored instant is the picked time minus 2 hours', () => {
    const picked = dayjs('2026-03-01T08:30:00');
    expect(fromPickerTime(picked)).toBe('2026-03-01T06:30:00.000Z');
    expect(toPickerTime('2026-03-01T06:30:00.000Z')?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 08:30');
    expect(formatPublishTime('2026-12-31T23:15:00.000Z')).toBe('2027-01-01 01:15:00');
    expect(toPickerTime(null)).toBeNull();
  });
});
