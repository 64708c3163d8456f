/**
 * Bulk shop data straight into the tables (no GraphQL): a category tree, tags and published shop products,
 * inserted in batches of 1,000 rows. Columns are the GraphQL field names; list fields are jsonb (sent as JSON text).
 * Run as its own process (`node --import tsx scripts/bench/products.ts` with DATA_DIR or DATABASE_URL) it migrates
 * and fills the database, so that neither the load nor the embedded database's first start weighs on the server's memory.
 */
import { sql, type Insertable } from 'kysely';
import { openDatabase, type Database } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { Product } from '../../db/types.ts';
import { loadOrders, orderCount } from './orders.ts';

export const productCount = 20_000;
/** A word in about one product title in six, for the search-filter run. */
export const searchWord = 'worksheet';

const subjects = ['Mathematics', 'English', 'Natural Sciences', 'History', 'Geography', 'Afrikaans'];
const topics = ['Grade R', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5', 'Grade 6', 'Grade 7', 'Grade 8'];
const kinds = ['Worksheet', 'Assessment', 'Lesson Plan', 'Workbook', 'Poster Set', 'Revision Pack'];
const adjectives = [
  'Fun',
  'Complete',
  'Quick',
  'Term 1',
  'Term 2',
  'Term 3',
  'Term 4',
  'Illustrated',
  'Printable',
  'Bilingual',
];
const tagNames = [
  'CAPS',
  'Printable',
  'Digital',
  'Answers',
  'Colour',
  'Black and white',
  'Editable',
  'Term 1',
  'Term 2',
  'Term 3',
];

const batchSize = 1000;

/** Inserts 60 categories (6 subjects, 9 grades each), 40 tags and 20,000 products; returns the seconds taken. */
export async function loadProducts(db: Database): Promise<number> {
  const started = performance.now();
  const now = Date.now();
  const system = { _lastChangedAt: now };

  const categories = subjects.flatMap((subject, s) => [
    {
      ...system,
      id: `cat-${s}`,
      name: subject,
      slug: subject.toLowerCase().replace(/ /g, '-'),
      parentId: null,
      grade: null,
    },
    ...topics.map((topic, t) => ({
      ...system,
      id: `cat-${s}-${t}`,
      name: `${subject} ${topic}`,
      slug: `${subject}-${topic}`.toLowerCase().replace(/ /g, '-'),
      parentId: `cat-${s}`,
      grade: topic,
    })),
  ]);
  await db.insertInto('product_category').values(categories).execute();

  const tags = Array.from({ length: 40 }, (_, i) => ({
    ...system,
    id: `tag-${i}`,
    name: `${tagNames[i % 10]} ${Math.floor(i / 10) + 1}`,
  }));
  await db.insertInto('product_tag').values(tags).execute();

  const day = 24 * 60 * 60 * 1000;
  const products = Array.from({ length: productCount }, (_, i): Insertable<Product> => {
    const id = `prod-${String(i).padStart(5, '0')}`;
    const s = i % subjects.length;
    const t = Math.floor(i / subjects.length) % topics.length;
    const title = `${adjectives[i % adjectives.length]} ${subjects[s]} ${kinds[Math.floor(i / 7) % kinds.length]} ${topics[t]} #${i}`;
    const tagCount = 2 + (i % 2);
    return {
      ...system,
      id,
      type: 'Product',
      title,
      price: 20 + (i % 180) + 0.99,
      discountPercentage: i % 10 === 0 ? 15 : null,
      featured: i % 25 === 0,
      eCommerceProduct: true,
      subscriptionProduct: i % 3 === 0,
      publishDate: new Date(now - (1 + (i % 700)) * day),
      thumbnails: JSON.stringify([`Products/${id}/1-a.jpg`]),
      tags: JSON.stringify(Array.from({ length: tagCount }, (_, k) => `tag-${(i * 7 + k * 13) % 40}`)),
      categoryId: `cat-${s}-${t}`,
      searchField: title.toLowerCase(),
    };
  });
  for (let start = 0; start < products.length; start += batchSize) {
    await db
      .insertInto('product')
      .values(products.slice(start, start + batchSize))
      .execute();
  }
  await sql`analyze product, product_category, product_tag`.execute(db);
  return (performance.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? '',
  });
  await migrateToLatest(handle.db);
  const seconds = await loadProducts(handle.db);
  const orderSeconds = await loadOrders(handle.db);
  if (process.env.BENCH_SQL) await sql.raw(process.env.BENCH_SQL).execute(handle.db);
  await handle.close();
  console.log(`   ${productCount.toLocaleString('en')} products inserted in ${seconds.toFixed(1)} s`);
  console.log(`   ${orderCount.toLocaleString('en')} orders inserted in ${orderSeconds.toFixed(1)} s`);
}
