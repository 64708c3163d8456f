import { DatePicker, Space } from 'antd';
import type { RuleObject } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isTimeOfDay, timeOfDayMessages, type ClockStyle } from '../../../../server/domain/time-of-day.ts';
import { sharedRule } from '../record/sharedRule';
import { TimeField, type TimeFieldValue } from './TimeField';

interface DateTimeFieldProps {
  id?: string;
  /** A date and time; an invalid Dayjs while the time is empty or cannot be read (`dateTimeFieldRule` says so). */
  value?: Dayjs | null;
  onChange?(value: Dayjs | null): void;
  disabled?: boolean;
  /** The words a screen reader says for the time ('Start time'), and for the date when the field's label is not it. */
  dateLabel?: string;
  timeLabel: string;
  clock?: ClockStyle;
  /** The day a time typed before any date falls on (none: the value stays empty until a date is picked). */
  dayForTimeAlone?(): Dayjs;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** The date and time she sees while the value is not one (a time she is still writing, or no date yet). */
interface Parts {
  sent: Dayjs | null;
  day: Dayjs | null;
  time: TimeFieldValue;
}

/** Refuses a date-time whose time is empty or cannot be read. */
export const dateTimeFieldRule: RuleObject = sharedRule((value) =>
  dayjs.isDayjs(value) && !value.isValid() ? timeOfDayMessages.unreadable : null,
);

function joined(day: Dayjs | null, time: TimeFieldValue): Dayjs | null {
  if (!day) return null;
  if (!isTimeOfDay(time)) return dayjs(Number.NaN);
  return day
    .hour(Number(time.slice(0, 2)))
    .minute(Number(time.slice(3, 5)))
    .second(0)
    .millisecond(0);
}

/**
 * A date picked from a calendar and a time typed as she writes it (TimeField), as one value. Clearing the date
 * clears both; a date picked before any time starts at 00:00.
 */
export function DateTimeField({
  id,
  value,
  onChange,
  disabled,
  dateLabel,
  timeLabel,
  clock,
  dayForTimeAlone,
  ...aria
}: DateTimeFieldProps) {
  const [parts, setParts] = useState<Parts | null>(null);
  // Her parts while the value is still what they gave; a value set from outside (a reset, a new record) wins.
  const own = parts && parts.sent === (value ?? null) ? parts : null;
  const valid = value?.isValid() ? value : null;
  const day = own ? own.day : valid;
  const time = own ? own.time : valid ? valid.format('HH:mm') : null;

  const send = (nextDay: Dayjs | null, nextTime: TimeFieldValue) => {
    const onDay = nextDay ?? (nextTime && dayForTimeAlone ? dayForTimeAlone() : null);
    const sent = joined(onDay, nextTime);
    setParts({ sent, day: onDay, time: nextTime });
    onChange?.(sent);
  };

  return (
    <Space.Compact>
      <DatePicker
        id={id}
        aria-label={dateLabel}
        placeholder={dateLabel}
        format="YYYY-MM-DD"
        value={day}
        disabled={disabled}
        style={{ width: 140 }}
        {...aria}
        onChange={(date: Dayjs | null) => (date ? send(date, time ?? '00:00') : send(null, null))}
      />
      <TimeField
        aria-label={timeLabel}
        clock={clock}
        value={time}
        disabled={disabled}
        {...aria}
        onChange={(nextTime) => send(day, nextTime)}
      />
    </Space.Compact>
  );
}
