/** The System screen's figures as people read them: sizes in bytes' multiples, durations in their largest units. */

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB" (powers of 1024, one decimal from KB up), in the language's number format. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${number.format(value)} ${byteUnits[unit]}`;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The two largest units that are not zero (seconds alone below a minute): 93784 s → 1 d 2 h. */
export function durationParts(totalSeconds: number): Partial<DurationParts> {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const parts: DurationParts = {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
  const order = ['days', 'hours', 'minutes', 'seconds'] as const;
  const first = order.findIndex((unit) => parts[unit] > 0);
  if (first === -1) return { seconds: 0 };
  return Object.fromEntries(
    order
      .slice(first, first + 2)
      .filter((unit) => parts[unit] > 0)
      .map((unit) => [unit, parts[unit]]),
  );
}
