/**
 * How the catalogue screens show money and publish times (002 §5, §9): 'R 0.00', VAT as the price minus
 * price / 1.15, and publish times as the South African clock (UTC+2) reads them.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatRand, vatIn } from '../../../../../server/domain/pricing';

dayjs.extend(utc);

/** 'R 149.00'; empty for no price. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' ? formatRand(price) : '';
}

/** The VAT inside a VAT-inclusive price: price − price / 1.15, to cents. */
export function vatOf(price: number | null | undefined): number {
  if (typeof price !== 'number' || !Number.isFinite(price)) return 0;
  return vatIn(price).vat;
}

/** The publish-time pickers read and write South African time: the stored instant is the picked time − 2 hours. */
const pickerOffsetHours = 2;
const wallFormat = 'YYYY-MM-DDTHH:mm:ss';

/** A stored instant as a picker value: a local dayjs whose clock fields read the time in UTC+2. */
export function toPickerTime(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const instant = dayjs.utc(iso);
  return instant.isValid() ? pickerClock(instant) : null;
}

/** An instant as a local dayjs whose clock fields read the time in UTC+2. */
function pickerClock(instant: Dayjs): Dayjs {
  return dayjs(instant.add(pickerOffsetHours, 'hour').format(wallFormat));
}

/** A picker value (UTC+2 clock fields) as the stored instant, ISO 8601 UTC. */
export function fromPickerTime(value: Dayjs | null | undefined): string | null {
  if (!value || !value.isValid()) return null;
  return dayjs.utc(value.format(wallFormat)).subtract(pickerOffsetHours, 'hour').toISOString();
}

/** Now, as a picker value, to the minute (a new item's default publish date). */
export function pickerNow(): Dayjs {
  return pickerClock(dayjs.utc()).second(0).millisecond(0);
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC+2, as the pickers show it; empty for no date. */
export function formatPublishTime(iso: string | null | undefined): string {
  return toPickerTime(iso)?.format('YYYY-MM-DD HH:mm:ss') ?? '';
}
