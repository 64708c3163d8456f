import dayjs, { type Dayjs } from 'dayjs';
import { storedTime } from '../../../../server/domain/planning-rules.ts';

/** A stored schedule time (HH:MM:00.000) as a time-picker value (today's date, that time). */
export function timeValue(stored: string | null | undefined): Dayjs | null {
  const time = storedTime(stored);
  if (!time) return null;
  return dayjs()
    .hour(Number(time.slice(0, 2)))
    .minute(Number(time.slice(3, 5)))
    .second(0)
    .millisecond(0);
}

/** A time-picker value as stored: 24-hour HH:MM:00.000. */
export function storedTimeOf(value: Dayjs | null | undefined): string {
  return value ? `${value.format('HH:mm')}:00.000` : '';
}
