/**
 * Idempotency keys are forgotten after their documented lifetime of 30 days: a server sweeps them when it starts
 * (and daily after). A server of this file's own, restarted on its database: a fresh embedded one, or the
 * PostgreSQL one of DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig, type Config } from '../../server/config.ts';
import { uuid } from '../helpers/api.ts';

const day = 24 * 60 * 60 * 1000;
let config: Config;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'idempotency-pruning-'));
  // On PostgreSQL the suite's server shares the database: this one signs its own tokens with a secret of its own.
  config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: uuid(),
  });
  server = await startServer(config);
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('idempotency keys', () => {
  it('are forgotten at start once older than 30 days, and kept until then', async () => {
    const accountId = `pruning-${uuid()}`;
    const now = Date.now();
    const keyAged = (key: string, days: number) => ({
      accountId,
      key,
      requestHash: 'hash',
      response: null,
      createdAt: new Date(now - days * day),
    });
    await server.app.db
      .insertInto('idempotency_key')
      .values([keyAged('31 days old', 31), keyAged('29 days old', 29), keyAged('new', 0)])
      .execute();

    await server.close();
    server = await startServer(config);

    const kept = await server.app.db
      .selectFrom('idempotency_key')
      .select('key')
      .where('accountId', '=', accountId)
      .orderBy('key')
      .execute();
    expect(kept.map((row) => row.key)).toEqual(['29 days old', 'new']);
  });
});
