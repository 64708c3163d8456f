/**
 * The System screen's query (issue 29): a superadmin reads the whole state of the installation at once, and no one
 * else reads any of it. The server under test runs in this test's process (startOwnServer), so that an error this
 * test logs with logError is this server's own; on PostgreSQL a second server on the same database appears too,
 * with its heartbeat and, after its next beat, the same process's errors.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureTeacherAccount, upsertAccount } from '../../server/auth/auth.service.ts';
import { logError } from '../../server/observability/log.ts';
import { heartbeatEveryMs } from '../../server/system/heartbeat.ts';
import { recordBackup } from '../../server/system/system-fact.repository.ts';
import { errorCode, gql } from '../helpers/api.ts';
import { startOwnServer, type OwnServer } from '../helpers/own-server.ts';

const postgres = inject('databaseKind') === 'postgres';

const statusQuery = `{
  systemStatus {
    checkedAt version commit uptimeSeconds liveSessions lastBackupAt
    processes { id host pid version startedAt lastHeartbeatAt responding current }
    database { kind sizeBytes pendingMigrations }
    storage { kind usedBytes writable }
    jobs { queued active failed undeliveredMail }
    recentErrors { time requestId code message processId host }
  }
}`;

interface Status {
  checkedAt: string;
  version: string;
  commit: string | null;
  uptimeSeconds: number;
  liveSessions: number;
  lastBackupAt: string | null;
  processes: {
    id: string;
    host: string;
    pid: number;
    version: string;
    startedAt: string;
    lastHeartbeatAt: string;
    responding: boolean;
    current: boolean;
  }[];
  database: { kind: string; sizeBytes: number; pendingMigrations: string[] };
  storage: { kind: string; usedBytes: number; writable: boolean };
  jobs: { queued: number; active: number; failed: number; undeliveredMail: number };
  recentErrors: {
    time: string;
    requestId: string | null;
    code: string | null;
    message: string;
    processId: string;
    host: string;
  }[];
}

let own: OwnServer;
let second: OwnServer | undefined;
const tokens: Record<'superadmin' | 'admin' | 'teacher' | 'reporting', string> = {
  superadmin: '',
  admin: '',
  teacher: '',
  reporting: '',
};

async function accountToken(server: OwnServer, groups: string[]): Promise<string> {
  const email = `system-${groups.join('-')}-${randomUUID()}@example.com`;
  const account = await upsertAccount(server.server.app.db, { email, password: 'Password1!', groups });
  if (groups.includes('teacher')) await ensureTeacherAccount(server.server.app.db, account);
  const response = await gql<{ signIn: { accessToken: string } }>(
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }',
    { email, password: 'Password1!' },
    { url: server.server.url },
  );
  if (!response.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(response.errors)}`);
  return response.data.signIn.accessToken;
}

/** A second server on the same database takes the first's signing key, so that one token serves both. */
const sameKey = () => ({ JWT_SECRET: own.config.jwtSecret ?? '' });

async function status(url = own.server.url): Promise<Status> {
  const response = await gql<{ systemStatus: Status }>(statusQuery, {}, { token: tokens.superadmin, url });
  if (!response.data?.systemStatus) throw new Error(JSON.stringify(response.errors));
  return response.data.systemStatus;
}

beforeAll(async () => {
  own = await startOwnServer('classroom-system');
  tokens.superadmin = await accountToken(own, ['superadmin']);
  tokens.admin = await accountToken(own, ['admin']);
  tokens.teacher = await accountToken(own, ['teacher']);
  tokens.reporting = await accountToken(own, ['reporting']);
  if (postgres) second = await startOwnServer('classroom-system-second', sameKey());
});

afterAll(async () => {
  await second?.close();
  await own.close();
});

describe('systemStatus for a superadmin', () => {
  it('answers every part with sane values, this process among those with a recent heartbeat', async () => {
    const answer = await status();
    expect(answer.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(answer.commit === null || /^[0-9a-f]{7,40}$/.test(answer.commit)).toBe(true);
    expect(answer.uptimeSeconds).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(answer.checkedAt) - Date.now())).toBeLessThan(60_000);
    const me = answer.processes.find((process) => process.current);
    expect(me).toMatchObject({ pid: process.pid, version: answer.version, responding: true });
    expect(Date.parse(answer.checkedAt) - Date.parse(me?.lastHeartbeatAt ?? '')).toBeLessThan(heartbeatEveryMs + 5000);
    expect(answer.database).toEqual({
      kind: postgres ? 'postgres' : 'embedded',
      sizeBytes: expect.any(Number) as number,
      pendingMigrations: [],
    });
    expect(answer.database.sizeBytes).toBeGreaterThan(1024 * 1024);
    expect(answer.storage).toMatchObject({ kind: 'local', writable: true });
    expect(answer.storage.usedBytes).toBeGreaterThanOrEqual(0);
    for (const count of Object.values(answer.jobs)) expect(count).toBeGreaterThanOrEqual(0);
    // The four accounts this file signed in are live sessions.
    expect(answer.liveSessions).toBeGreaterThanOrEqual(4);
  });

  it('shows an error logged with logError, with its request id, newest first', async () => {
    const requestId = `system-test-${randomUUID()}`;
    logError('probe failed', new Error('the probe broke'), { requestId, code: 'INTERNAL_SERVER_ERROR' });
    // The answering process writes its heartbeat (with its errors) before it reads every process's.
    const [latest] = (await status()).recentErrors;
    expect(latest).toMatchObject({
      requestId,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'probe failed: the probe broke',
    });
  });

  it('shows the time of the last recorded backup', async () => {
    const finishedAt = new Date(Date.now() - 3_600_000).toISOString();
    await recordBackup(own.server.app.db, { finishedAt, file: '/backups/latest.tar.gz', bytes: 1234 });
    expect((await status()).lastBackupAt).toBe(finishedAt);
  });

  it.runIf(postgres)(
    'lists a second server on the same database, whose errors appear after its next heartbeat',
    async () => {
      const other = second?.server;
      if (!other) throw new Error('no second server');
      const answer = await status();
      const listed = answer.processes.filter((row) => row.responding && row.pid === process.pid);
      expect(listed.length).toBeGreaterThanOrEqual(2);
      const seenFromSecond = await status(other.url);
      const secondId = seenFromSecond.processes.find((process) => process.current)?.id;
      const firstId = answer.processes.find((process) => process.current)?.id;
      expect(secondId).toBeDefined();
      expect(secondId).not.toBe(firstId);
      expect(answer.processes.map((process) => process.id)).toContain(secondId);

      const requestId = `system-second-${randomUUID()}`;
      logError('second probe failed', new Error('again'), { requestId });
      // Asked of the first server: the second's row carries the error once its own timer has beaten.
      await expect
        .poll(
          async () =>
            (await status()).recentErrors.some(
              (error) => error.requestId === requestId && error.processId === secondId,
            ),
          { timeout: heartbeatEveryMs + 5000, interval: 1000 },
        )
        .toBe(true);
    },
  );

  it.runIf(postgres)('removes a server that stops from the list', async () => {
    const extra = await startOwnServer('classroom-system-extra', sameKey());
    const extraId = (await status(extra.server.url)).processes.find((process) => process.current)?.id;
    expect((await status()).processes.map((process) => process.id)).toContain(extraId);
    await extra.close();
    expect((await status()).processes.map((process) => process.id)).not.toContain(extraId);
  });
});

describe('systemStatus for anyone else', () => {
  it.each(['admin', 'teacher', 'reporting'] as const)('refuses %s: FORBIDDEN', async (role) => {
    const response = await gql(statusQuery, {}, { token: tokens[role], url: own.server.url });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.data).toBeNull();
  });

  it('refuses an anonymous caller: UNAUTHENTICATED', async () => {
    const response = await gql(statusQuery, {}, { url: own.server.url });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});
