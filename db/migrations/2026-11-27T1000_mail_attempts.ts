/**
 * Durable mail (issue 25): every try at sending a queued mail (pg-boss job) is recorded, OK or with the SMTP error,
 * and a mail whose tries are all used up is kept with its job's data, so that an admin sees it and sends it again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_attempt')
    .addColumn('jobId', 'uuid', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('to', 'text')
    .addColumn('subject', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Null when the SMTP server took the mail.
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('mail_attempt_pkey', ['jobId', 'attempt'])
    .execute();
  await db.schema
    .createTable('mail_failure')
    .addColumn('jobId', 'uuid', (col) => col.primaryKey())
    .addColumn('jobName', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('to', 'text')
    .addColumn('subject', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('lastError', 'text', (col) => col.notNull())
    .addColumn('lastAttemptAt', 'timestamptz', (col) => col.notNull())
    // The job that sends it again, once an admin asked.
    .addColumn('resentAs', 'uuid')
    .execute();
  await db.schema
    .createIndex('mail_failure_unsent_idx')
    .on('mail_failure')
    .columns(['lastAttemptAt', 'jobId'])
    .where(sql.ref('resentAs'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_failure').ifExists().execute();
  await db.schema.dropTable('mail_attempt').ifExists().execute();
}
