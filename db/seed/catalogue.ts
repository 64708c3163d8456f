/**
 * The shop: tags, category tree, published products with thumbnails and content files, bundles and the
 * WELCOME10 coupon.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../connect.ts';
import { fileKey, type FileStorage } from '../../server/files/storage.ts';
import { cardColours, simplePdf, storeFile, thumbnailJpeg } from './files.ts';
import { bundles, categoryTree, products, tagNames, type ProductData } from './products.ts';
import { searchFieldOf, slugOf } from '../../server/domain/catalogue-rules.ts';
import { daysAgo, insertModelRows, known, slate, slateText } from './rows.ts';

interface Lookup {
  tagIds(names: string[]): string[];
  categoryId(name: string): string;
}

export async function seedCatalogue(db: Database, storage: FileStorage, now: Date): Promise<void> {
  const lookup = await seedTagsAndCategories(db);
  const productIds = await seedProducts(db, storage, lookup, now);
  await seedBundles(db, storage, lookup, productIds, now);
  await insertModelRows(db, 'coupon', [
    {
      couponCode: 'WELCOME10',
      enabled: true,
      startDate: daysAgo(365, now),
      endDate: daysAgo(-365, now),
      discount: { type: 'PERCENTAGE', value: 10 },
      restrictTo: null,
    },
  ]);
}

async function seedTagsAndCategories(db: Database): Promise<Lookup> {
  const tagIds = await insertModelRows(
    db,
    'product_tag',
    tagNames.map((name) => ({ name })),
  );
  const tags = new Map(tagNames.map((name, index) => [name, tagIds[index]]));

  const phases = categoryTree.map(({ name }) => ({
    id: randomUUID(),
    name,
    slug: slugOf(name),
    parentId: null,
    grade: null,
  }));
  const grades = categoryTree.flatMap(({ grades: phaseGrades }, index) =>
    phaseGrades.map((grade) => {
      const name = `Grade ${grade}`;
      return { id: randomUUID(), name, slug: slugOf(name), parentId: phases[index].id, grade };
    }),
  );
  const categories = [...phases, ...grades];
  await insertModelRows(db, 'product_category', categories);
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));

  return {
    tagIds: (names) => names.map((name) => known(tags.get(name), `tag ${name}`)),
    categoryId: (name) => known(categoryIds.get(name), `category ${name}`),
  };
}

/** Products in one insert; their files are made in parallel first. Returns product ids by title. */
async function seedProducts(
  db: Database,
  storage: FileStorage,
  lookup: Lookup,
  now: Date,
): Promise<Map<string, string>> {
  const prepared = await Promise.all(products.map((product, index) => productFiles(db, storage, product, index, now)));
  await insertModelRows(
    db,
    'product',
    prepared.map(({ id, thumbnails }, index) => {
      const product = products[index];
      const description = slate(product.about);
      return {
        id,
        type: 'Product',
        title: product.title,
        description,
        price: product.price,
        discountPercentage: product.discount ?? null,
        thumbnails,
        tags: lookup.tagIds(product.tags),
        publishDate: daysAgo(index + 1, now),
        featured: product.featured ?? false,
        physical: product.physical ?? false,
        eCommerceProduct: true,
        subscriptionProduct: false,
        questions: product.questions ?? null,
        categoryId: lookup.categoryId(product.category),
        sku: 1001 + index,
        searchField: searchFieldOf([product.title, slateText(description), ...product.tags, product.category]),
      };
    }),
  );
  await insertModelRows(
    db,
    'product_content',
    prepared.map(({ id, contentId, contentKey }, index) => ({
      id: contentId,
      productId: id,
      fileKeys: [contentKey],
      urls: products[index].video ? [videoIdOf(products[index].title)] : [],
    })),
  );
  return new Map(prepared.map(({ id }, index) => [products[index].title, id]));
}

async function productFiles(db: Database, storage: FileStorage, product: ProductData, index: number, now: Date) {
  const id = randomUUID();
  const contentId = randomUUID();
  const timestamp = now.getTime();
  const colour = cardColours[index % cardColours.length];
  const subtitle = `${product.category} · ${product.physical ? 'Printed and delivered' : 'Instant download'}`;
  const variants = index % 2 === 0 ? [0, 1] : [0];
  const thumbnails = await Promise.all(
    variants.map(async (variant) => {
      const image = await thumbnailJpeg(product.title, subtitle, colour, variant);
      return storeFile(
        db,
        storage,
        fileKey(`Products/${id}`, `${slugOf(product.title)}-${variant + 1}.jpg`, timestamp),
        image,
        'image/jpeg',
      );
    }),
  );
  const pdf = simplePdf(product.title, [
    product.about,
    '',
    `Category: ${product.category}`,
    'This is a demo content file of the classroom platform.',
    '',
    ...[1, 2, 3, 4, 5].map((number) => `${number}. ____________________________________________`),
  ]);
  const contentKey = await storeFile(
    db,
    storage,
    fileKey(`ProductsContent/${contentId}`, `${slugOf(product.title)}.pdf`, timestamp),
    pdf,
    'application/pdf',
  );
  return { id, contentId, thumbnails, contentKey };
}

/** A stable 11-character video-host id (the spec's video hint pattern). */
function videoIdOf(title: string): string {
  return createHash('sha256').update(title).digest('base64url').slice(0, 11);
}

async function seedBundles(
  db: Database,
  storage: FileStorage,
  lookup: Lookup,
  productIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const rows = await Promise.all(
    bundles.map(async (bundle, index) => {
      const id = randomUUID();
      const image = await thumbnailJpeg(
        bundle.title,
        `${bundle.products.length} resources in one bundle`,
        cardColours[(index * 5 + 3) % cardColours.length],
      );
      const thumbnail = await storeFile(
        db,
        storage,
        fileKey(`ProductBundles/${id}/Thumbnails`, `${slugOf(bundle.title)}.jpg`, now.getTime()),
        image,
        'image/jpeg',
      );
      const description = slate(bundle.about);
      return {
        id,
        title: bundle.title,
        description,
        price: bundle.price,
        discountPercentage: bundle.discount,
        thumbnails: [thumbnail],
        products: bundle.products.map((title) => known(productIds.get(title), `product ${title}`)),
        tags: lookup.tagIds(bundle.tags),
        publishDate: daysAgo(2, now),
        featured: bundle.featured,
        categoryId: lookup.categoryId(bundle.category),
        searchField: searchFieldOf([bundle.title, slateText(description), ...bundle.tags, bundle.category]),
      };
    }),
  );
  await insertModelRows(db, 'product_bundle', rows);
}
