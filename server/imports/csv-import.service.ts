/**
 * Preview and apply of a CSV import (users, orders), shared by the HTTP routes and the command line.
 * - preview: every row checked, nothing written; the first 50 rows and the first 500 errors are kept, the rest is
 *   only counted, so a file of any length takes the same memory.
 * - apply: batches of units, each batch written in one transaction (a user with its profile and reporting teacher,
 *   an order with its items and history: whole or not at all); a failure rolls the batch back and fails the job,
 *   with every batch before it committed. Rows already stored are skipped, so running the same file again completes it.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inTransaction } from '../../db/connect.ts';
import type { RequestContext } from '../context.ts';
import { readCsvRows, ReportWriter, type CsvRow } from './csv.ts';
import { failIfAsked, unitBatches, type ApplyOptions, type CsvImporter, type RowStatus } from './importer.ts';
import { emptyCounts, finishJob, updateProgress, type JobCounts } from './jobs.repository.ts';
import { spoolDir } from './upload.ts';
import { logError } from '../observability/log.ts';

export const previewRowLimit = 50;
export const previewErrorLimit = 500;

export interface PreviewRow {
  line: number;
  status: RowStatus;
  values: Record<string, string>;
  message: string | null;
}

export interface Preview {
  kind: string;
  columns: string[];
  counts: { rows: number; new: number; skipped: number; invalid: number };
  rows: PreviewRow[];
  errors: { line: number; message: string }[];
}

export async function previewCsv<Payload>(
  ctx: RequestContext,
  importer: CsvImporter<Payload>,
  path: string,
): Promise<Preview> {
  const preview: Preview = {
    kind: importer.kind,
    columns: [...importer.columns],
    counts: { rows: 0, new: 0, skipped: 0, invalid: 0 },
    rows: [],
    errors: [],
  };
  const seen = new Set<string>();
  for await (const units of unitBatches(readCsvRows(path), importer.batchSize, importer.unitKey)) {
    const decisions = await importer.check(ctx, units, seen);
    units.forEach((unit, index) => {
      const decision = decisions[index];
      unit.rows.forEach((row, rowIndex) => {
        preview.counts.rows += 1;
        preview.counts[decision.status] += 1;
        if (preview.rows.length < previewRowLimit)
          preview.rows.push({
            line: row.line,
            status: decision.status,
            values: decision.shown[rowIndex] ?? {},
            message: decision.message,
          });
        if (decision.status === 'invalid' && preview.errors.length < previewErrorLimit)
          preview.errors.push({ line: row.line, message: decision.message ?? '' });
      });
    });
  }
  return preview;
}

/** Data rows of a file (empty rows not counted): the job's total. */
export async function countRows(path: string): Promise<number> {
  let count = 0;
  for await (const row of readCsvRows(path)) if (row) count += 1;
  return count;
}

export interface ApplyResult {
  state: 'done' | 'failed';
  processed: number;
  counts: JobCounts;
  message: string | null;
  /** The report CSV (line;status;message). */
  report: string;
}

/** How often progress is written at most (the screen polls every ~500 ms). */
const progressEveryMs = 200;

/** Applies the file; progress and the end go to the job row when `jobId` is given. */
export async function applyCsv<Payload>(
  ctx: RequestContext,
  importer: CsvImporter<Payload>,
  path: string,
  options: ApplyOptions,
  jobId?: string,
): Promise<ApplyResult> {
  const workDir = spoolDir(ctx.app.config.dataDir);
  await mkdir(workDir, { recursive: true });
  const reportPath = join(workDir, 'report.csv');
  const report = new ReportWriter(reportPath);
  const counts = emptyCounts();
  let processed = 0;
  let lastProgress = 0;
  let failure: string | null = null;
  const seen = new Set<string>();
  try {
    for await (const units of unitBatches(readCsvRows(path), importer.batchSize, importer.unitKey)) {
      // Once a batch has failed, the rest of the file is only reported: not imported, to be run again.
      const outcome = failure
        ? null
        : await importer
            .check(ctx, units, seen)
            .then((decisions) => applyBatch(ctx, importer, units, decisions, options))
            .catch((error: unknown) => {
              failure = error instanceof Error ? error.message : String(error);
              return null;
            });
      const lines = outcome?.lines ?? units.flatMap((unit) => unit.rows.map((row) => failedLine(row.line, failure)));
      for (const line of lines) {
        counts.rows += 1;
        if (line.status === 'failed') counts.failed = (counts.failed ?? 0) + 1;
        else counts[line.status] += 1;
        await report.write(line);
      }
      if (!outcome) continue;
      processed += outcome.lines.length;
      for (const after of outcome.after)
        await Promise.resolve(after()).catch((error: unknown) => logError('after an imported row', error));
      if (jobId && Date.now() - lastProgress >= progressEveryMs) {
        lastProgress = Date.now();
        await updateProgress(ctx.app.db, jobId, processed, counts);
      }
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  await report.close();
  const text = await readFile(reportPath, 'utf8');
  await rm(workDir, { recursive: true, force: true });
  const result: ApplyResult = {
    state: failure ? 'failed' : 'done',
    processed,
    counts,
    message: failure,
    report: text,
  };
  if (jobId) await finishJob(ctx.app.db, jobId, result);
  return result;
}

function failedLine(line: number, message: string | null): BatchOutcome['lines'][number] {
  return { line, status: 'failed', message };
}

interface BatchOutcome {
  lines: { line: number; status: 'created' | 'skipped' | 'invalid' | 'failed'; message: string | null }[];
  after: (() => Promise<void> | void)[];
}

async function applyBatch<Payload>(
  ctx: RequestContext,
  importer: CsvImporter<Payload>,
  units: { rows: CsvRow[] }[],
  decisions: Awaited<ReturnType<CsvImporter<Payload>['check']>>,
  options: ApplyOptions,
): Promise<BatchOutcome> {
  const fresh = units.flatMap((unit, index) => {
    const payload = decisions[index].status === 'new' ? decisions[index].payload : undefined;
    return payload === undefined ? [] : [{ unit, payload }];
  });
  const written = await inTransaction(ctx.app.db, async (trx) => {
    const applied = await importer.applyBatch(
      ctx,
      trx,
      fresh.map((entry) => entry.payload),
      options,
    );
    // The injected failure comes once the batch is written and before it commits: a real crash there.
    for (const entry of fresh) failIfAsked(options, entry.unit);
    return applied;
  });
  const resultOf = new Map(fresh.map((entry, index) => [entry.unit, written.results[index]]));
  const outcome: BatchOutcome = { lines: [], after: written.after ? [written.after] : [] };
  units.forEach((unit, index) => {
    const decision = decisions[index];
    const result = resultOf.get(unit);
    const status = result
      ? result.created
        ? 'created'
        : 'skipped'
      : decision.status === 'new'
        ? 'invalid'
        : decision.status;
    const message = result ? (result.created ? null : result.message) : decision.message;
    for (const row of unit.rows) outcome.lines.push({ line: row.line, status, message });
  });
  return outcome;
}

/** A CSV import with its payload type hidden: what the routes and the command line call. */
export interface CsvImport {
  kind: string;
  columns: readonly string[];
  example: readonly string[];
  missingColumns(header: readonly string[]): string[];
  preview(ctx: RequestContext, path: string): Promise<Preview>;
  apply(ctx: RequestContext, path: string, options: ApplyOptions, jobId?: string): Promise<ApplyResult>;
}

export function csvImport<Payload>(importer: CsvImporter<Payload>): CsvImport {
  return {
    kind: importer.kind,
    columns: importer.columns,
    example: importer.example,
    missingColumns: (header) => importer.missingColumns(header),
    preview: (ctx, path) => previewCsv(ctx, importer, path),
    apply: (ctx, path, options, jobId) => applyCsv(ctx, importer, path, options, jobId),
  };
}
