/**
 * The import routes (docs: README "Bulk imports"; the screen's contract), admins only, Bearer token:
 * - GET  /imports/{users|orders}/template.csv: the header row and an example row.
 * - POST /imports/{users|orders|product-images}: multipart upload; answers the preview (nothing stored), or with
 *   `?apply=true` 202 `{ jobId }` and applies after answering.
 * - GET  /imports/jobs/{id}: the job's progress, counts and failure; GET /imports/jobs/{id}/report.csv its report.
 * Errors answer `{ error: { code, message } }`, and the same under `errors` as every other route of the server does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../access/rules.ts';
import type { App, RequestContext } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { sizeLimits } from '../files/folders.ts';
import { sendStorageUnwritable } from '../files/routes.ts';
import { StorageUnwritable } from '../files/storage.ts';
import { sendCompressedJson, sendCompressible } from '../http/compress.ts';
import { sendJson } from '../http/request.ts';
import { callerInGroup, sendRouteError } from '../http/route-auth.ts';
import { Loaders } from '../models/loaders.ts';
import { csvText, CsvUnreadable, readCsvHeader } from './csv.ts';
import { countRows, csvImport, type CsvImport } from './csv-import.service.ts';
import { importInstanceOf } from './instance.ts';
import { findJob, insertJob, jobReport } from './jobs.repository.ts';
import { applyImages, previewImages } from './images.import.ts';
import { ordersImporter } from './orders.import.ts';
import { spoolUpload, UploadRefused, type SpooledUpload } from './upload.ts';
import { usersImporter } from './users.import.ts';
import { workRecord } from '../observability/request-record.ts';
import { logError } from '../observability/log.ts';

const prefix = '/imports/';

/** The largest CSV accepted; 50,000 rows of users take about 5 MB. */
export const csvSizeLimit = 50 * 1024 * 1024;
/** The most images in one upload. */
export const imageCountLimit = 200;

/** The CSV imports by kind. */
export const csvImports: Partial<Record<string, CsvImport>> = {
  users: csvImport(usersImporter),
  orders: csvImport(ordersImporter),
};

/** The admin calling, or null once the refusal is sent. */
function adminOf(app: App, req: IncomingMessage, res: ServerResponse): Promise<Viewer | null> {
  return callerInGroup(app, req, res, 'admin');
}

/** The context checks and writes run in: the admin's, as for a GraphQL request. */
export function importContext(app: App, viewer: Viewer): RequestContext {
  return {
    app,
    db: app.db,
    viewer,
    loaders: new Loaders(app.db, viewer),
    ip: 'import',
    request: workRecord('import', viewer.userId),
  };
}

function pathParts(req: IncomingMessage): { parts: string[]; params: URLSearchParams } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  return { parts: url.pathname.slice(prefix.length).split('/'), params: url.searchParams };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** A CSV text as a file to save. */
function sendCsvFile(req: IncomingMessage, res: ServerResponse, fileName: string, text: string): Promise<void> {
  return sendCompressible(
    req,
    res,
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` },
    text,
  );
}

async function template(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { parts } = pathParts(req);
  const importer = parts.length === 2 && parts[1] === 'template.csv' ? csvImports[parts[0]] : undefined;
  if (!importer) return sendRouteError(res, 404, 'NOT_FOUND', 'Not found.');
  if (!(await adminOf(app, req, res))) return;
  return sendCsvFile(
    req,
    res,
    `${importer.kind}-template.csv`,
    csvText([[...importer.columns], [...importer.example]]),
  );
}

async function job(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { parts } = pathParts(req);
  const report = parts.length === 3 && parts[2] === 'report.csv';
  if (parts[0] !== 'jobs' || !parts[1] || !(parts.length === 2 || report))
    return sendRouteError(res, 404, 'NOT_FOUND', 'Not found.');
  if (!(await adminOf(app, req, res))) return;
  const found = /^[0-9a-f-]{36}$/.test(parts[1]) ? await findJob(app.db, parts[1]) : undefined;
  if (!found) return sendRouteError(res, 404, 'NOT_FOUND', 'This import was not found.');
  if (!report)
    return sendJson(res, 200, {
      id: found.id,
      kind: found.kind,
      state: found.state,
      processed: found.processed,
      total: found.total,
      counts: found.counts,
      message: found.message,
      reportUrl: found.hasReport ? `${prefix}jobs/${found.id}/report.csv` : null,
    });
  const text = await jobReport(app.db, found.id);
  if (text === null) return sendRouteError(res, 404, 'NOT_FOUND', 'The report is ready once the import has finished.');
  return sendCsvFile(req, res, `${found.kind}-import-report.csv`, text);
}

async function upload(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { parts, params } = pathParts(req);
  const kind = parts.length === 1 ? parts[0] : '';
  const importer = csvImports[kind];
  if (!importer && kind !== 'product-images') return sendRouteError(res, 404, 'NOT_FOUND', 'Not found.');
  const viewer = await adminOf(app, req, res);
  if (!viewer) return;
  const images = kind === 'product-images';
  const limit = images ? sizeLimits().image : csvSizeLimit;
  let upload: SpooledUpload;
  try {
    upload = await spoolUpload(req, app.config.dataDir, {
      fileSize: limit,
      files: images ? imageCountLimit : 1,
      tooLarge: `The file is too large. ${images ? 'Each image' : 'The file'} may be at most ${megabytes(limit)}.`,
    });
  } catch (error) {
    if (error instanceof StorageUnwritable) return sendStorageUnwritable(res, error);
    if (error instanceof UploadRefused)
      return sendRouteError(
        res,
        error.status,
        error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        error.message,
      );
    throw error;
  }
  let handedOver = false;
  try {
    const apply = params.get('apply') === 'true';
    const failAt = app.config.testHooks && params.has('failAtLine') ? Number(params.get('failAtLine')) : undefined;
    const options = { sendEmails: upload.fields.sendEmails !== 'false', failAtLine: failAt };
    const ctx = importContext(app, viewer);
    if (images) {
      const files = upload.files.filter((file) => file.field === 'files');
      if (files.length === 0)
        return sendRouteError(res, 400, 'BAD_REQUEST', 'Choose one or more images (field "files").');
      if (!apply) return await sendCompressedJson(req, res, 200, await previewImages(ctx, files));
      const jobId = await insertJob(app.db, {
        kind,
        createdBy: viewer.userId,
        total: files.length,
        instanceId: importInstanceOf(app.db),
      });
      handedOver = true;
      sendJson(res, 202, { jobId });
      void applyImages(ctx, files, options, jobId)
        .catch((error: unknown) => logError(`import job ${jobId} failed`, error))
        .finally(() => void upload.discard());
      return;
    }
    const file = upload.files.find((candidate) => candidate.field === 'file');
    if (!file || !importer) return sendRouteError(res, 400, 'BAD_REQUEST', 'Choose a CSV file (field "file").');
    const missing = importer.missingColumns(await readCsvHeader(file.path));
    if (missing.length > 0)
      return sendRouteError(
        res,
        400,
        'BAD_REQUEST',
        `The first row must name the columns (separated by ';'). Missing: ${missing.join(', ')}.`,
      );
    if (!apply) return await sendCompressedJson(req, res, 200, await importer.preview(ctx, file.path));
    const jobId = await insertJob(app.db, {
      kind,
      createdBy: viewer.userId,
      total: await countRows(file.path),
      instanceId: importInstanceOf(app.db),
    });
    handedOver = true;
    sendJson(res, 202, { jobId });
    void importer
      .apply(ctx, file.path, options, jobId)
      .catch((error: unknown) => logError(`import job ${jobId} failed`, error))
      .finally(() => void upload.discard());
  } catch (error) {
    if (error instanceof CsvUnreadable) return sendRouteError(res, 400, 'BAD_REQUEST', error.message);
    throw error;
  } finally {
    if (!handedOver) await upload.discard();
  }
}

async function get(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { parts } = pathParts(req);
  return parts[0] === 'jobs' ? job(app, req, res) : template(app, req, res);
}

export const importRoutes: HttpRoute[] = [
  { method: 'GET', path: prefix, prefix: true, handle: get },
  { method: 'POST', path: prefix, prefix: true, handle: upload },
];
