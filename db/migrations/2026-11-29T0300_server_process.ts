/**
 * The System screen (issue 29): each server process sharing the database writes a row at start and a heartbeat
 * every 10 s (with its latest errors), removed at a graceful stop and pruned after an hour of silence; and facts
 * the scripts record for it, such as when the last backup finished (`system_fact`, one value per key).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_process')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('pid', 'integer', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('startedAt', 'timestamptz', (col) => col.notNull())
    .addColumn('beatAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('recentErrors', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable('system_fact')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('system_fact').execute();
  await db.schema.dropTable('server_process').execute();
}
