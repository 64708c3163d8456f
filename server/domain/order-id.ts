/**
 * Order ids of 000 section 9: YYMMDD-HHMMSSCC (two-digit year, month, day, hyphen, hour, minute, second,
 * hundredths of a second), read on a South African clock. South Africa keeps UTC+2 all year (no daylight
 * saving), so the offset is fixed rather than looked up in a time-zone database.
 */
export const SOUTH_AFRICA_OFFSET_MINUTES = 120;

export const orderIdPattern = /^\d{6}-\d{8}$/;

const two = (value: number) => String(value).padStart(2, '0');

/** The date as a South African wall clock, in the UTC fields of the returned Date. */
export function southAfricanClock(date: Date): Date {
  return new Date(date.getTime() + SOUTH_AFRICA_OFFSET_MINUTES * 60_000);
}

export function orderIdOf(date: Date): string {
  const local = southAfricanClock(date);
  const day = `${two(local.getUTCFullYear() % 100)}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`;
  return `${day}-${time}${two(Math.floor(local.getUTCMilliseconds() / 10))}`;
}
