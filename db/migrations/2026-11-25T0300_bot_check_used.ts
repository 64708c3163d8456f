/**
 * The self-hosted bot check (BOT_CHECK=altcha, issue 12): a solved challenge is accepted once. Each accepted
 * challenge's signature is kept until the challenge expires, in the database so that every server process sharing
 * it refuses a replay; rows past their expiry are pruned.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bot_check_used')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bot_check_used_expires_at_idx').on('bot_check_used').column('expiresAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_check_used').ifExists().execute();
}
