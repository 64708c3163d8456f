import { describe, expect, it } from 'vitest';
import {
  amountText,
  countCells,
  defaultReportPeriod,
  revenueCells,
  revenueHeaders,
  revenueKeyText,
  sortedRows,
  southAfricanToday,
  yearEndingOn,
  type ReportWords,
} from './report-tables.ts';

const words: ReportWords = (key) =>
  ({
    'groupings.PRODUCT': 'Product',
    'groupings.COUPON': 'Coupon',
    orders: 'Paid orders',
    revenue: 'Revenue',
    vat: 'VAT',
    noCoupon: 'No coupon',
    unknown: 'Not given',
    'productRows.SHIPPING': 'Shipping',
  })[key] ?? key;

describe('report tables', () => {
  it('name the first cell by label, special row or empty key', () => {
    expect(revenueKeyText({ key: 'p1', label: 'Workbook' }, 'PRODUCT', words)).toBe('Workbook');
    expect(revenueKeyText({ key: 'SHIPPING', label: '' }, 'PRODUCT', words)).toBe('Shipping');
    expect(revenueKeyText({ key: '', label: '' }, 'COUPON', words)).toBe('No coupon');
    expect(revenueKeyText({ key: '', label: '' }, 'PRODUCT', words)).toBe('Not given');
  });

  it('write amounts with two decimals and the headers of the screen', () => {
    expect(amountText(1234.5)).toBe('1234.50');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
    expect(revenueHeaders('PRODUCT', words)).toEqual(['Product', 'Paid orders', 'Revenue', 'VAT']);
    expect(revenueCells({ key: 'A', label: 'A', orders: 2, revenue: 10, vat: 1.3 }, 'COUPON', words)).toEqual([
      'A',
      '2',
      '10.00',
      '1.30',
    ]);
    expect(countCells({ key: '', count: 3 }, words)).toEqual(['Not given', '3']);
  });

  it('sort by a figure or by the first cell, ties in the report order, unsorted without a column', () => {
    const rows = [
      { key: 'b', count: 2 },
      { key: 'a', count: 1 },
      { key: 'c', count: 2 },
    ];
    const text = (row: { key: string }) => row.key;
    expect(sortedRows(rows, null, 'ASC', text).map(text)).toEqual(['b', 'a', 'c']);
    expect(sortedRows(rows, 'count', 'ASC', text).map(text)).toEqual(['a', 'b', 'c']);
    expect(sortedRows(rows, 'count', 'DESC', text).map(text)).toEqual(['b', 'c', 'a']);
    expect(sortedRows(rows, 'key', 'DESC', text).map(text)).toEqual(['c', 'b', 'a']);
  });
});

describe('the default period of a report', () => {
  it('ends on the South African date, whatever the clock’s own zone', () => {
    // 22:30 UTC on 27 November is already 28 November in South Africa.
    expect(defaultReportPeriod(new Date('2026-11-27T22:30:00Z'))).toEqual({ from: '2025-11-29', to: '2026-11-28' });
    expect(defaultReportPeriod(new Date('2026-11-27T21:59:00Z'))).toEqual({ from: '2025-11-28', to: '2026-11-27' });
  });

  it('covers the 12 months that end on a day', () => {
    expect(yearEndingOn('2026-03-01')).toBe('2025-03-02');
    expect(southAfricanToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});
