/**
 * Facts about the installation that something other than a server records (system_fact, one JSON value per key):
 * when the last backup finished, written by `npm run db:backup` at its end.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/connect.ts';

const lastBackupKey = 'lastBackup';

export interface BackupFact {
  finishedAt: string;
  file: string;
  bytes: number;
}

export async function recordBackup(db: Database, backup: BackupFact): Promise<void> {
  const value = JSON.stringify(backup);
  await db
    .insertInto('system_fact')
    .values({ key: lastBackupKey, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: sql`now()` }))
    .execute();
}

export async function lastBackup(db: Database): Promise<BackupFact | null> {
  const row = await db.selectFrom('system_fact').select('value').where('key', '=', lastBackupKey).executeTakeFirst();
  return row ? (row.value as unknown as BackupFact) : null;
}
