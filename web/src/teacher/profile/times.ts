import { storedTime } from '../../../../server/domain/planning-rules.ts';
import { isTimeOfDay, type TimeOfDay } from '../../../../server/domain/time-of-day.ts';

/** A stored schedule time (HH:MM:00.000) as a time field's value ('HH:mm'). */
export function timeValue(stored: string | null | undefined): TimeOfDay | null {
  return storedTime(stored)?.slice(0, 5) ?? null;
}

/** A time field's value as stored: 24-hour HH:MM:00.000; '' when it holds no time (the rule says why). */
export function storedTimeOf(value: string | null | undefined): string {
  return isTimeOfDay(value) ? `${value}:00.000` : '';
}
