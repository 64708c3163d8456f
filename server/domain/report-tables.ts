/**
 * The tables of the reports (002 section 2), as the screen shows them under the chart and as the CSV export writes
 * them: the same columns, headers and cell texts (amounts with two decimals; the screen adds 'R '). Pure, shared by
 * the web app and the server; the words come from the `reporting` locale namespace through `words`.
 */
export const reportNames = ['revenue', 'teacherprofiles', 'subscriptions'] as const;
export type ReportName = (typeof reportNames)[number];

export const revenueGroupings = ['MONTH', 'PAYMENT_METHOD', 'PRODUCT', 'COUPON'] as const;
export type RevenueGroupingName = (typeof revenueGroupings)[number];

export const teacherTables = ['registrations', 'byProvince', 'byLanguage', 'bySchool', 'byGroup'] as const;
export type TeacherTable = (typeof teacherTables)[number];
export const subscriptionTables = ['byPackage', 'byStatus', 'byGrade'] as const;
export type SubscriptionTable = (typeof subscriptionTables)[number];

/** Rows of the PRODUCT grouping that are not products (server/reporting/reports.repository.ts). */
export const productExtraRows = ['SHIPPING', 'ADJUSTMENTS'] as const;

/** A word of the `reporting` namespace by its key, e.g. 'groupings.MONTH'. */
export type ReportWords = (key: string) => string;

export interface RevenueTableRow {
  key: string;
  label: string;
  orders: number;
  revenue: number;
  vat: number;
}
export interface CountTableRow {
  key: string;
  count: number;
}

/** An amount in rand with two decimals, as the CSV writes it ('1234.50'). */
export function amountText(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

export function revenueHeaders(groupBy: RevenueGroupingName, words: ReportWords): string[] {
  return [words(`groupings.${groupBy}`), words('orders'), words('revenue'), words('vat')];
}

/** The text of a revenue row's first cell: its label, or what an empty or special key stands for. */
export function revenueKeyText(
  row: Pick<RevenueTableRow, 'key' | 'label'>,
  groupBy: RevenueGroupingName,
  words: ReportWords,
) {
  if (groupBy === 'PRODUCT' && (productExtraRows as readonly string[]).includes(row.key))
    return words(`productRows.${row.key}`);
  if (row.label) return row.label;
  return words(groupBy === 'COUPON' ? 'noCoupon' : 'unknown');
}

export function revenueCells(row: RevenueTableRow, groupBy: RevenueGroupingName, words: ReportWords): string[] {
  return [revenueKeyText(row, groupBy, words), String(row.orders), amountText(row.revenue), amountText(row.vat)];
}

export function countHeaders(table: TeacherTable | SubscriptionTable, words: ReportWords): string[] {
  return [words(`tables.${table}`), words('count')];
}

export function countKeyText(row: CountTableRow, words: ReportWords): string {
  return row.key || words('unknown');
}

export function countCells(row: CountTableRow, words: ReportWords): string[] {
  return [countKeyText(row, words), String(row.count)];
}

export type SortDirection = 'ASC' | 'DESC';
/** The columns a table may be sorted by: the first (its text), and the figures. */
export const sortColumns = ['key', 'orders', 'revenue', 'vat', 'count'] as const;
export type SortColumn = (typeof sortColumns)[number];

/**
 * The rows in the order the screen shows them: by a column, the first one by its text (code-point order, the same
 * in every browser and on the server), ties in the report's order; unsorted without a column.
 */
export function sortedRows<Row extends object>(
  rows: readonly Row[],
  column: SortColumn | null,
  direction: SortDirection,
  keyText: (row: Row) => string,
): Row[] {
  if (!column) return [...rows];
  const value = (row: Row): string | number =>
    column === 'key' ? keyText(row) : Number((row as Record<string, unknown>)[column] ?? 0);
  const sign = direction === 'DESC' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => (a.value < b.value ? -sign : a.value > b.value ? sign : a.index - b.index))
    .map(({ row }) => row);
}

/** The time zone whose calendar dates the reports count orders by. */
export const reportTimeZone = 'Africa/Johannesburg';

/** Today's South African calendar date (YYYY-MM-DD) at `now`, whatever the clock's own time zone. */
export function southAfricanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone }).format(now);
}

/**
 * A report's period when none is chosen: the last 12 months up to today, in South African dates (the reports count
 * orders by their South African date, so a screen in another time zone, or the CSV export, asks for the same days).
 */
export function defaultReportPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = southAfricanToday(now);
  return { from: yearEndingOn(to), to };
}

/** The first day of the 12 months that end on `to` (YYYY-MM-DD): 2026-11-28 gives 2025-11-29. */
export function yearEndingOn(to: string): string {
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 12);
  start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString().slice(0, 10);
}
