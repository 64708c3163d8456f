/**
 * What every CSV import (users, orders) has in common: rows are read as a stream and grouped into units (a user is
 * one row; an order is its consecutive rows), units are checked a batch at a time against the database, and
 * applying writes each batch in one transaction, so that a unit is stored whole or not at all. The preview runs the same checks without writing.
 */
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import type { CsvRow } from './csv.ts';

export type CsvImportKind = 'users' | 'orders';
export type RowStatus = 'new' | 'skipped' | 'invalid';

/** Rows that are stored together: one user, or the lines of one order. */
export interface ImportUnit {
  rows: CsvRow[];
}

/** What the checks decided for a unit; `payload` is what apply writes (status new only). */
export interface UnitDecision<Payload> {
  status: RowStatus;
  message: string | null;
  /** Per row of the unit, the values as they will be stored (the preview shows them). */
  shown: Record<string, string>[];
  payload?: Payload;
}

export interface ApplyOptions {
  sendEmails: boolean;
  /** Tests only: throws once the unit that holds this line is written, before its batch commits (crash injection). */
  failAtLine?: number;
}

/** What writing a batch's new units did: per unit created, or skipped (its key taken meanwhile). */
export interface AppliedBatch {
  results: ({ created: true } | { created: false; message: string })[];
  /** Runs once the batch is committed: change events, mail. */
  after?: () => Promise<void> | void;
}

export interface CsvImporter<Payload> {
  kind: CsvImportKind;
  columns: readonly string[];
  /** The template's example row. */
  example: readonly string[];
  /** The columns a file lacks for its rows to be read at all (from its header). */
  missingColumns(header: readonly string[]): string[];
  /** Units per batch (002 section 9: users 100). */
  batchSize: number;
  /** Rows with the same key that follow each other form one unit; without it each row is a unit. */
  unitKey?(row: CsvRow): string;
  /**
   * Decides a batch of units. `seen` holds the keys (e-mails, order numbers) of earlier units of this file, so
   * that a repeat within the file is skipped as the database would skip it once the first is stored.
   */
  check(ctx: RequestContext, units: ImportUnit[], seen: Set<string>): Promise<UnitDecision<Payload>[]>;
  /**
   * Writes the batch's new units in `trx`, the batch's one transaction: every unit is stored whole or, with the
   * batch, not at all.
   */
  applyBatch(ctx: RequestContext, trx: Database, payloads: Payload[], options: ApplyOptions): Promise<AppliedBatch>;
}

/** A failure injected by a test (ApplyOptions.failAtLine). */
export class InjectedFailure extends Error {}

export function failIfAsked(options: ApplyOptions, unit: { rows: readonly { line: number }[] }): void {
  if (options.failAtLine !== undefined && unit.rows.some((row) => row.line === options.failAtLine))
    throw new InjectedFailure(`Import stopped at line ${options.failAtLine} (injected failure)`);
}

/** Groups consecutive rows into units, `batchSize` units at a time. */
export async function* unitBatches(
  rows: AsyncIterable<CsvRow>,
  batchSize: number,
  unitKey?: (row: CsvRow) => string,
): AsyncGenerator<ImportUnit[]> {
  let batch: ImportUnit[] = [];
  let current: ImportUnit | null = null;
  let currentKey: string | null = null;
  for await (const row of rows) {
    const key = unitKey ? unitKey(row) : null;
    if (current && key !== null && key !== '' && key === currentKey) {
      current.rows.push(row);
      continue;
    }
    if (current) batch.push(current);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
    current = { rows: [row] };
    currentKey = key;
  }
  if (current) batch.push(current);
  if (batch.length > 0) yield batch;
}

/** A row's values under the importer's columns, '' for those missing. */
export function columnValues(columns: readonly string[], row: CsvRow): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, row.values[column] ?? '']));
}
