/**
 * Files and jobs after a crash (issue 25, point 4):
 * - a stored file's record is claimed (its key taken) before the file is written and is `pending` until the file is
 *   in place, so that a record the server serves never names a missing or partial file; the sweep removes pending
 *   records a crash left behind (server/files/records.ts, sweep.ts). Records made before stay complete;
 * - an import job names the server process that runs it (`instanceId`), which refreshes `updatedAt` while it runs,
 *   so that a starting process can tell a job whose process is gone from one a live process still runs
 *   (server/imports/jobs.repository.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stored_file')
    .addColumn('pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`create index stored_file_pending_idx on stored_file (${sql.ref('createdAt')}) where pending`.execute(db);
  await db.schema.alterTable('import_job').addColumn('instanceId', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_job').dropColumn('instanceId').execute();
  await db.schema.dropIndex('stored_file_pending_idx').ifExists().execute();
  await db.schema.alterTable('stored_file').dropColumn('pending').execute();
}
