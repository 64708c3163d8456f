/**
 * The one-time set-password link against a real database (DATABASE_URL's PostgreSQL, else a fresh embedded one),
 * with the clock passed in: it expires after 72 hours, works once, and using one revokes the account's others.
 * The API tests (test/api/customers-create-teacher.test.ts) cover the e-mail and the mutation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { findAccountById, insertAccount } from './account.repository.ts';
import {
  accountOfLiveToken,
  consumeLinkToken,
  issueLinkToken,
  issueSetPasswordToken,
  linkLifetimeMinutes,
  setPasswordLinkHours,
  useSetPasswordToken,
} from './set-password-token.repository.ts';

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classroom-set-password-'));
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await migrateToLatest(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hours = (from: Date, count: number) => new Date(from.getTime() + count * 60 * 60 * 1000);

async function account(): Promise<{ id: string; email: string }> {
  const email = `link-${crypto.randomUUID()}@example.com`;
  return insertAccount(handle.db, { email, phoneNumber: null, passwordHash: 'unusable', groups: ['teacher'] });
}

describe('set-password links', () => {
  it(`work until ${setPasswordLinkHours} hours after they were made, and not after`, async () => {
    const { id, email } = await account();
    const issued = new Date('2026-03-02T08:00:00Z');
    const token = await issueSetPasswordToken(handle.db, id, issued);
    const lastMinute = hours(issued, setPasswordLinkHours - 1 / 60);
    expect(await accountOfLiveToken(handle.db, token, lastMinute)).toBe(id);
    expect(await accountOfLiveToken(handle.db, token, hours(issued, setPasswordLinkHours))).toBeNull();
    expect(
      await useSetPasswordToken(handle.db, token, 'hash-late', hours(issued, setPasswordLinkHours + 1)),
    ).toBeNull();
    expect((await findAccountById(handle.db, id))?.passwordHash).toBe('unusable');
    expect((await useSetPasswordToken(handle.db, token, 'hash-in-time', lastMinute))?.email).toBe(email);
    expect((await findAccountById(handle.db, id))?.passwordHash).toBe('hash-in-time');
  });

  it("work once, and using one revokes the account's other links", async () => {
    const { id, email } = await account();
    const now = new Date();
    const [first, second] = [
      await issueSetPasswordToken(handle.db, id, now),
      await issueSetPasswordToken(handle.db, id, now),
    ];
    expect((await useSetPasswordToken(handle.db, first, 'hash-1', now))?.email).toBe(email);
    expect(await useSetPasswordToken(handle.db, first, 'hash-2', now)).toBeNull();
    expect(await accountOfLiveToken(handle.db, second, now)).toBeNull();
    expect(await useSetPasswordToken(handle.db, second, 'hash-3', now)).toBeNull();
    expect((await findAccountById(handle.db, id))?.passwordHash).toBe('hash-1');
  });

  it('are taken only for their purpose, each with its own lifetime', async () => {
    const { id } = await account();
    const issued = new Date('2026-03-02T08:00:00Z');
    const signIn = await issueLinkToken(handle.db, id, 'sign-in', issued);
    const verify = await issueLinkToken(handle.db, id, 'verify-email', issued);
    expect(await accountOfLiveToken(handle.db, signIn, issued)).toBeNull();
    expect(await useSetPasswordToken(handle.db, verify, 'hash-x', issued)).toBeNull();
    const expiry = hours(issued, linkLifetimeMinutes['sign-in'] / 60);
    expect(await consumeLinkToken(handle.db, signIn, ['verify-email'], issued)).toBeNull();
    expect(await consumeLinkToken(handle.db, signIn, ['sign-in'], expiry)).toBeNull();
    expect(await consumeLinkToken(handle.db, signIn, ['sign-in'], hours(expiry, -1 / 60))).toBe(id);
    expect(await consumeLinkToken(handle.db, signIn, ['sign-in'], issued)).toBeNull();
    expect(await consumeLinkToken(handle.db, verify, ['verify-email'], issued)).toBe(id);
  });

  it('keep only a hash of the token', async () => {
    const { id } = await account();
    const token = await issueSetPasswordToken(handle.db, id);
    const stored = await handle.db
      .selectFrom('set_password_token')
      .select('tokenHash')
      .where('accountId', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);
  });
});
