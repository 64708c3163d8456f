import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, type Database } from '../../db/connect.ts';

const lifetimeDays = 30;

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new refresh token in a family (a sign-in starts a family; each refresh continues it). */
export async function issueRefreshToken(
  db: Database,
  accountId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_token')
    .values({
      id: randomUUID(),
      accountId,
      familyId,
      tokenHash: hash(token),
      expiresAt: sql`now() + ${`${lifetimeDays} days`}::interval`,
    })
    .execute();
  return token;
}

export type RefreshOutcome =
  { kind: 'valid'; accountId: string; familyId: string } | { kind: 'invalid' } | { kind: 'reused'; familyId: string };

/** Marks the token used. A token used twice is a theft signal: its whole family is revoked. */
export async function consumeRefreshToken(db: Database, token: string): Promise<RefreshOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('refresh_token')
      .selectAll()
      .where('tokenHash', '=', hash(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'invalid' };
    if (row.usedAt || row.revokedAt) {
      await trx
        .updateTable('refresh_token')
        .set({ revokedAt: sql`now()` })
        .where('familyId', '=', row.familyId)
        .execute();
      return { kind: 'reused', familyId: row.familyId };
    }
    if (new Date(row.expiresAt).getTime() <= Date.now()) return { kind: 'invalid' };
    await trx
      .updateTable('refresh_token')
      .set({ usedAt: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return { kind: 'valid', accountId: row.accountId, familyId: row.familyId };
  });
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revokedAt: sql`now()` })
    .where('familyId', '=', familyId)
    .execute();
}

/** Revokes the token's family; returns the family's id, or null for an unknown token. */
export async function revokeFamilyOf(db: Database, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('refresh_token')
    .select('familyId')
    .where('tokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.familyId;
}
