import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

export interface Account {
  id: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  groups: string[];
}

function toAccount(row: {
  id: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  groups: unknown;
}): Account {
  return { ...row, groups: Array.isArray(row.groups) ? row.groups.map(String) : [] };
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
  values: { email: string; phoneNumber: string | null; passwordHash: string; groups: string[] },
): Promise<Account> {
  const row = await db
    .insertInto('account')
    .values({ id: randomUUID(), ...values, groups: JSON.stringify(values.groups) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccount(row);
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
