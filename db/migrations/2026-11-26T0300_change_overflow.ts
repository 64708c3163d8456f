/**
 * Change events travel between server processes by NOTIFY (issue 14), whose payload must stay under 8000 bytes. An
 * update's row as it was (for subscribers it takes the row away from) can be larger: it is kept here, written in
 * the same transaction as the NOTIFY that names it, read once by each process, and pruned after an hour.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_overflow')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('before', 'jsonb', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('change_overflow_created_at_idx').on('change_overflow').column('createdAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_overflow').ifExists().execute();
}
