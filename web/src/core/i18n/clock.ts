import { useTranslation } from 'react-i18next';
import { formatTime, storedTime } from '../../../../server/domain/planning-rules.ts';
import type { Language } from './i18n';

export interface Clock {
  /** The dayjs format of a time of day. */
  time: string;
  use12Hours: boolean;
}

/**
 * How a time of day is shown and picked: in English as the specification shows schedule times (7:30 AM); in
 * Afrikaans on the 24-hour clock Afrikaans is written with (07:30), so no English AM/PM is left on the screen.
 */
export function clockOf(language: Language): Clock {
  return language === 'af' ? { time: 'HH:mm', use12Hours: false } : { time: 'h:mm A', use12Hours: true };
}

/** A stored schedule time (HH:MM:00.000) as shown in `language`; midnight and no time are shown blank. */
export function scheduleTimeText(value: string | null | undefined, language: Language): string {
  if (language === 'en') return formatTime(value);
  const stored = storedTime(value);
  return !stored || stored === '00:00:00.000' ? '' : stored.slice(0, 5);
}

/** The clock of the interface's language. */
export function useClock(): Clock & { language: Language } {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'af' ? 'af' : 'en';
  return { ...clockOf(language), language };
}
