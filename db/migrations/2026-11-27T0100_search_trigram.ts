/**
 * The search box without reading the whole catalogue (issue 16): a trigram index (pg_trgm, GIN) on the searchField
 * of products and bundles, which serves `"searchField" like '%word%'` for words of three characters or more. The
 * embedded database loads pg_trgm as a PGlite extension (db/connect.ts); PostgreSQL ships it in its contrib
 * modules, and as a trusted extension any role that may create objects in the database may create it.
 */
import { sql, type Kysely } from 'kysely';

const tables = ['product', 'product_bundle'];

/**
 * New rows wait in the index's pending list until it holds this many kB, and every search reads that list whole.
 * PostgreSQL's 4 MB (512 pages, emptied by vacuum, which the embedded database never runs on its own) made a
 * search read hundreds of pages and the planner pass the index by; 64 kB (the least) keeps it to 8 pages, while
 * a bulk insert still adds its rows to the index in batches (10,000 products: 0.6 s, against 0.4 s with 4 MB and
 * 2.7 s with no pending list).
 */
const pendingListKb = 64;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of tables) {
    await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (${sql.ref('searchField')} gin_trgm_ops) with (gin_pending_list_limit = ${sql.lit(pendingListKb)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await db.schema.dropIndex(`${table}_search_trgm_idx`).ifExists().execute();
  await sql`drop extension if exists pg_trgm`.execute(db);
}
