/**
 * One-time links, each for one purpose: 'set-password' (Create Teacher's e-mail), 'reset-password' (Forgot
 * password), 'sign-in' (login retrieval) and 'verify-email' (sign-up). The token is 32 random bytes; only its
 * SHA-256 is stored, so a copy of the database opens no account. A link expires after its purpose's lifetime, works
 * once and only for its purpose. `now` is a parameter so that expiry is tested without waiting.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inTransaction, type Database } from '../../db/connect.ts';

export type LinkPurpose = 'set-password' | 'reset-password' | 'sign-in' | 'verify-email';

/** Three days: long enough for a teacher to find the mail after a weekend, short enough for a forwarded one to go stale. */
export const setPasswordLinkHours = 72;

/**
 * Minutes a link lives: a reset or a sign-in link is asked for by someone at her screen (a forwarded or leaked one
 * must go stale soon); a new teacher's or a verification link may wait for a weekend.
 */
export const linkLifetimeMinutes: Record<LinkPurpose, number> = {
  'set-password': setPasswordLinkHours * 60,
  'reset-password': 2 * 60,
  'sign-in': 30,
  'verify-email': 72 * 60,
};

/** The purposes whose link sets a password (the /auth/set-password page takes both). */
export const passwordPurposes: readonly LinkPurpose[] = ['set-password', 'reset-password'];

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueLinkToken(
  db: Database,
  accountId: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('set_password_token')
    .values({
      id: randomUUID(),
      accountId,
      purpose,
      tokenHash: hash(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + linkLifetimeMinutes[purpose] * 60 * 1000).toISOString(),
    })
    .execute();
  return token;
}

export async function issueSetPasswordToken(db: Database, accountId: string, now = new Date()): Promise<string> {
  return issueLinkToken(db, accountId, 'set-password', now);
}

/** The account a token may still be used for: known, of these purposes, unused, not revoked, not expired; else null. */
export async function accountOfLiveToken(
  db: Database,
  token: string,
  now = new Date(),
  purposes: readonly LinkPurpose[] = passwordPurposes,
): Promise<string | null> {
  const row = await db
    .selectFrom('set_password_token')
    .select('accountId')
    .where('tokenHash', '=', hash(token))
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.accountId ?? null;
}

/**
 * Uses a link of one of these purposes (in the caller's transaction): the conditional update lets exactly one of
 * two concurrent uses through (the second waits on the row lock, then finds it used). The account's other live
 * links of the same purposes are revoked. Answers the account, or null when the token could not be used.
 */
export async function consumeLinkToken(
  db: Database,
  token: string,
  purposes: readonly LinkPurpose[],
  now = new Date(),
): Promise<string | null> {
  const used = await db
    .updateTable('set_password_token')
    .set({ usedAt: now.toISOString() })
    .where('tokenHash', '=', hash(token))
    .where('purpose', 'in', purposes)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'accountId'])
    .executeTakeFirst();
  if (!used) return null;
  await db
    .updateTable('set_password_token')
    .set({ revokedAt: now.toISOString() })
    .where('accountId', '=', used.accountId)
    .where('purpose', 'in', purposes)
    .where('id', '<>', used.id)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
  return used.accountId;
}

/**
 * Uses a set-password or reset link and writes the password hash in one transaction. A link that reached her
 * mailbox proves the address, so the account counts as verified; every refresh token of the account is revoked
 * (whoever knew the old password is signed out). Answers the account's e-mail and the ended sessions, or null
 * when the token could not be used.
 */
export async function useSetPasswordToken(
  db: Database,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<{ email: string; endedSessions: string[] } | null> {
  return inTransaction(db, async (trx) => {
    const accountId = await consumeLinkToken(trx, token, passwordPurposes, now);
    if (!accountId) return null;
    const account = await trx
      .updateTable('account')
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where('id', '=', accountId)
      .returning('email')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('account')
      .set({ emailVerifiedAt: now.toISOString() })
      .where('id', '=', accountId)
      .where('emailVerifiedAt', 'is', null)
      .execute();
    const ended = await trx
      .updateTable('refresh_token')
      .set({ revokedAt: now.toISOString() })
      .where('accountId', '=', accountId)
      .where('revokedAt', 'is', null)
      .returning('familyId')
      .execute();
    return { email: account.email, endedSessions: [...new Set(ended.map((row) => row.familyId))] };
  });
}
