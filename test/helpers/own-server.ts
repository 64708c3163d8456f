/**
 * A server of a test file's own, beside the suite's (global-server.ts): a data directory of its own (the embedded
 * database and stored files) and a signing key of its own, since on PostgreSQL it shares the suite's database
 * (DATABASE_URL) and a generated key would be refused there. No demo data unless asked for. Its job queue is a
 * schema of its own (JOBS_SCHEMA): on PostgreSQL it would otherwise work the suite server's jobs (mail to the suite's
 * outbox) and the suite's its; global-server.ts drops these schemas before a run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig, type Config } from '../../server/config.ts';

export interface OwnServer {
  /** The running server (a test that restarts it on `config` puts the new one here). */
  server: RunningServer;
  /** Its configuration, to start it again on the same database. */
  config: Config;
  dataDir: string;
  /** Stops it and removes its data directory. */
  close(): Promise<void>;
}

export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: `${name}-${randomUUID()}`,
    JOBS_SCHEMA: `pgboss_${randomUUID().replaceAll('-', '')}`,
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const own: OwnServer = {
    server: await startServer(config),
    config,
    dataDir,
    close: async () => {
      await own.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return own;
}
