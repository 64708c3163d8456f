/**
 * The catalogue's tables announce each statement that changes them: `table_changes` with the table's name,
 * delivered on commit. The embedded server answers the shop's and the admin table's reads from memory until one of
 * the tables they read changes (db/table-watch.ts); on PostgreSQL nobody listens (a notice costs
 * an entry in the server's notice queue at commit, no more).
 * One notice per statement (not per row), and PostgreSQL folds the same notice within a transaction into one.
 */
import { sql, type Kysely } from 'kysely';

const tables = ['product', 'product_bundle', 'product_category', 'product_tag'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function notify_table_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('table_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of tables)
    await sql`create trigger ${sql.ref(`${table}_changes`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_table_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    await sql`drop trigger if exists ${sql.ref(`${table}_changes`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists notify_table_change()`.execute(db);
}
