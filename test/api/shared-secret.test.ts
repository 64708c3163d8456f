/**
 * Security probe item 8: without JWT_SECRET each process makes its own signing key, so a second process on the same
 * PostgreSQL database without it refuses to start; one with JWT_SECRET starts. A database of this test's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { sharedSecretMessage } from '../../server/auth/shared-secret.ts';
import { readConfig } from '../../server/config.ts';

const baseUrl = process.env.DATABASE_URL ?? '';
const ownUrl = new URL(baseUrl || 'postgres://localhost/unused');
ownUrl.pathname = `${ownUrl.pathname}_secret`;
const ownDatabase = ownUrl.pathname.slice(1);

async function onBase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const running: RunningServer[] = [];
const dataDirs: string[] = [];

function start(jwtSecret?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'classroom-secret-'));
  dataDirs.push(dataDir);
  const env = {
    DATABASE_URL: ownUrl.href,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret,
  };
  return startServer(readConfig(env)).then((server) => (running.push(server), server));
}

describe.skipIf(inject('databaseKind') !== 'postgres')('servers sharing a PostgreSQL database', () => {
  beforeAll(async () => {
    await onBase(`drop database if exists "${ownDatabase}" with (force)`);
    await onBase(`create database "${ownDatabase}"`);
  });
  afterAll(async () => {
    for (const server of running.splice(0)) await server.close();
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    await onBase(`drop database if exists "${ownDatabase}" with (force)`);
  });

  it('refuse a second process without JWT_SECRET, and start one with it', async () => {
    const first = await start();
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    await expect(start()).rejects.toThrow(sharedSecretMessage);
    const third = await start('a secret shared by every process of this database');
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
  });
});
