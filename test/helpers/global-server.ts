/**
 * Starts one server for a test project, on a fresh database: a new embedded one in a temporary DATA_DIR, or,
 * when DATABASE_URL is set, that PostgreSQL database emptied first. Demo data is loaded as `npm start` does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { loadDemoData } from '../../server/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    databaseKind: string;
    /** The signing key of the test server, for a second server a test starts on the same database. */
    jwtSecret: string;
  }
}

/**
 * Drops schema public and the job queue's schemas (pgboss, and the pgboss_* of servers of a test's own), so that no
 * job of an earlier run is sent by this one.
 */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.query(`do $$
    declare queue_schema text;
    begin
      for queue_schema in select nspname from pg_namespace where nspname = 'pgboss' or nspname like 'pgboss\\_%' loop
        execute format('drop schema %I cascade', queue_schema);
      end loop;
    end $$`);
  await client.end();
}

let running: RunningServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) await emptyPostgres(databaseUrl);
  // Set, so that a second server on the same PostgreSQL database accepts this one's tokens (test/api/fanout.test.ts).
  const jwtSecret = process.env.JWT_SECRET || 'test-only-signing-key-shared-by-the-test-servers';
  const config = {
    ...readConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      JWT_SECRET: jwtSecret,
      SIGNUP_PER_HOUR: '100000',
      ACCOUNT_REQUESTS_PER_HOUR: '100000',
      // Mail is a queued job: its worker looks twice a second (pg-boss's least) for jobs committed in a transaction.
      JOB_POLL_SECONDS: '0.5',
    }),
  };
  running = await startServer(config, { prepare: loadDemoData });
  project.provide('serverUrl', running.url);
  project.provide('databaseKind', databaseUrl ? 'postgres' : 'embedded');
  project.provide('jwtSecret', jwtSecret);
}

export async function teardown(): Promise<void> {
  await running?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
