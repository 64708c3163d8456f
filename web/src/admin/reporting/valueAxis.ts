/**
 * The value axis of a report chart, from the values it shows (issue 27): from 0, or from just below the lowest value
 * when one is negative, to the first round step at or above the highest; ticks at multiples of a round step (1, 2 or
 * 5 times a power of ten) so that about five lines cross the chart. A small negative row (R −6.30 of a coupon's
 * rounding beside R 500 of sales) takes the axis to R −7, not to a whole step of R −200 (recharts' own domain went
 * to R −150).
 */

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/** Lines across the chart the step aims at: enough to read a bar against, few enough not to crowd 280 pixels. */
const wantedTicks = 5;

/** Cuts floating-point noise (0.1 + 0.2) off a computed tick. */
function clean(value: number): number {
  return Number(value.toPrecision(12)) + 0;
}

/** The round step at or above `raw`: 1, 2 or 5 times a power of ten; at least 1 for whole numbers. */
export function roundStep(raw: number, whole: boolean): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = clean(([1, 2, 5, 10].find((factor) => factor * power >= raw * (1 - 1e-12)) ?? 10) * power);
  return whole ? Math.max(1, Math.ceil(step)) : step;
}

/** `amount` (positive) rounded up in its first digit: 6.3 → 7, 143 → 200, 0.42 → 0.5. */
function upInFirstDigit(amount: number): number {
  const power = 10 ** Math.floor(Math.log10(amount));
  return clean(Math.ceil(clean(amount / power)) * power);
}

/**
 * The axis of these values. `whole` for counts: whole steps and bounds. No value, or only zeros, gives 0 to one step.
 */
export function valueAxis(values: readonly number[], { whole = false }: { whole?: boolean } = {}): ValueAxis {
  const shown = values.filter((value) => Number.isFinite(value));
  const lowest = Math.min(0, ...shown);
  const highest = Math.max(0, ...shown);
  const step = roundStep((highest - lowest) / (wantedTicks - 1), whole);
  const top = highest > 0 ? clean(Math.ceil(clean(highest / step)) * step) : lowest < 0 ? 0 : step;
  // Below zero only when a value is: to the round step at or below it, as the top; a value less than a step below
  // zero (a coupon's rounding beside the sales) takes the axis just below it, without a step's empty band.
  const below =
    lowest >= 0 ? 0 : -lowest >= step ? clean(Math.ceil(clean(-lowest / step)) * step) : upInFirstDigit(-lowest);
  const bottom = whole ? -Math.ceil(below) : -below;
  const ticks: number[] = [];
  for (let k = Math.ceil(clean(bottom / step)); k * step <= top + step * 1e-9; k += 1) ticks.push(clean(k * step));
  return { domain: [bottom + 0, top], ticks };
}
