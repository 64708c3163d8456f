/**
 * The CSV side of imports (002 section 5): ';' between fields, the first row names the columns, empty rows are
 * skipped. Rows are streamed (csv-parse) with their line numbers, the header being line 1; the report is written
 * with csv-stringify, a row at a time, to a file. Every cell written goes through `safeCsvCell` (a value starting with
 * `=`, `+`, `-`, `@`, tab or CR gets a leading `'`: a spreadsheet shows it, never runs it).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { safeCsvRow } from '../domain/csv-cell.ts';

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** Values by column name, trimmed; a column the row lacks is ''. */
  values: Record<string, string>;
}

export class CsvUnreadable extends Error {}

/** The file's rows, in order; header names are trimmed and lowercased. */
export async function* readCsvRows(path: string): AsyncGenerator<CsvRow> {
  const parser = createReadStream(path).pipe(
    parse({
      delimiter: ';',
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      // A row of only separators (';;;') is empty too.
      skip_records_with_empty_values: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      info: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      const values: Record<string, string> = {};
      for (const [name, value] of Object.entries(record.record)) values[name] = value ?? '';
      yield { line: record.info.lines, values };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CsvUnreadable(`The file could not be read as CSV: ${message}`);
  }
}

/** The header of a file: its column names, trimmed and lowercased ([] for an empty file). */
export async function readCsvHeader(path: string): Promise<string[]> {
  const parser = createReadStream(path).pipe(
    parse({ delimiter: ';', to_line: 1, trim: true, bom: true, relax_column_count: true }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>)
      return record.map((name) => name.trim().toLowerCase());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CsvUnreadable(`The file could not be read as CSV: ${message}`);
  }
  return [];
}

export interface ReportLine {
  line: number;
  status: 'created' | 'skipped' | 'invalid' | 'failed';
  message: string | null;
}

/** The report file of an applied import: `line;status;message`, written as rows are decided. */
export class ReportWriter {
  private readonly csv = stringify({ delimiter: ';', header: true, columns: ['line', 'status', 'message'] });
  private readonly done: Promise<void>;

  constructor(path: string) {
    const file = createWriteStream(path);
    this.csv.pipe(file);
    this.done = once(file, 'close').then(() => undefined);
  }

  async write(row: ReportLine): Promise<void> {
    if (!this.csv.write(safeCsvRow([row.line, row.status, row.message]))) await once(this.csv, 'drain');
  }

  async close(): Promise<void> {
    this.csv.end();
    await this.done;
  }
}

/** A whole small CSV as text (the templates). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => safeCsvRow(row).map(quoted).join(';')).join('\n') + '\n';
}

function quoted(value: string): string {
  return /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
