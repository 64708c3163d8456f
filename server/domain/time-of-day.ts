/**
 * Times of day as people type them (issue 26): a teacher in South Africa writes 07:30, 7:30, 0730, 19:15, 19h15,
 * 7.30 or 7:30 PM, and each means one time. `readTimeOfDay` reads them all into the 24-hour 'HH:mm' the
 * specification stores (001 section 2: HH:MM:00.000); `showTimeOfDay` writes one back on the clock a screen uses
 * (AM/PM in English as the specification shows schedule times, 24-hour in Afrikaans and for publish dates).
 * Pure: every time field of the web app reads and shows times with these two functions.
 */

/** A time of day on the 24-hour clock, 'HH:mm' from 00:00 to 23:59. */
export type TimeOfDay = string;

export type ClockStyle = '12-hour' | '24-hour';

export const timeOfDayMessages = {
  unreadable: 'Enter a time such as 07:30, 19:15 or 7:30 PM',
} as const;

// Hours, then minutes after ':', '.', a space, 'h' or 'u' (19h15, Afrikaans 19u15) or straight after the hours (730),
// optional seconds after ':' (07:30:00, 07:30:00.000, as stored), and AM/PM (or Afrikaans vm/nm) in any case, with
// or without dots and a space. 'h' or 'u' may also end a whole hour (19h, 7u).
const typedTime = /^(\d{1,2})(?:(?:[:. hu](\d{2})(?::\d{2}(?:\.\d{1,3})?)?)|(\d{2})|[hu])?\s*(?:(a|p|v|n)\.?\s*m\.?)?$/;

const compact = /^(\d{1,2})(\d{2})$/;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The time a person typed, as 'HH:mm', or null when it cannot be read as one time. With AM the hour is 0 to 12
 * (12 AM is midnight), with PM 1 to 23 (12 PM is noon; 13 to 23 are read as written, since PM adds nothing to them);
 * without either, 0 to 23. 24:00 is not a time of day: the day ends at 23:59.
 * Minutes are always two digits: '7:3' could be 7:03 or 7:30, so it is not guessed.
 */
export function readTimeOfDay(text: string | null | undefined): TimeOfDay | null {
  if (typeof text !== 'string') return null;
  const typed = text.trim().toLowerCase();
  // 3 or 4 digits alone are hours and minutes (730, 0730, 1915); split them before the pattern reads 1 or 2.
  const digitsOnly = compact.exec(typed);
  const match = digitsOnly ? [typed, digitsOnly[1], digitsOnly[2]] : typedTime.exec(typed);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? match[3] ?? 0);
  const meridiem = match[4];
  if (minute > 59) return null;
  if (meridiem === 'a' || meridiem === 'v') {
    if (hour > 12) return null;
    if (hour === 12) hour = 0;
  } else if (meridiem === 'p' || meridiem === 'n') {
    if (hour < 1 || hour > 23) return null;
    if (hour < 12) hour += 12;
  } else if (hour > 23) return null;
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** Whether `value` is a time of day as `readTimeOfDay` gives it ('HH:mm'). */
export function isTimeOfDay(value: unknown): value is TimeOfDay {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** A time of day as a screen shows it: '7:30 AM' and '12:00 PM' on the 12-hour clock, '07:30' on the 24-hour. */
export function showTimeOfDay(time: TimeOfDay, clock: ClockStyle): string {
  if (clock === '24-hour') return time;
  const hour = Number(time.slice(0, 2));
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3, 5)} ${suffix}`;
}
