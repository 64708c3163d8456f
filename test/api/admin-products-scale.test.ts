/**
 * The admin products table at 100,000 products (issue 28, point 4): each sort reads its page in order from its own
 * index (the category's name and the content's files and videos from the values stored on the product, migration
 * 2026-11-28T0400_admin_product_derived_sorts), and the total stops counting past 10,000. Judged by the plans' shapes, not by time: EXPLAIN
 * ANALYZE of the statement the table runs, over 100,000 products inserted by one INSERT ... SELECT, in a
 * transaction rolled back at the end (on PostgreSQL the test server's own database, on the embedded database a
 * fresh one of the test's own).
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { DB } from '../../db/types.ts';
import { adminList, adminListStatement, countedTotal } from '../../server/catalogue/catalogue.repository.ts';
import { testDatabase } from '../helpers/test-database.ts';
import { gql } from '../helpers/api.ts';
import { admin } from './catalogue-fixtures.ts';

const productCount = 100_000;
/** In one title in six, as "worksheet" in the bench's titles. */
const searchWord = 'worksheet';

/** Each sort and the index its page is read from, each way. */
const indexed: [field: string, asc: string, desc: string][] = [
  ['title', 'product_admin_title_asc_idx', 'product_admin_title_desc_idx'],
  ['price', 'product_admin_price_asc_idx', 'product_admin_price_desc_idx'],
  ['discountPercentage', 'product_admin_discount_asc_idx', 'product_admin_discount_desc_idx'],
  ['publishDate', 'product_admin_publish_asc_idx', 'product_admin_publish_desc_idx'],
  ['featured', 'product_admin_featured_idx', 'product_admin_featured_idx'],
  ['updatedAt', 'product_admin_updated_idx', 'product_admin_updated_idx'],
  ['physical', 'product_admin_physical_idx', 'product_admin_physical_idx'],
  ['eCommerceProduct', 'product_admin_ecommerce_idx', 'product_admin_ecommerce_idx'],
  ['subscriptionProduct', 'product_admin_subscription_idx', 'product_admin_subscription_idx'],
  ['category', 'product_admin_category_asc_idx', 'product_admin_category_desc_idx'],
  ['files', 'product_admin_files_idx', 'product_admin_files_idx'],
  ['videos', 'product_admin_videos_idx', 'product_admin_videos_idx'],
];

/**
 * 100,000 products in one statement: varied titles (their words hashed from the number, so that no word goes with a
 * price or a date), empty prices, dates and categories, 1 in 100 deleted. Two in three have a content record (0 to
 * 5 files, 0 to 3 videos; 1 in 11 of them deleted), written first, so that each product counts its own as it comes
 * (as an import may write them) rather than 66,000 content writes each rewriting a product.
 */
async function insertProducts(trx: Transaction<DB>): Promise<void> {
  await sql`insert into product_category (id, name, slug, "_lastChangedAt")
    select 'scale-cat-' || g, 'Scale category ' || g, 'scale-cat-' || g, 0 from generate_series(0, 59) g`.execute(trx);
  await sql`insert into product_content (id, "productId", "fileKeys", urls, "_lastChangedAt", "_deleted")
    select 'scale-content-' || g, 'scale-' || lpad(g::text, 6, '0'),
      (select coalesce(jsonb_agg('ProductsContent/' || g || '/' || k || '.pdf'), '[]'::jsonb) from generate_series(1, g % 6) k),
      (select coalesce(jsonb_agg('video' || k), '[]'::jsonb) from generate_series(1, g % 4) k),
      0, g % 11 = 0
    from generate_series(0, ${productCount - 1}) g where g % 3 <> 0`.execute(trx);
  await sql`insert into product (id, type, title, price, "discountPercentage", featured, physical, "eCommerceProduct",
      "subscriptionProduct", "publishDate", "updatedAt", tags, thumbnails, "categoryId", "searchField",
      "_lastChangedAt", "_deleted")
    select 'scale-' || lpad(g::text, 6, '0'), 'Product', t.title,
      case when g % 50 = 0 then null else 20 + (g % 180) + 0.99 end,
      case when g % 10 = 0 then 15 else null end,
      g % 25 = 0, case when g % 7 = 0 then null else g % 4 = 0 end, g % 2 = 0, g % 3 = 0,
      case when g % 40 = 0 then null else now() - make_interval(days => g % 700) end,
      now() - make_interval(secs => g), '[]'::jsonb, '[]'::jsonb,
      case when g % 30 = 0 then null else 'scale-cat-' || (g % 60) end,
      lower(t.title), 0, g % 100 = 0
    from generate_series(0, ${productCount - 1}) g,
      lateral (select (array['Fun', 'Complete', 'Quick', 'Term 1', 'Illustrated', 'éclair', 'Apple'])[1 + abs(hashint4(g + 1000000)) % 7]
        || ' ' || (array['Mathematics', 'English', 'History', 'Afrikaans'])[1 + (g / 7) % 4]
        || ' ' || (array['Worksheet', 'Assessment', 'Lesson Plan', 'Workbook', 'Poster Set', 'Revision Pack'])[1 + abs(hashint4(g)) % 6]
        || ' #' || g as title) t`.execute(trx);
  await sql`analyze product, product_category, product_content`.execute(trx);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  /** Outer, Inner, or InitPlan / SubPlan for a subquery the node runs apart from its input. */
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(trx: Transaction<DB>, field: string, direction: 'ASC' | 'DESC', search?: string) {
  const statement = adminListStatement('product', {
    sort: [{ field, direction }],
    filter: search ? { search } : null,
  });
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, format json) ${statement}`.execute(trx);
  const json = rows[0]['QUERY PLAN'];
  const [explained] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
  return nodesOf(explained.Plan);
}

/** What the plan reads of the product table, and what it sorts: a page's rows, never every match. */
function expectIndexedPage(nodes: PlanNode[], index: string, label: string) {
  const scans = nodes.filter((node) => node['Relation Name'] === 'product');
  expect(
    scans.some((node) => /^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Name'] === index),
    `${label}: ${scans.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`).join(', ')}`,
  ).toBe(true);
  for (const sort of nodes.filter((node) => node['Node Type'].endsWith('Sort'))) {
    // What it sorts is its input; a subquery it runs apart (the kept number of live products) is not.
    const input = (sort.Plans ?? [])
      .filter((child) => !['InitPlan', 'SubPlan'].includes(child['Parent Relationship'] ?? ''))
      .reduce((sum, child) => sum + child['Actual Rows'] * child['Actual Loops'], 0);
    expect(input, `${label}: a sort of ${input} rows`).toBeLessThanOrEqual(10);
  }
  for (const scan of scans.filter((node) => node['Node Type'] !== 'Bitmap Index Scan')) {
    const read = scan['Actual Rows'] * scan['Actual Loops'];
    expect(read, `${label}: ${scan['Node Type']} returned ${read} rows`).toBeLessThanOrEqual(countedTotal + 1);
  }
}

describe('the admin products table at 100,000 products', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDatabase('scale', { connectMs: 10_000, statementMs: 300_000, idleInTransactionMs: 300_000 });
  }, 120_000);

  afterAll(() => handle?.close());

  it('reads each sort from its index, both ways, with or without a search, and counts to 10,000 at most', async () => {
    const rollback = new Error('rolled back');
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await insertProducts(trx);
        for (const [field, asc, desc] of indexed) {
          expectIndexedPage(await planOf(trx, field, 'ASC'), asc, `${field} ASC`);
          expectIndexedPage(await planOf(trx, field, 'DESC'), desc, `${field} DESC`);
        }
        // The default sort (title descending) with a word in one title in six.
        expectIndexedPage(await planOf(trx, 'title', 'DESC', searchWord), 'product_admin_title_desc_idx', 'search');

        // The total: a lower bound past 10,000, to the end of a page further on, exact under 10,000.
        const first = await adminList(trx, 'product', {});
        expect(first).toMatchObject({ total: countedTotal, totalAtLeast: true });
        expect(first.rows).toHaveLength(10);
        const deep = await adminList(trx, 'product', { page: 1001 });
        expect(deep).toMatchObject({ total: 10_010, totalAtLeast: true });
        expect(deep.rows).toHaveLength(10);
        const few = { filter: { search: 'apple worksheet' } };
        const { rows } = await sql<{ count: number }>`select count(*)::int as count from product
          where _deleted = false and "searchField" like '%apple%' and "searchField" like '%worksheet%'`.execute(trx);
        expect(rows[0].count).toBeGreaterThan(1000);
        expect(await adminList(trx, 'product', few)).toMatchObject({ total: rows[0].count, totalAtLeast: false });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  }, 600_000);

  it('answers an exact total, not a lower bound, for a catalogue under 10,000', async () => {
    const response = await gql(
      `query { adminProducts { total totalAtLeast } }`,
      {},
      {
        token: (await admin()).accessToken,
      },
    );
    expect(response.data?.adminProducts.totalAtLeast).toBe(false);
    expect(response.data?.adminProducts.total).toBeGreaterThan(0);
  });
});
