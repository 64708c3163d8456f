/**
 * The admin products table's last three sorts indexed (issue 28): the category's name and the content's files and
 * videos are stored on the product, kept by triggers, and indexed as the table's ORDER BY
 * (server/catalogue/catalogue.repository.ts), as the other sorts are (2026-11-28T0300_admin_product_order).
 * - `_categoryName`: the name of the product's live category, null without one (no category, an unknown id, a
 *   deleted category: the table shows none), in the people's collation (ICU root, db/collation.ts) in the index.
 * - `_contentFiles` / `_contentVideos`: the file keys and video urls of the product's live content records, 0 for
 *   none.
 * Internal columns (not declared in server/models/models.ts, so never in the API). The triggers write them without
 * `_version`, `updatedAt` or `_lastChangedAt`: a change of the category or the content is not an edit of the
 * product, and the server publishes no change event for it (events come from the model layer, not the database).
 * A write to the product that names them (a stale copy of the row) gets them computed again, not taken.
 */
import { sql, type Kysely } from 'kysely';

/** Index name and the sort key as the table's statement writes it. */
const indexes: [string, string][] = [
  ['product_admin_category_asc_idx', `"_categoryName" collate "und-x-icu" asc nulls last, id asc`],
  ['product_admin_category_desc_idx', `"_categoryName" collate "und-x-icu" desc nulls last, id desc`],
  ['product_admin_files_idx', `"_contentFiles", id`],
  ['product_admin_videos_idx', `"_contentVideos", id`],
];

/** The functions the triggers run, in the order they are made (the first is called by the others). */
const functions: string[] = [
  // Files and videos of a product's live content records: a list's length, 0 for an empty or non-list value.
  `create function product_content_counts(of_product text, out files integer, out videos integer)
    language sql stable as $$
      select coalesce(sum(case when jsonb_typeof("fileKeys") = 'array' then jsonb_array_length("fileKeys") else 0 end), 0)::int,
        coalesce(sum(case when jsonb_typeof(urls) = 'array' then jsonb_array_length(urls) else 0 end), 0)::int
      from product_content where "productId" = of_product and _deleted = false
    $$`,
  // The product's own write: a new product, a new category, or a write naming the stored values gets them computed.
  // The other two functions write them already computed (a trigger depth over 1): taken as they are.
  `create function product_admin_sort_keys() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and pg_trigger_depth() > 1 then
        return new;
      end if;
      if tg_op = 'INSERT' or new."categoryId" is distinct from old."categoryId"
        or new."_categoryName" is distinct from old."_categoryName" then
        new."_categoryName" := (select c.name from product_category c where c.id = new."categoryId" and c._deleted = false);
      end if;
      if tg_op = 'INSERT' or new."_contentFiles" is distinct from old."_contentFiles"
        or new."_contentVideos" is distinct from old."_contentVideos" then
        select c.files, c.videos into new."_contentFiles", new."_contentVideos" from product_content_counts(new.id) c;
      end if;
      return new;
    end
  $$`,
  // A category named, renamed, deleted (soft or hard) or brought back: its products' stored name.
  `create function product_category_admin_name() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        if tg_op = 'UPDATE' and new.id = old.id and new.name is not distinct from old.name
          and new._deleted = old._deleted then
          return null;
        end if;
        if tg_op = 'DELETE' or new.id <> old.id then
          update product set "_categoryName" = null where "categoryId" = old.id and "_categoryName" is not null;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update product set "_categoryName" = case when new._deleted then null else new.name end
        where "categoryId" = new.id
          and "_categoryName" is distinct from (case when new._deleted then null else new.name end);
      end if;
      return null;
    end
  $$`,
  // A content record added, changed, deleted (soft or hard) or moved to another product: the counts of both.
  `create function product_content_admin_counts() returns trigger language plpgsql as $$
    declare
      products text[];
    begin
      if tg_op = 'INSERT' then
        products := array[new."productId"];
      elsif tg_op = 'DELETE' then
        products := array[old."productId"];
      elsif new."productId" is not distinct from old."productId" and new._deleted = old._deleted
        and new."fileKeys" is not distinct from old."fileKeys" and new.urls is not distinct from old.urls then
        return null;
      else
        products := array[old."productId", new."productId"];
      end if;
      update product p set "_contentFiles" = c.files, "_contentVideos" = c.videos
      from (select distinct unnest(products) as id) changed, lateral product_content_counts(changed.id) c
      where p.id = changed.id and (p."_contentFiles" <> c.files or p."_contentVideos" <> c.videos);
      return null;
    end
  $$`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table product add column ${sql.ref('_categoryName')} text,
    add column ${sql.ref('_contentFiles')} integer not null default 0,
    add column ${sql.ref('_contentVideos')} integer not null default 0`.execute(db);

  for (const definition of functions) await sql.raw(definition).execute(db);

  // The values as they are now, before the triggers keep them.
  await sql`update product p set ${sql.ref('_categoryName')} = c.name from product_category c
    where c.id = p.${sql.ref('categoryId')} and c._deleted = false`.execute(db);
  await sql`update product p set ${sql.ref('_contentFiles')} = c.files, ${sql.ref('_contentVideos')} = c.videos
    from (select distinct ${sql.ref('productId')} as id from product_content where _deleted = false) changed,
      lateral product_content_counts(changed.id) c
    where p.id = changed.id`.execute(db);

  await sql`create trigger product_admin_sort_keys
    before insert or update of ${sql.ref('categoryId')}, ${sql.ref('_categoryName')}, ${sql.ref('_contentFiles')},
      ${sql.ref('_contentVideos')} on product
    for each row execute function product_admin_sort_keys()`.execute(db);
  await sql`create trigger product_category_admin_name after insert or update or delete on product_category
    for each row execute function product_category_admin_name()`.execute(db);
  await sql`create trigger product_content_admin_counts after insert or update or delete on product_content
    for each row execute function product_content_admin_counts()`.execute(db);

  for (const [name, columns] of indexes) {
    await sql`create index ${sql.raw(name)} on product (${sql.raw(columns)}) where _deleted = false`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
  await sql`drop trigger if exists product_content_admin_counts on product_content`.execute(db);
  await sql`drop trigger if exists product_category_admin_name on product_category`.execute(db);
  await sql`drop trigger if exists product_admin_sort_keys on product`.execute(db);
  await sql`drop function if exists product_content_admin_counts()`.execute(db);
  await sql`drop function if exists product_category_admin_name()`.execute(db);
  await sql`drop function if exists product_admin_sort_keys()`.execute(db);
  await sql`drop function if exists product_content_counts(text)`.execute(db);
  await sql`alter table product drop column if exists ${sql.ref('_categoryName')},
    drop column if exists ${sql.ref('_contentFiles')}, drop column if exists ${sql.ref('_contentVideos')}`.execute(db);
}
