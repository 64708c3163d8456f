/**
 * One-time links to set a password (Create Teacher's e-mail). The token is 32 random bytes; only its SHA-256 is
 * stored, so a copy of the database opens no account. A link expires after `setPasswordLinkHours` and works once.
 * `now` is a parameter so that expiry is tested without waiting.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inTransaction, type Database } from '../../db/connect.ts';

/** Three days: long enough for a teacher to find the mail after a weekend, short enough for a forwarded one to go stale. */
export const setPasswordLinkHours = 72;

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueSetPasswordToken(db: Database, accountId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('set_password_token')
    .values({
      id: randomUUID(),
      accountId,
      tokenHash: hash(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + setPasswordLinkHours * 60 * 60 * 1000).toISOString(),
    })
    .execute();
  return token;
}

/** The account a token may still set the password of: known, unused, not revoked and not expired; else null. */
export async function accountOfLiveToken(db: Database, token: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('set_password_token')
    .select('accountId')
    .where('tokenHash', '=', hash(token))
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.accountId ?? null;
}

/**
 * Uses the token and writes the password hash in one transaction: the conditional update lets exactly one of two
 * concurrent uses through (the second waits on the row lock, then finds it used). The account's other links are
 * revoked. Answers the account's e-mail, or null when the token could not be used.
 */
export async function useSetPasswordToken(
  db: Database,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const used = await trx
      .updateTable('set_password_token')
      .set({ usedAt: now.toISOString() })
      .where('tokenHash', '=', hash(token))
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning(['id', 'accountId'])
      .executeTakeFirst();
    if (!used) return null;
    const account = await trx
      .updateTable('account')
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where('id', '=', used.accountId)
      .returning('email')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('set_password_token')
      .set({ revokedAt: now.toISOString() })
      .where('accountId', '=', used.accountId)
      .where('id', '<>', used.id)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .execute();
    return account.email;
  });
}
