import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, serverUrl } from '../helpers/api.ts';
import { addToCart, admin, cardCheckout, createProduct, demoItem, titles } from './shop-helpers.ts';

interface Item {
  __typename: 'Product' | 'ProductBundle';
  id: string;
  title: string;
  featured: boolean | null;
  publishDate: string;
  searchField: string;
  tags: string[];
  categoryId: string;
}

const fields = 'id title featured publishDate searchField tags categoryId';
const shopQuery = `query($filter: ShopItemsFilter, $limit: Int, $nextToken: String) {
  shopItems(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { __typename ... on Product { ${fields} } ... on ProductBundle { ${fields} } }
    nextToken
  }
}`;

async function shop(filter: Record<string, unknown> = {}, limit = 100, token?: string, nextToken?: string) {
  const response = await gql<{ shopItems: { items: Item[]; nextToken: string | null } }>(
    shopQuery,
    { filter, limit, nextToken },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.shopItems;
}

/** The demo category tree, read through demo products (other tests may add categories of the same names). */
async function categoryOf(title: string): Promise<{ id: string; parentId: string | null }> {
  const product = await demoItem(title);
  const response = await gql(`query($id: ID!) { getProductCategory(id: $id) { id parentId } }`, {
    id: product.categoryId,
  });
  return response.data?.getProductCategory;
}

const sortKey = (item: Item) => [item.featured ? 1 : 0, item.publishDate, item.title] as const;

describe('the shop list', () => {
  it('lists products and bundles, featured first, then newest, then title, descending', async () => {
    const { items } = await shop();
    expect(items.length).toBeGreaterThan(25);
    // The demo's two bundles at least (other tests may publish more).
    expect(items.filter((item) => item.__typename === 'ProductBundle').length).toBeGreaterThanOrEqual(2);
    for (let index = 1; index < items.length; index += 1) {
      const [a, b] = [sortKey(items[index - 1]), sortKey(items[index])];
      const ordered = a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];
      expect(ordered, `${items[index - 1].title} before ${items[index].title}`).toBe(true);
    }
  });

  it('pages with nextToken without gaps or repeats', async () => {
    const all = (await shop({}, 100)).items.map((item) => item.id);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await shop({}, 10, undefined, token);
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items.map((item) => item.id));
      token = page.nextToken ?? undefined;
    } while (token);
    expect(seen).toEqual(all);
    expect(errorCode(await gql(shopQuery, { nextToken: 'not-a-token' }))).toBe('BAD_USER_INPUT');
  });

  it('finds items containing every search word', async () => {
    const { items } = await shop({ search: '  MATHEMATICS   grade 1 ' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      for (const word of ['mathematics', 'grade', '1']) expect(item.searchField).toContain(word);
    expect((await shop({ search: 'fractions mastery' })).items.map((item) => item.title)).toEqual([
      'Grade 6 Mathematics Fractions Mastery Pack',
    ]);
    expect((await shop({ search: 'fractions zebra' })).items).toEqual([]);
  });

  it('keeps items carrying every chosen tag', async () => {
    const [maths, worksheets] = (await demoItem(titles.numberFun)).tags ?? [];
    const { items } = await shop({ tagIds: [maths, worksheets] });
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.tags).toEqual(expect.arrayContaining([maths, worksheets]));
  });

  it('includes the descendants of a category', async () => {
    const gradeRCategory = await categoryOf(titles.numberFun);
    const [phase, gradeR] = [gradeRCategory.parentId, gradeRCategory.id];
    const phaseItems = (await shop({ categoryId: phase })).items;
    const titlesOf = (items: Item[]) => items.map((item) => item.title);
    expect(titlesOf(phaseItems)).toEqual(
      expect.arrayContaining([
        titles.mathsBundle,
        titles.numberFun,
        titles.flashCards,
        'Grade 3 Mathematics Revision Booklet',
      ]),
    );
    expect(titlesOf(phaseItems)).not.toContain('Grade 4 Mathematics Term 1 Test and Memorandum');
    const gradeRItems = (await shop({ categoryId: gradeR })).items;
    expect(gradeRItems.every((item) => item.categoryId === gradeR)).toBe(true);
    expect(titlesOf(gradeRItems).sort()).toEqual([titles.numberFun, titles.flashCards].sort());
  });

  it('shows featured items only, and one kind only, when asked', async () => {
    const featured = (await shop({ featured: true })).items;
    expect(featured.length).toBeGreaterThan(3);
    expect(featured.every((item) => item.featured)).toBe(true);
    const bundles = (await shop({ kind: 'BUNDLE' })).items;
    expect(bundles.length).toBeGreaterThanOrEqual(2);
    expect(bundles.every((item) => item.__typename === 'ProductBundle')).toBe(true);
  });

  it('loads a page with its categories and tags in one statement', async () => {
    const response = await gql(
      `{ shopItems(limit: 10) { items { ... on Product { id category { name } productTags { name } } ... on ProductBundle { id category { name } productTags { name } bundleProducts { id } } } } }`,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.shopItems.items).toHaveLength(10);
    // One for the page (with categories and tags), one for the bundles' member products.
    expect(Number(response.headers.get('x-sql-statements'))).toBe(2);
    const items = response.data?.shopItems.items as {
      category: { name: string } | null;
      productTags: { name: string }[];
    }[];
    expect(items.some((item) => item.category?.name && item.productTags.length > 0)).toBe(true);
    const cards = await gql(
      '{ shopItems(limit: 10) { items { ... on Product { id title category { name } productTags { name } } } } }',
    );
    expect(Number(cards.headers.get('x-sql-statements'))).toBe(1);
  });
});

describe('the library', () => {
  it('is for signed-in teachers, and lists only what they own', async () => {
    expect(errorCode(await gql(shopQuery, { filter: { owned: 'BOUGHT' } }))).toBe('UNAUTHENTICATED');
    const teacher = await newTeacher();
    expect((await shop({ owned: 'OWNED' }, 100, teacher.accessToken)).items).toEqual([]);
    await addToCart(teacher, (await demoItem(titles.numberFun)).id);
    expect((await shop({ owned: 'BOUGHT' }, 100, teacher.accessToken)).items).toEqual([]);
  });
});

describe('product content', () => {
  it('and its files are refused to a teacher who has not bought the product, and served once bought', async () => {
    const teacher = await newTeacher();
    const product = await demoItem(titles.numberFun);
    const contentQuery = `query($id: ID!) { productContent(productID: $id) { data { files { fileName fileUrl } urls } error } }`;
    expect(errorCode(await gql(contentQuery, { id: product.id }, { token: teacher.accessToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(contentQuery, { id: product.id }))).toBe('UNAUTHENTICATED');

    const asAdmin = await gql(contentQuery, { id: product.id }, { token: (await admin()).accessToken });
    const fileUrl: string = asAdmin.data?.productContent.data.files[0].fileUrl;
    expect(fileUrl).toMatch(/^\/files\/ProductsContent\//);
    const get = (headers: Record<string, string> = {}) => fetch(`${serverUrl()}${fileUrl}`, { headers });
    expect((await get()).status).toBe(401);
    expect((await get({ authorization: `Bearer ${teacher.accessToken}` })).status).toBe(403);
    const adminFile = await get({ authorization: `Bearer ${(await admin()).accessToken}` });
    expect(adminFile.status).toBe(200);
    expect((await adminFile.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const { order } = await cardCheckout(teacher, [product.id]);
    const { notification, postNotification } = await import('./shop-helpers.ts');
    expect(await postNotification(notification(order))).toBe(200);
    const mine = await gql(contentQuery, { id: product.id }, { token: teacher.accessToken });
    expect(mine.data?.productContent).toMatchObject({ error: false, data: { files: [{ fileUrl }] } });
    expect((await get({ authorization: `Bearer ${teacher.accessToken}` })).status).toBe(200);
  });

  it('gives no files and no videos for a product whose content is empty', async () => {
    const product = await createProduct();
    const response = await gql(
      `query($id: ID!) { productContent(productID: $id) { data { files { fileUrl } urls } error } }`,
      { id: product.id },
      { token: (await admin()).accessToken },
    );
    const result = response.data?.productContent;
    expect(result.error ? result.data : [...result.data.files, ...result.data.urls]).toEqual(result.error ? null : []);
  });
});
