/**
 * The admin products table's category, files and videos sorts read values stored on the product (issue 28,
 * migration 2026-11-28T0400_admin_product_derived_sorts): kept right by triggers through every write of a category
 * or a content record, through the API and straight in SQL, without a product write of their own (no new
 * `_version`, `updatedAt` or `_lastChangedAt`), and giving the order the table gave before it stored them.
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { DB } from '../../db/types.ts';
import { adminList } from '../../server/catalogue/catalogue.repository.ts';
import { testDatabase } from '../helpers/test-database.ts';
import { gql, uuid } from '../helpers/api.ts';
import { admin, contentOf, createProduct } from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const response = await gql(query, variables, { token: (await admin()).accessToken });
  expect(response.errors).toBeUndefined();
  return response.data!;
}

type Direction = 'ASC' | 'DESC';

describe('the stored category name, files and videos, through the API', () => {
  const tableQuery = `query($filter: AdminProductsFilter, $sort: [AdminProductSort!]) {
    adminProducts(filter: $filter, sort: $sort, limit: 100) { items { files videos product { id category { name } } } }
  }`;
  const productVersion = `query($id: ID!) { getProduct(id: $id) { _version updatedAt _lastChangedAt } }`;

  async function category(name: string): Promise<{ id: string; _version: number }> {
    const data = await asAdmin(
      `mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id _version } }`,
      { input: { name } },
    );
    return data.createProductCategory;
  }

  async function content(input: Record<string, unknown>, mutation = 'updateProductContent') {
    const name = mutation.replace(/^./, (first) => first.toUpperCase());
    const data = await asAdmin(
      `mutation($input: ${name}Input!) { ${mutation}(input: $input) { id productId fileKeys urls _version } }`,
      { input },
    );
    return data[mutation];
  }

  it('orders by category, files and videos as they change', async () => {
    const word = uuid().slice(0, 8);
    const alpha = await category(`Alpha ${word}`);
    const bravo = await category(`bravo ${word}`);
    const [one, two, three] = [
      await createProduct({ categoryId: alpha.id }),
      await createProduct({ categoryId: bravo.id }),
      await createProduct(),
    ];
    const ids = [one.id, two.id, three.id];
    // Ties (no category, equal counts) go by id in the sort's direction.
    const byId = (direction: Direction, ...tied: string[]) =>
      [...tied].sort((a, b) => (direction === 'ASC' ? a.localeCompare(b, 'en') : b.localeCompare(a, 'en')));
    const order = async (field: string, direction: Direction) => {
      const data = await asAdmin(tableQuery, { filter: { ids }, sort: [{ field, direction }] });
      return data.adminProducts.items.map((row: { product: { id: string } }) => row.product.id);
    };
    const counts = async () => {
      const data = await asAdmin(tableQuery, { filter: { ids } });
      return Object.fromEntries(
        data.adminProducts.items.map((row: { files: number; videos: number; product: { id: string } }) => [
          row.product.id,
          [row.files, row.videos],
        ]),
      );
    };

    expect(await order('category', 'ASC')).toEqual([one.id, two.id, three.id]);
    expect(await order('category', 'DESC')).toEqual([two.id, one.id, three.id]);

    // Renamed: "Zulu" after "bravo" (lower and upper case read as people read them).
    await asAdmin(`mutation($input: UpdateProductCategoryInput!) { updateProductCategory(input: $input) { id } }`, {
      input: { id: alpha.id, _version: alpha._version, name: `Zulu ${word}` },
    });
    expect(await order('category', 'ASC')).toEqual([two.id, one.id, three.id]);

    // The third product moved into a category, then out of it again.
    const moved = await asAdmin(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { _version } }`, {
      input: { id: three.id, _version: three._version, categoryId: bravo.id },
    });
    expect(await order('category', 'ASC')).toEqual([...byId('ASC', two.id, three.id), one.id]);
    await asAdmin(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { _version } }`, {
      input: { id: three.id, _version: moved.updateProduct._version, categoryId: null },
    });
    expect(await order('category', 'ASC')).toEqual([two.id, one.id, three.id]);

    // A deleted category is none, as the table's column shows it: last both ways.
    const bravoNow = (await asAdmin(`query($id: ID!) { getProductCategory(id: $id) { _version } }`, { id: bravo.id }))
      .getProductCategory;
    await asAdmin(`mutation($input: DeleteProductCategoryInput!) { deleteProductCategory(input: $input) { id } }`, {
      input: { id: bravo.id, _version: bravoNow._version },
    });
    expect(await order('category', 'ASC')).toEqual([one.id, ...byId('ASC', two.id, three.id)]);
    expect(await order('category', 'DESC')).toEqual([one.id, ...byId('DESC', two.id, three.id)]);

    // Content: files and videos of each product's live records.
    const before = (await asAdmin(productVersion, { id: one.id })).getProduct;
    const first = await contentOf(one.id);
    await content({
      id: first.id,
      _version: first._version,
      fileKeys: [`ProductsContent/${first.id}/1-a.pdf`, `ProductsContent/${first.id}/2-b.pdf`],
      urls: ['dQw4w9WgXcQ'],
    });
    const second = await contentOf(two.id);
    const secondNow = await content({
      id: second.id,
      _version: second._version,
      fileKeys: [`ProductsContent/${second.id}/1-a.pdf`],
      urls: ['9bZkp7q19f0', 'kJQP7kiw5Fk', 'JGwWNGJdvx8'],
    });
    expect(await counts()).toEqual({ [one.id]: [2, 1], [two.id]: [1, 3], [three.id]: [0, 0] });
    expect(await order('files', 'DESC')).toEqual([one.id, two.id, three.id]);
    expect(await order('files', 'ASC')).toEqual([three.id, two.id, one.id]);
    expect(await order('videos', 'DESC')).toEqual([two.id, one.id, three.id]);

    // The third product's record deleted (a soft delete), a new one with files, deleted in turn.
    const third = await contentOf(three.id);
    await content({ id: third.id, _version: third._version }, 'deleteProductContent');
    const extra = await content(
      { productId: three.id, fileKeys: ['x/1.pdf', 'x/2.pdf', 'x/3.pdf'], urls: [] },
      'createProductContent',
    );
    expect(await order('files', 'DESC')).toEqual([three.id, one.id, two.id]);
    await content({ id: extra.id, _version: extra._version }, 'deleteProductContent');
    expect(await counts()).toEqual({ [one.id]: [2, 1], [two.id]: [1, 3], [three.id]: [0, 0] });

    // Files and videos removed from a record (a record never moves to another product through the API: the SQL
    // test below moves one).
    await content({ id: second.id, _version: secondNow._version, fileKeys: [], urls: ['9bZkp7q19f0'] });
    expect(await counts()).toEqual({ [one.id]: [2, 1], [two.id]: [0, 1], [three.id]: [0, 0] });
    expect(await order('videos', 'DESC')).toEqual([...byId('DESC', one.id, two.id), three.id]);
    expect(await order('files', 'ASC')).toEqual([...byId('ASC', two.id, three.id), one.id]);

    // None of it was an edit of the product.
    expect((await asAdmin(productVersion, { id: one.id })).getProduct).toEqual(before);
  });
});

describe('the stored category name, files and videos, in SQL', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDatabase('derived');
  }, 120_000);

  afterAll(() => handle?.close());

  /** Every fixture product whose stored values differ from what they are computed from. */
  async function wrongRows(trx: Transaction<DB>) {
    const { rows } = await sql<{ id: string }>`select p.id,
        p."_categoryName" as stored, c.name as name, p."_contentFiles" as files, p."_contentVideos" as videos,
        x.files as "countedFiles", x.videos as "countedVideos"
      from product p
        left join product_category c on c.id = p."categoryId" and c._deleted = false
        left join lateral (
          select coalesce(sum(jsonb_array_length(coalesce("fileKeys", '[]'::jsonb))), 0)::int as files,
            coalesce(sum(jsonb_array_length(coalesce(urls, '[]'::jsonb))), 0)::int as videos
          from product_content where "productId" = p.id and _deleted = false
        ) x on true
      where p.id like 'derived-%'
        and (p."_categoryName" is distinct from c.name or p."_contentFiles" <> x.files or p."_contentVideos" <> x.videos)`.execute(
      trx,
    );
    return rows;
  }

  /** The product's own write marks. */
  async function marks(trx: Transaction<DB>) {
    const { rows } = await sql`select id, _version, "updatedAt", "_lastChangedAt" from product
      where id like 'derived-%' order by id`.execute(trx);
    return rows;
  }

  const ids = Array.from({ length: 12 }, (_, index) => `derived-${String(index).padStart(2, '0')}`);

  async function pageOrder(trx: Transaction<DB>, field: string, direction: Direction) {
    const page = await adminList(trx, 'product', { filter: { ids }, sort: [{ field, direction }], limit: 100 });
    return page.rows.map((row) => row.item.id);
  }

  /** The order the table gave before the values were stored: its statement's joins and keys then. */
  async function previousOrder(trx: Transaction<DB>, field: string, direction: Direction) {
    const way = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
    const key =
      field === 'category'
        ? sql`category.name collate "und-x-icu" ${way} nulls last`
        : sql`coalesce(counts.${sql.ref(field)}, 0) ${way}`;
    const { rows } = await sql<{ id: string }>`select i.id from product i
      left join product_category category on category.id = i."categoryId"
      left join (
        select content."productId" as id,
          sum(jsonb_array_length(coalesce(content."fileKeys", '[]'::jsonb)))::int as files,
          sum(jsonb_array_length(coalesce(content.urls, '[]'::jsonb)))::int as videos
        from product_content content where content._deleted = false group by content."productId"
      ) counts on counts.id = i.id
      where i._deleted = false and i.id = any(${ids}::text[])
      order by ${key}, i.id ${way}`.execute(trx);
    return rows.map((row) => row.id);
  }

  it('keeps them through every write of a category or a content record, without writing the product', async () => {
    const rollback = new Error('rolled back');
    await expect(
      handle.db.transaction().execute(async (trx) => {
        // Names as people sort them (case, accents), an empty one; products in none, an unknown one, and each.
        await sql`insert into product_category (id, name, slug, "_lastChangedAt") values
          ('derived-apple', 'apple', 'a', 0), ('derived-Apple', 'Apple', 'b', 0), ('derived-eclair', 'éclair', 'c', 0),
          ('derived-ezel', 'ezel', 'd', 0), ('derived-banana', 'Banana', 'e', 0), ('derived-empty', '', 'f', 0)`.execute(
          trx,
        );
        // Content before its products too (an import's order): the product counts it when it comes.
        await sql`insert into product_content (id, "productId", "fileKeys", urls, "_lastChangedAt", _deleted) values
          ('derived-c0', 'derived-00', '["a","b"]', '["v"]', 0, false),
          ('derived-c1', 'derived-01', '["a"]', null, 0, false),
          ('derived-c2', 'derived-01', null, '["v","w"]', 0, false),
          ('derived-c3', 'derived-02', '["a","b","c"]', '[]', 0, true)`.execute(trx);
        const categories = [
          'derived-apple',
          'derived-Apple',
          'derived-eclair',
          'derived-ezel',
          'derived-banana',
          'derived-empty',
          null,
          'derived-unknown',
          'derived-banana',
          'derived-apple',
          null,
          'derived-ezel',
        ];
        for (const [index, id] of ids.entries()) {
          await sql`insert into product (id, title, "categoryId", "_lastChangedAt", _deleted)
            values (${id}, ${`Derived ${index}`}, ${categories[index]}, 0, ${index === 11})`.execute(trx);
        }
        await sql`insert into product_content (id, "productId", "fileKeys", urls, "_lastChangedAt") values
          ('derived-c4', 'derived-03', '["a","b","c","d"]', '["v"]', 0),
          ('derived-c5', 'derived-04', '["a"]', '["v","w","x"]', 0),
          ('derived-c6', 'derived-05', '["a"]', '["v"]', 0)`.execute(trx);
        expect(await wrongRows(trx)).toEqual([]);

        // The order an admin saw before.
        for (const field of ['category', 'files', 'videos'])
          for (const direction of ['ASC', 'DESC'] as const)
            expect(await pageOrder(trx, field, direction), `${field} ${direction}`).toEqual(
              await previousOrder(trx, field, direction),
            );

        const written = await marks(trx);
        // Categories: renamed, deleted and brought back, deleted for good, named after their products.
        await sql`update product_category set name = 'Zebra' where id = 'derived-apple'`.execute(trx);
        await sql`update product_category set _deleted = true where id = 'derived-banana'`.execute(trx);
        expect(await wrongRows(trx)).toEqual([]);
        expect(await pageOrder(trx, 'category', 'DESC')).toEqual([
          'derived-09',
          'derived-00',
          'derived-03',
          'derived-02',
          'derived-01',
          'derived-05',
          'derived-10',
          'derived-08',
          'derived-07',
          'derived-06',
          'derived-04',
        ]);
        await sql`update product_category set _deleted = false where id = 'derived-banana'`.execute(trx);
        await sql`delete from product_category where id = 'derived-ezel'`.execute(trx);
        await sql`insert into product_category (id, name, slug, "_lastChangedAt")
          values ('derived-unknown', 'Known now', 'g', 0)`.execute(trx);
        expect(await wrongRows(trx)).toEqual([]);

        // Content: changed, moved between products, deleted softly and for good, added to a deleted product.
        await sql`update product_content set urls = '["1","2","3","4","5"]' where id = 'derived-c1'`.execute(trx);
        await sql`update product_content set "productId" = 'derived-06' where id = 'derived-c4'`.execute(trx);
        await sql`update product_content set _deleted = true where id = 'derived-c5'`.execute(trx);
        await sql`update product_content set _deleted = false where id = 'derived-c3'`.execute(trx);
        await sql`delete from product_content where id = 'derived-c0'`.execute(trx);
        await sql`insert into product_content (id, "productId", "fileKeys", "_lastChangedAt")
          values ('derived-c7', 'derived-11', '["a"]', 0)`.execute(trx);
        expect(await wrongRows(trx)).toEqual([]);
        expect(await pageOrder(trx, 'files', 'DESC')).toEqual(await previousOrder(trx, 'files', 'DESC'));
        expect(await pageOrder(trx, 'videos', 'ASC')).toEqual(await previousOrder(trx, 'videos', 'ASC'));

        // Not one of them an edit of a product.
        expect(await marks(trx)).toEqual(written);

        // The product's own writes: another category, and a stale copy of the stored values, computed again.
        await sql`update product set "categoryId" = 'derived-Apple' where id = 'derived-06'`.execute(trx);
        await sql`update product set "_categoryName" = 'stale', "_contentFiles" = 99, "_contentVideos" = 99
          where id in ('derived-01', 'derived-07')`.execute(trx);
        await sql`insert into product (id, title, "categoryId", "_categoryName", "_contentFiles", "_lastChangedAt")
          values ('derived-12', 'A copy', 'derived-eclair', 'stale', 7, 0)`.execute(trx);
        expect(await wrongRows(trx)).toEqual([]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  }, 120_000);
});
