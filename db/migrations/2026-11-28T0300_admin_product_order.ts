/**
 * The admin products table flat to 100,000 products (issue 28): an index for each sortable column, written exactly
 * as the table's ORDER BY (server/catalogue/catalogue.repository.ts), over live rows only, so that a page reads its
 * own rows in order instead of sorting every match. Titles in the people's collation (ICU root, db/collation.ts).
 * A nullable column keeps its empty values last both ways, so it has an index each way (the id in the same
 * direction); a column that is never null has one, read backwards for descending. Category (a joined name) and the
 * content counts (sums over product_content) have none: docs/decisions.md, "Admin products table at 100,000".
 */
import { sql, type Kysely } from 'kysely';

/** Index name suffix and the sort key as the table's statement writes it. */
const nullable: [string, string][] = [
  ['title', `title collate "und-x-icu"`],
  ['price', `price`],
  ['discount', `"discountPercentage"`],
  ['publish', `"publishDate"`],
];
const notNull: [string, string][] = [
  ['featured', `(coalesce(featured, false))`],
  ['updated', `"updatedAt"`],
  ['physical', `(coalesce(physical, false))`],
  ['ecommerce', `(coalesce("eCommerceProduct", false))`],
  ['subscription', `(coalesce("subscriptionProduct", false))`],
];

function indexes(): [string, string][] {
  return [
    ...nullable.flatMap(([name, key]): [string, string][] => [
      [`product_admin_${name}_asc_idx`, `${key} asc nulls last, id asc`],
      [`product_admin_${name}_desc_idx`, `${key} desc nulls last, id desc`],
    ]),
    ...notNull.map(([name, key]): [string, string] => [`product_admin_${name}_idx`, `${key}, id`]),
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of indexes()) {
    await sql`create index ${sql.raw(name)} on product (${sql.raw(columns)}) where _deleted = false`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of indexes()) await db.schema.dropIndex(name).ifExists().execute();
}
