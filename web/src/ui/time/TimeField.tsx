import { ClockCircleOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../core/i18n/clock';
import {
  isTimeOfDay,
  readTimeOfDay,
  showTimeOfDay,
  timeOfDayMessages,
  type ClockStyle,
} from '../../../../server/domain/time-of-day.ts';
import { sharedRule } from '../record/sharedRule';

/** A time field's value: the time ('HH:mm'), the text she typed when it cannot be read as one, or null when empty. */
export type TimeFieldValue = string | null;

export interface TimeFieldProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  value?: TimeFieldValue;
  onChange?(value: TimeFieldValue): void;
  /** The clock the time is shown on; the interface language's when not given (core/i18n/clock.ts). */
  clock?: ClockStyle;
}

/** What a typed text is worth as a value: its time when it reads as one, else the text itself for the rule to refuse. */
export function timeFieldValueOf(text: string): TimeFieldValue {
  const typed = text.trim();
  return typed === '' ? null : (readTimeOfDay(typed) ?? typed);
}

/** Refuses a text that was typed but cannot be read as a time, with a message that shows how to write one. */
export const timeFieldRule: RuleObject = sharedRule((value) =>
  typeof value === 'string' && !isTimeOfDay(value) ? timeOfDayMessages.unreadable : null,
);

/** The clock style of the interface language: AM/PM in English, 24-hour in Afrikaans. */
export function useClockStyle(clock?: ClockStyle): ClockStyle {
  const { use12Hours } = useClock();
  return clock ?? (use12Hours ? '12-hour' : '24-hour');
}

/**
 * A time of day typed as she writes it (07:30, 7:30, 0730, 19:15, 19h15, 7.30, 7:30 PM: server/domain/time-of-day.ts)
 * in a plain text box, so typing works the same with a keyboard, a screen reader and a phone. While she types, the
 * value follows her text (a form's Save sees it without waiting for a blur); on Enter or leaving the field a time she
 * typed is written back on the screen's clock (7:30 AM or 07:30). A text that is not a time stays as typed and is
 * the value, so `timeFieldRule` shows why, rather than the field emptying itself.
 */
export function TimeField({ value, onChange, clock, onBlur, onKeyDown, placeholder, ...inputProps }: TimeFieldProps) {
  const { t } = useTranslation();
  const style = useClockStyle(clock);
  // Her text while she is typing; null shows the value as the clock writes it.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = isTimeOfDay(value) ? showTimeOfDay(value, style) : (value ?? '');
  return (
    <Input
      autoComplete="off"
      spellCheck={false}
      suffix={<ClockCircleOutlined aria-hidden style={{ color: 'rgba(0, 0, 0, 0.45)' }} />}
      style={{ width: 130 }}
      placeholder={placeholder ?? t(style === '12-hour' ? 'timeField.example12' : 'timeField.example24')}
      {...inputProps}
      value={typing ?? shown}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange?.(timeFieldValueOf(event.target.value));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setTyping(null);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
    />
  );
}
