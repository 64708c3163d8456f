/** HTTP helpers of the import tests: multipart uploads, the job's end, the report. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { serverUrl, signIn, type Session } from '../helpers/api.ts';

export const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '../fixtures/imports', name), 'utf8');

let adminSession: Promise<Session> | undefined;
export const admin = (): Promise<Session> => (adminSession ??= signIn('admin@example.com'));

export interface UploadPart {
  field?: string;
  name: string;
  content: string | Buffer;
  type?: string;
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** POST /imports/{kind}: the parts, extra fields and query; the admin's token unless another (or '') is given. */
export async function postImport<T = any>(
  kind: string,
  parts: UploadPart[],
  options: { apply?: boolean; token?: string; fields?: Record<string, string>; query?: string } = {},
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const part of parts)
    form.append(
      part.field ?? 'file',
      new Blob([typeof part.content === 'string' ? part.content : new Uint8Array(part.content)], {
        type: part.type ?? 'text/csv',
      }),
      part.name,
    );
  const token = options.token ?? (await admin()).accessToken;
  const query = [options.apply ? 'apply=true' : '', options.query ?? ''].filter(Boolean).join('&');
  const response = await fetch(`${serverUrl()}/imports/${kind}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

export async function getImport(path: string, token?: string): Promise<{ status: number; text: string }> {
  const bearer = token ?? (await admin()).accessToken;
  const response = await fetch(`${serverUrl()}${path}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  return { status: response.status, text: await response.text() };
}

export interface Job {
  id: string;
  kind: string;
  state: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  counts: { rows: number; created: number; skipped: number; invalid: number; failed?: number };
  message: string | null;
  reportUrl: string | null;
}

/** The job once it is no longer running (polled, as the screen does). */
export async function finishedJob(jobId: string, timeout = 15_000): Promise<Job> {
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        job = JSON.parse((await getImport(`/imports/jobs/${jobId}`)).text) as Job;
        return job.state;
      },
      { timeout, interval: 100 },
    )
    .not.toBe('running');
  return job as Job;
}

/** Applies and waits for the end. */
export async function applyImport(
  kind: string,
  parts: UploadPart[],
  options: { fields?: Record<string, string>; query?: string; timeout?: number } = {},
): Promise<Job> {
  const started = await postImport<{ jobId: string }>(kind, parts, { ...options, apply: true });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finishedJob(started.body.jobId, options.timeout);
}

/** The report CSV as rows of line, status, message. */
export async function report(job: Job): Promise<string[][]> {
  expect(job.reportUrl).toBe(`/imports/jobs/${job.id}/report.csv`);
  const answer = await getImport(job.reportUrl ?? '');
  expect(answer.status).toBe(200);
  return answer.text
    .trim()
    .split('\n')
    .map((line) => line.split(';'));
}
