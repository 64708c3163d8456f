/**
 * An import interrupted by a crash reads failed at the next start (issue 25, point 4): a server in a child process
 * applies a 50,000-row users file and is killed (SIGKILL) while it runs; a server started again on its DATA_DIR
 * finds the job failed at once, with the message to run it again. On PostgreSQL another process starting while
 * the import runs leaves it running: only a job whose process is gone is failed. A database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, freshDatabase } from '../../db/fresh-database.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { findJob, interruptedMessage } from '../../server/imports/jobs.repository.ts';

const serverDatabaseUrl = process.env.DATABASE_URL || undefined;
const jwtSecret = 'imports-interrupted-test';
const dataDir = mkdtempSync(join(tmpdir(), 'imports-interrupted-'));
const otherDataDir = mkdtempSync(join(tmpdir(), 'imports-interrupted-other-'));
let databaseUrl: string | undefined;
let child: ChildProcess | undefined;
const servers: RunningServer[] = [];

afterAll(async () => {
  child?.kill('SIGKILL');
  for (const server of servers) await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
  if (serverDatabaseUrl && databaseUrl) await dropDatabase(serverDatabaseUrl, databaseUrl);
});

/** The import server of imports-large (demo data, NODE_ENV=test) in a child process; answers its URL. */
async function startChild(): Promise<string> {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../helpers/import-memory-server.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const started = child;
  return new Promise<string>((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`the import server stopped (${code})`)));
    createInterface({ input: started.stdout! }).on('line', (line) => {
      const message = line.startsWith('{') ? (JSON.parse(line) as { url?: string }) : {};
      if (message.url) resolve(message.url);
    });
  });
}

async function startInProcess(dir: string): Promise<RunningServer> {
  const config = readConfig({
    ...process.env,
    DATA_DIR: dir,
    PORT: '0',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  const server = await startServer(config);
  servers.push(server);
  return server;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

describe('an import whose server is killed', () => {
  // Two servers of its own started one after the other, each on the embedded database: more than the default minute
  // on a shared, busy machine.
  it('reads failed as soon as a server starts again, and only then', { timeout: 300_000 }, async () => {
    if (serverDatabaseUrl) databaseUrl = await freshDatabase(serverDatabaseUrl, '_imports_interrupted');
    const url = await startChild();
    const signIn = await json<{ data: { signIn: { accessToken: string } } }>(
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { signIn(email: "admin@example.com", password: "Password1!") { accessToken } }`,
        }),
      }),
    );
    const headers = { authorization: `Bearer ${signIn.data.signIn.accessToken}` };
    const lines = ['email;title;name;surname;phone;province;language;school'];
    for (let index = 0; index < 50_000; index += 1)
      lines.push(`cut${index}@example.com;Ms;Name${index};Surname${index};082 555 0000;Gauteng;English;`);
    const form = new FormData();
    form.append('sendEmails', 'false');
    form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'users.csv');
    const { jobId } = await json<{ jobId: string }>(
      fetch(`${url}/imports/users?apply=true`, { method: 'POST', headers, body: form }),
    );
    const jobAt = (base: string) =>
      json<{ state: string; processed: number; message: string | null }>(
        fetch(`${base}/imports/jobs/${jobId}`, { headers }),
      );
    await expect.poll(async () => (await jobAt(url)).processed, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);

    if (databaseUrl) {
      // Another process on the database starts while the import runs: the import is not its to fail.
      const other = await startInProcess(otherDataDir);
      expect((await findJob(other.app.db, jobId))?.state).toBe('running');
      expect((await jobAt(url)).state).toBe('running');
    }

    const killed = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    await killed;
    const again = await startInProcess(dataDir);
    const job = await jobAt(again.url);
    expect(job.state).toBe('failed');
    expect(job.message).toBe(interruptedMessage);
    expect(job.processed).toBeLessThan(50_000);
  });
});
