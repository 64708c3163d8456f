import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

export interface Account {
  id: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  groups: string[];
  /** When she proved the address (a verification, sign-in or password link reached her); null until then. */
  emailVerifiedAt: Date | null;
}

function toAccount(row: {
  id: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  groups: unknown;
  emailVerifiedAt: Date | string | null;
}): Account {
  return {
    id: row.id,
    email: row.email,
    phoneNumber: row.phoneNumber,
    passwordHash: row.passwordHash,
    groups: Array.isArray(row.groups) ? row.groups.map(String) : [],
    emailVerifiedAt: row.emailVerifiedAt === null ? null : new Date(row.emailVerifiedAt),
  };
}

export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const row = await db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  return row && toAccount(row);
}

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAccount(row);
}

export async function insertAccount(
  db: Database,
  values: {
    email: string;
    phoneNumber: string | null;
    passwordHash: string;
    groups: string[];
    emailVerified?: boolean;
  },
): Promise<Account> {
  const { emailVerified = false, ...rest } = values;
  const row = await db
    .insertInto('account')
    .values({
      id: randomUUID(),
      ...rest,
      groups: JSON.stringify(values.groups),
      emailVerifiedAt: emailVerified ? new Date().toISOString() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccount(row);
}

/**
 * New accounts in one statement (an import's batch); an e-mail already taken (by a request meanwhile) is left
 * out of the answer instead of failing the rest.
 */
export async function insertNewAccounts(
  db: Database,
  values: readonly { email: string; phoneNumber: string | null; passwordHash: string; groups: string[] }[],
): Promise<Account[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('account')
    .values(
      values.map((one) => ({ id: randomUUID(), ...one, groups: JSON.stringify(one.groups), emailVerifiedAt: null })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .execute();
  return rows.map(toAccount);
}

export async function updateAccount(
  db: Database,
  id: string,
  values: { phoneNumber?: string | null; passwordHash?: string; groups?: string[] },
): Promise<void> {
  const { groups, ...rest } = values;
  await db
    .updateTable('account')
    .set({ ...rest, ...(groups ? { groups: JSON.stringify(groups) } : {}), updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks the address proved (once: a later proof keeps the first date). */
export async function markEmailVerified(db: Database, id: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ emailVerifiedAt: sql`now()` })
    .where('id', '=', id)
    .where('emailVerifiedAt', 'is', null)
    .execute();
}
