import { describe, expect, it } from 'vitest';
import { orderIdOf, orderIdPattern } from './order-id.ts';

describe('order id YYMMDD-HHMMSSCC on South African time (UTC+2)', () => {
  it.each([
    ['2026-03-05T08:09:10.123Z', '260305-10091012'],
    ['2026-12-31T22:30:00.000Z', '270101-00300000'],
    ['2025-01-01T00:00:00.999Z', '250101-02000099'],
    ['2030-07-15T21:59:59.050Z', '300715-23595905'],
  ])('%s → %s', (iso, expected) => {
    const id = orderIdOf(new Date(iso));
    expect(id).toBe(expected);
    expect(id).toMatch(orderIdPattern);
  });
});
