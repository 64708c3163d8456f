/**
 * Every card payment form a checkout hands out (one per try), with the provider's notification once it comes.
 * A teacher may try the card again or switch to EFT while a payment is still being confirmed: a late notification
 * of an earlier try is matched here, so that money paid is never lost, and a second payment of a PAID order is
 * recorded for a refund instead of being applied twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_payment_attempt')
    .addColumn('orderId', 'text', (col) => col.notNull())
    .addColumn('paymentId', 'text', (col) => col.notNull())
    .addColumn('amountCents', 'integer', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('notifiedAt', 'timestamptz')
    .addColumn('paymentStatus', 'text')
    .addColumn('outcome', 'text')
    .addColumn('notification', 'jsonb')
    // Order ids (the payment ids) are only unique to the hundredth of a second: a try is one order's payment id.
    .addPrimaryKeyConstraint('card_payment_attempt_pkey', ['orderId', 'paymentId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_payment_attempt').ifExists().execute();
}
