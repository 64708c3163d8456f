/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet opening a downloaded CSV runs a cell that starts with `=`,
 * `+`, `-` or `@` as a formula (and a leading tab or carriage return can hide such a start). Every CSV the server
 * writes (reports, import reports, templates) passes each cell through `safeCsvCell`, which prefixes those with a
 * single quote, so the spreadsheet shows the text as typed. Pure: one rule for every writer.
 *
 * A plain number (`-12.50`, `-3`) is left as it is: it is data, not a formula, and the reports' negative amounts
 * (coupon discounts, rounding) must stay numbers a spreadsheet can add up (docs/decisions.md, "Bad input").
 */

const formulaStart = /^[=+\-@\t\r]/;
/** An optional minus, digits, and optional decimals: what a spreadsheet reads as a number and nothing else. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/** The cell as written to a CSV: a text that a spreadsheet would run as a formula gets a leading `'`. */
export function safeCsvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/** A row's cells, each made safe. */
export function safeCsvRow(row: readonly (string | number | null | undefined)[]): string[] {
  return row.map(safeCsvCell);
}
