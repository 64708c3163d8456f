/**
 * The server's import routes (issue 13; the HTTP contract in docs: POST /imports/{kind} for the preview and, with
 * `?apply=true`, for a job; GET /imports/jobs/{id} for its progress; templates and reports as CSV downloads).
 */
import { authorizedFetch, downloadAuthorized, jsonOf, postForm, type SendOptions } from '../../ui/upload/request';

export const importKinds = ['users', 'orders', 'product-images'] as const;
export type ImportKind = (typeof importKinds)[number];

/** The kinds that come as one CSV file with a template; product images come as many image files. */
export function isCsvKind(kind: ImportKind): kind is 'users' | 'orders' {
  return kind !== 'product-images';
}

export type PreviewStatus = 'new' | 'skipped' | 'invalid';

export interface PreviewRow {
  line: number;
  status: PreviewStatus;
  values: Record<string, string | number | boolean | null>;
  message: string | null;
}

export interface RowError {
  line: number;
  message: string;
}

export interface ImportPreview {
  kind: ImportKind;
  columns: string[];
  counts: { rows: number; new: number; skipped: number; invalid: number };
  rows: PreviewRow[];
  errors: RowError[];
}

export type JobState = 'running' | 'done' | 'failed';

export interface ImportJob {
  id: string;
  kind: ImportKind;
  state: JobState;
  processed: number;
  total: number;
  counts: { rows: number; created: number; skipped: number; invalid: number };
  message: string | null;
  reportUrl: string | null;
}

/** What the admin chose: the CSV (or the images) and, for users, whether each new user gets the e-mail. */
export interface ImportRequest {
  kind: ImportKind;
  files: readonly File[];
  sendEmails: boolean;
}

function formOf({ kind, files, sendEmails }: ImportRequest): FormData {
  const form = new FormData();
  if (isCsvKind(kind)) {
    const [file] = files;
    if (file) form.append('file', file, file.name);
    if (kind === 'users') form.append('sendEmails', String(sendEmails));
  } else {
    for (const file of files) form.append('files', file, file.name);
  }
  return form;
}

/** Uploads the file(s) and answers what an import would do; nothing is stored. */
export async function previewImport(request: ImportRequest, options: SendOptions = {}): Promise<ImportPreview> {
  return jsonOf<ImportPreview>(await postForm(`/imports/${request.kind}`, formOf(request), options));
}

/** Uploads the same file(s) again to apply them; the server answers at once with the job to follow. */
export async function applyImport(request: ImportRequest, options: SendOptions = {}): Promise<string> {
  const { jobId } = await jsonOf<{ jobId: string }>(
    await postForm(`/imports/${request.kind}?apply=true`, formOf(request), options),
  );
  return jobId;
}

export async function importJob(id: string, signal?: AbortSignal): Promise<ImportJob> {
  return jsonOf<ImportJob>(await authorizedFetch(`/imports/jobs/${encodeURIComponent(id)}`, { signal }));
}

export function downloadTemplate(kind: 'users' | 'orders'): Promise<void> {
  return downloadAuthorized(`/imports/${kind}/template.csv`, `${kind}-template.csv`);
}

export function downloadReport(job: ImportJob): Promise<void> {
  return downloadAuthorized(job.reportUrl ?? `/imports/jobs/${job.id}/report.csv`, `${job.kind}-import-report.csv`);
}
