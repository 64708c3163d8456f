/**
 * Idempotency keys are claimed in the mutation's own transaction (server/http/idempotency.ts), so a key row exists
 * only once its answer is stored: the status column goes, and a claim left 'pending' by a crash is dropped (its
 * writes never committed with it, or were never made). Each key is bound to a hash of its request; keys stored
 * before this have none and still replay.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('idempotency_key').where('status', '=', 'pending').execute();
  await db.schema.alterTable('idempotency_key').dropColumn('status').execute();
  await db.schema.alterTable('idempotency_key').addColumn('requestHash', 'text').execute();
  await db.schema.createIndex('idempotency_key_created_idx').on('idempotency_key').column('createdAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_key_created_idx').ifExists().execute();
  await db.schema.alterTable('idempotency_key').dropColumn('requestHash').execute();
  await db.schema
    .alterTable('idempotency_key')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('done'))
    .execute();
}
