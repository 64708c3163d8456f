/**
 * Data hygiene (issue 14):
 * - tag names unique among live tags without regard to case or surrounding spaces (lower(btrim(name))), as the
 *   server compares them. Live duplicates that older data may hold are merged into the oldest tag of each name (the
 *   one the product dialog's chips already chose): products and bundles that carry a duplicate carry the kept tag
 *   instead (once, in place of the first of them), and the duplicates become tombstones, as a delete makes;
 * - stored files remember when the sweep of unsaved uploads found them in use (referencedAt), so that it looks at
 *   each old file once (server/files/sweep.ts).
 */
import { sql, type Kysely } from 'kysely';

const nowMs = sql`(extract(epoch from now()) * 1000)::bigint`;

/** Each live tag that has an older live namesake, with the id of the oldest one. */
const duplicateTags = sql`select id, keep from (
    select id, first_value(id) over (partition by lower(btrim(name)) order by ${sql.ref('createdAt')} asc, id asc) as keep
    from product_tag where _deleted = false
  ) ranked where id <> keep`;

async function repointTags(db: Kysely<any>, table: 'product' | 'product_bundle'): Promise<void> {
  await sql`with duplicate as (${duplicateTags})
    update ${sql.table(table)} item set
      tags = (
        select coalesce(jsonb_agg(to_jsonb(tag) order by position), '[]'::jsonb) from (
          select tag, min(position) as position from (
            select coalesce(duplicate.keep, element.value) as tag, element.position
            from jsonb_array_elements_text(item.tags) with ordinality as element(value, position)
            left join duplicate on duplicate.id = element.value
          ) mapped group by tag
        ) kept
      ),
      _version = _version + 1, ${sql.ref('updatedAt')} = now(), ${sql.ref('_lastChangedAt')} = ${nowMs}
    where jsonb_typeof(item.tags) = 'array'
      and exists (select 1 from jsonb_array_elements_text(item.tags) as element(value)
        join duplicate on duplicate.id = element.value)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await repointTags(db, 'product');
  await repointTags(db, 'product_bundle');
  await sql`update product_tag set _deleted = true, _version = _version + 1, ${sql.ref('updatedAt')} = now(),
      ${sql.ref('_lastChangedAt')} = ${nowMs}
    where id in (select id from (${duplicateTags}) duplicate)`.execute(db);
  await sql`create unique index product_tag_name_idx on product_tag (lower(btrim(name))) where _deleted = false`.execute(
    db,
  );

  await db.schema.alterTable('stored_file').addColumn('referencedAt', 'timestamptz').execute();
  await sql`create index stored_file_unreferenced_idx on stored_file (${sql.ref('createdAt')})
    where ${sql.ref('referencedAt')} is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stored_file_unreferenced_idx').ifExists().execute();
  await db.schema.alterTable('stored_file').dropColumn('referencedAt').execute();
  await db.schema.dropIndex('product_tag_name_idx').ifExists().execute();
}
