/**
 * The private calendar feed of a teacher: one unguessable token per teacher profile, in the feed's URL
 * (/calendar/{token}.ics). The token is kept as is because the teacher may ask for the same URL again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feed')
    .addColumn('teacherProfileId', 'text', (col) => col.primaryKey())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feed').ifExists().execute();
}
