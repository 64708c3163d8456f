/**
 * 50,000-row users and orders files (issue 13): imported through HTTP by a server of their own, run with a 256 MB
 * heap (`--max-old-space-size=256`), whose memory is sampled while it works. The files are generated here.
 * The figures are printed; the README records them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase } from '../../db/fresh-database.ts';

const rowCount = 50_000;
const importTimeout = 240_000;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

let child: ChildProcess;
let url = '';
let token = '';
let dataDir = '';
const serverDatabaseUrl = process.env.DATABASE_URL || undefined;
let ownDatabaseUrl: string | undefined;
let latest: Sample | undefined;
let peak: Sample = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };

function resetPeak(): Sample {
  if (!latest) throw new Error('no memory sample yet');
  peak = { ...latest };
  return latest;
}

async function gqlAt<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Applies a generated file and waits for its job; answers the job and how long it took. */
async function importFile(kind: string, content: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content], { type: 'text/csv' }), `${kind}.csv`);
  const started = Date.now();
  const response = await fetch(`${url}/imports/${kind}?apply=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  const { jobId } = (await response.json()) as { jobId: string };
  let job: { state: string; counts: Record<string, number>; processed: number; total: number } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${url}/imports/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
        job = (await answer.json()) as typeof job;
        return job?.state;
      },
      // Some 20 s alone; several times that with both cores busy beside another suite.
      { timeout: importTimeout - 10_000, interval: 500 },
    )
    .toBe('done');
  return { job: job!, seconds: (Date.now() - started) / 1000 };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-import-large-'));
  // On PostgreSQL a database of its own: 50,000 more accounts in the shared one would slow every later test there.
  if (serverDatabaseUrl) ownDatabaseUrl = await freshDatabase(serverDatabaseUrl, '_imports_large');
  child = spawn(
    process.execPath,
    ['--max-old-space-size=256', '--import', 'tsx', join(import.meta.dirname, '../helpers/import-memory-server.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        JWT_SECRET: 'import-large-test-server',
        ...(ownDatabaseUrl ? { DATABASE_URL: ownDatabaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  let sampled: () => void = () => {};
  // The first memory sample: each test's figures are measured from the sample before it starts.
  const firstSample = new Promise<void>((resolve) => (sampled = resolve));
  url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the import server stopped (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as Partial<Sample> & { url?: string };
      if (message.url) return resolve(message.url);
      latest = message as Sample;
      for (const key of ['rss', 'heapUsed', 'external', 'arrayBuffers'] as const)
        peak[key] = Math.max(peak[key], latest[key]);
      sampled();
    });
  });
  await firstSample;
  const signIn = await gqlAt<{ signIn: { accessToken: string } }>(
    `mutation { signIn(email: "admin@example.com", password: "Password1!") { accessToken } }`,
  );
  token = signIn.signIn.accessToken;
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (serverDatabaseUrl && ownDatabaseUrl) await dropDatabase(serverDatabaseUrl, ownDatabaseUrl);
});

describe('50,000-row imports within 256 MB', () => {
  it(
    'imports 50,000 users',
    async () => {
      const lines = ['email;title;name;surname;phone;province;language;school'];
      for (let index = 0; index < rowCount; index += 1)
        lines.push(
          `bulk${index}@example.com;Ms;Name${index};Surname${index};082 555 ${String(index % 10000).padStart(4, '0')};Gauteng;English;`,
        );
      const before = resetPeak();
      const { job, seconds } = await importFile('users', lines.join('\n'), { sendEmails: 'false' });
      expect(job.counts).toEqual({ rows: rowCount, created: rowCount, skipped: 0, invalid: 0 });
      console.log(
        `users 50k: ${seconds} s; heap peak ${mb(peak.heapUsed)} MB; rss ${mb(before.rss)} → peak ${mb(peak.rss)} MB (external peak ${mb(peak.external)} MB)`,
      );
      expect(peak.heapUsed).toBeLessThan(256 * 1024 * 1024);
      expect(peak.rss - before.rss).toBeLessThan(256 * 1024 * 1024);
    },
    importTimeout,
  );

  it(
    'imports 50,000 order rows (25,000 orders of two products)',
    async () => {
      const products = await gqlAt<{ listProducts: { items: { id: string }[] } }>(
        '{ listProducts(limit: 2) { items { id } } }',
      );
      const [first, second] = products.listProducts.items.map((item) => item.id);
      const lines = ['order_number;order_date;email;teacher_profile_id;product_id;status;payment_method'];
      for (let order = 0; order < rowCount / 2; order += 1)
        for (const product of [first, second])
          lines.push(`BULK-${order};2024-06-01 09:00;bulk${order}@example.com;;${product};PAID;EFT`);
      const before = resetPeak();
      const { job, seconds } = await importFile('orders', lines.join('\n'));
      expect(job.counts).toEqual({ rows: rowCount, created: rowCount, skipped: 0, invalid: 0 });
      console.log(
        `orders 50k rows: ${seconds} s; heap peak ${mb(peak.heapUsed)} MB; rss ${mb(before.rss)} → peak ${mb(peak.rss)} MB (external peak ${mb(peak.external)} MB)`,
      );
      expect(peak.heapUsed).toBeLessThan(256 * 1024 * 1024);
      expect(peak.rss - before.rss).toBeLessThan(256 * 1024 * 1024);
    },
    importTimeout,
  );
});
