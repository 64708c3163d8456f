/**
 * An order event's change in words (the timeline of the order dialog): field names and statuses in the user's
 * language, money as 'R 0.00', products by title. Pure: the words come from the caller.
 */
import { formatMoney } from '../../../shop/money';

/** The words of the user's language the timeline is written with. */
export interface HistoryWords {
  none: string;
  products(count: number): string;
  field(name: string): string;
  status(status: string): string;
  method(method: string): string;
  change(field: string, from: string, to: string): string;
  set(field: string, to: string): string;
  cleared(field: string, from: string): string;
  /** A document the write issued: 'Tax invoice INV-000012 issued'. */
  issued(field: string, number: string): string;
}

/** The history's document fields (issue 27): the tax invoice or credit note a write issued, by its number. */
const documentFields = new Set(['invoice', 'creditNote']);

const moneyFields = new Set(['orderTotal', 'orderVAT']);

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A string or number as text; anything else (nothing, an object) as ''. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One side of a change ('from' or 'to') as a person reads it. */
export function valueText(field: string, value: unknown, words: HistoryWords): string {
  if (isEmpty(value)) return words.none;
  if (field === 'orderStatus' && typeof value === 'string') return words.status(value);
  if (field === 'orderPaymentMethod' && typeof value === 'string') return words.method(value);
  if (moneyFields.has(field) && typeof value === 'number') return formatMoney(value);
  if (field === 'orderProducts' && Array.isArray(value)) {
    const titles = value
      .map((item) => (typeof item === 'string' ? item : scalarText(record(item)?.title ?? record(item)?.id)))
      .filter(Boolean);
    return titles.length > 0 && titles.length <= 5 ? titles.join(', ') : words.products(value.length);
  }
  if (field === 'coupon')
    return typeof value === 'string' ? value : scalarText(record(value)?.couponCode ?? words.none);
  const details = field === 'orderShippingDetails' ? record(value) : null;
  if (details) {
    return ['address1', 'city', 'province', 'postalCode']
      .map((key) => details[key])
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return scalarText(value);
}

/** 'Status from Processing to Paid', 'Coupon set to WELCOME10', 'Proof of payment cleared (was …)', 'Tax invoice INV-000012 issued'. */
export function changeText(change: { field: string; from?: unknown; to?: unknown }, words: HistoryWords): string {
  const field = words.field(change.field);
  if (documentFields.has(change.field)) return words.issued(field, scalarText(change.to));
  if (isEmpty(change.from)) return words.set(field, valueText(change.field, change.to, words));
  if (isEmpty(change.to)) return words.cleared(field, valueText(change.field, change.from, words));
  return words.change(field, valueText(change.field, change.from, words), valueText(change.field, change.to, words));
}
