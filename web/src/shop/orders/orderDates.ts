/**
 * Dates and times on the orders and quotes screens (issue 27): South African time (UTC+2, no summer time), as every
 * other screen shows them, whatever the time zone of the browser. The wall clock is the one order ids are read on
 * (`southAfricanClock`), so an order's date and its id always agree.
 */
import { southAfricanClock } from '../../../../server/domain/order-id';

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in South African time; empty for no date or one that cannot be read. */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const clock = southAfricanClock(instant);
  const day = `${clock.getUTCFullYear()}-${two(clock.getUTCMonth() + 1)}-${two(clock.getUTCDate())}`;
  return `${day} ${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`;
}
