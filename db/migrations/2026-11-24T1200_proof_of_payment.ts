/** Orders keep the key of the teacher's uploaded proof of payment (EFT), archived orders as well. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['teacher_products_order', 'archived_teacher_products_order']) {
    await db.schema.alterTable(table).addColumn('proofOfPayment', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['teacher_products_order', 'archived_teacher_products_order']) {
    await db.schema.alterTable(table).dropColumn('proofOfPayment').execute();
  }
}
