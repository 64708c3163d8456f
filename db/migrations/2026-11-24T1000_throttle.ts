/**
 * Throttle counters kept in the database, so that a restart clears no lock and every server process shares them:
 * one row per key (e.g. a sign-in pair of account and address), with the hits in its window and when the window
 * ends (rows past it are pruned).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('lastAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resetAt', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('throttle_reset_at_idx').on('throttle').column('resetAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle').ifExists().execute();
}
