/**
 * Indexes of the shop: products and bundles in the shop's order (featured first, then newest publish date, then
 * title, descending), so a page reads only its own rows; and content files by key, for the file read rule.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['product', 'product_bundle']) {
    await sql`create index ${sql.raw(`${table}_shop_order_idx`)} on ${sql.table(table)}
      ((coalesce(featured, false)) desc, ${sql.ref('publishDate')} desc, title desc, id desc) where _deleted = false`.execute(
      db,
    );
  }
  await sql`create index product_content_file_keys_idx on product_content using gin (${sql.ref('fileKeys')} jsonb_path_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['product_shop_order_idx', 'product_bundle_shop_order_idx', 'product_content_file_keys_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
