/** The admin tables, bulk edit and who may call the catalogue's admin fields. */
import { describe, expect, it } from 'vitest';
import { errorCode, gql, newTeacher, uuid } from '../helpers/api.ts';
import { admin, contentOf, createProduct } from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  return gql(query, variables, { token: (await admin()).accessToken });
}

const bulkProducts = `mutation($input: BulkUpdateProductsInput!) {
  bulkUpdateProducts(input: $input) { changed { id price discountPercentage featured publishDate physical subscriptionProduct eCommerceProduct _version } unchanged }
}`;
const bulkBundles = `mutation($input: BulkUpdateProductBundlesInput!) {
  bulkUpdateProductBundles(input: $input) { changed { id price featured publishDate _version } unchanged }
}`;
const adminProducts = `query($filter: AdminProductsFilter, $sort: [AdminProductSort!], $page: Int, $limit: Int) {
  adminProducts(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    total items { files videos product { id title price featured category { name } productTags { name } } }
  }
}`;

describe('admin fields are for admins only', () => {
  it('answers FORBIDDEN to a teacher and UNAUTHENTICATED to a visitor for every catalogue admin field', async () => {
    const teacher = await newTeacher();
    const id = uuid();
    const calls: [string, Record<string, unknown>][] = [
      ['query { adminProducts { total } }', {}],
      ['query { adminProductBundles { total } }', {}],
      ['query($ids: [ID!]!) { checkProductContent(productIds: $ids) { productId } }', { ids: [id] }],
      [
        'mutation($input: BulkUpdateProductsInput!) { bulkUpdateProducts(input: $input) { unchanged } }',
        { input: { ids: [id], action: 'FEATURE' } },
      ],
      [
        'mutation($input: BulkUpdateProductBundlesInput!) { bulkUpdateProductBundles(input: $input) { unchanged } }',
        { input: { ids: [id], action: 'FEATURE' } },
      ],
      ['mutation($id: ID!) { duplicateProduct(id: $id) { id } }', { id }],
      ['mutation($id: ID!) { duplicateProductBundle(id: $id) { id } }', { id }],
      ['mutation { createTags(names: ["Sneaky"]) { id } }', {}],
      ['mutation { createProduct(input: { title: "x" }) { id } }', {}],
      ['mutation($id: ID!) { updateProduct(input: { id: $id, _version: 1, title: "x" }) { id } }', { id }],
      ['mutation($id: ID!) { deleteProduct(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { updateProductContent(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { deleteProductContent(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { updateProductBundle(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { deleteProductBundle(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { updateProductTag(input: { id: $id, _version: 1, name: "x" }) { id } }', { id }],
      ['mutation($id: ID!) { deleteProductTag(input: { id: $id, _version: 1 }) { id } }', { id }],
      ['mutation($id: ID!) { updateProductCategory(input: { id: $id, _version: 1, name: "x" }) { id } }', { id }],
      ['mutation($id: ID!) { deleteProductCategory(input: { id: $id, _version: 1 }) { id } }', { id }],
    ];
    for (const [query, variables] of calls) {
      expect(errorCode(await gql(query, variables, { token: teacher.accessToken })), query).toBe('FORBIDDEN');
      expect(errorCode(await gql(query, variables)), query).toBe('UNAUTHENTICATED');
    }
  });
});

describe('bulk edit', () => {
  it('changes prices: fixed and percent, up and down, floored at 0, an empty price stays empty', async () => {
    const [a, b, c, empty] = await Promise.all([
      createProduct({ price: 100 }),
      createProduct({ price: 19.99 }),
      createProduct({ price: 10 }),
      createProduct({ price: null }),
    ]);
    const ids = [a.id, b.id, c.id, empty.id];
    const change = async (mode: string, direction: string, value: number) => {
      const response = await asAdmin(bulkProducts, {
        input: { ids, action: 'CHANGE_PRICE', priceChange: { mode, direction, value } },
      });
      expect(response.errors).toBeUndefined();
      return response.data?.bulkUpdateProducts;
    };
    const up = await change('FIXED', 'INCREASE', 5.5);
    expect(up.changed.map((row: { price: number }) => row.price)).toEqual([105.5, 25.49, 15.5]);
    expect(up.unchanged).toEqual([empty.id]);
    expect((await change('PERCENT', 'DECREASE', 10)).changed.map((row: { price: number }) => row.price)).toEqual([
      94.95, 22.94, 13.95,
    ]);
    expect((await change('PERCENT', 'INCREASE', 12.5)).changed.map((row: { price: number }) => row.price)).toEqual([
      106.82, 25.81, 15.69,
    ]);
    expect((await change('FIXED', 'DECREASE', 20)).changed.map((row: { price: number }) => row.price)).toEqual([
      86.82, 5.81, 0,
    ]);

    const stored = await asAdmin(`query($id: ID!) { getProduct(id: $id) { price _version } }`, { id: empty.id });
    expect(stored.data?.getProduct).toEqual({ price: null, _version: 1 });
    const noValue = await asAdmin(bulkProducts, {
      input: { ids, action: 'CHANGE_PRICE', priceChange: { mode: 'FIXED', direction: 'INCREASE', value: 0 } },
    });
    expect(noValue.errors?.[0].extensions?.fieldErrors).toEqual({
      'priceChange.value': 'A value greater than 0 is required',
    });
  });

  it('features only items not yet featured, and unfeatures only featured ones', async () => {
    const [plain, featured] = await Promise.all([createProduct(), createProduct({ featured: true })]);
    const feature = await asAdmin(bulkProducts, { input: { ids: [plain.id, featured.id], action: 'FEATURE' } });
    expect(
      feature.data?.bulkUpdateProducts.changed.map((row: { id: string; featured: boolean; _version: number }) => [
        row.id,
        row.featured,
        row._version,
      ]),
    ).toEqual([[plain.id, true, 2]]);
    expect(feature.data?.bulkUpdateProducts.unchanged).toEqual([featured.id]);
    const unfeature = await asAdmin(bulkProducts, { input: { ids: [plain.id, featured.id], action: 'UNFEATURE' } });
    expect(unfeature.data?.bulkUpdateProducts.changed.map((row: { featured: boolean }) => row.featured)).toEqual([
      false,
      false,
    ]);
  });

  it('schedules (publish date required) and un-publishes', async () => {
    const product = await createProduct();
    const missing = await asAdmin(bulkProducts, { input: { ids: [product.id], action: 'SCHEDULE' } });
    expect(missing.errors?.[0].extensions?.fieldErrors).toEqual({ publishDate: 'Publish Date is required' });
    const scheduled = await asAdmin(bulkProducts, {
      input: { ids: [product.id], action: 'SCHEDULE', publishDate: '2031-01-01T06:00:00.000Z' },
    });
    expect(scheduled.data?.bulkUpdateProducts.changed[0].publishDate).toBe('2031-01-01T06:00:00.000Z');
    const unpublished = await asAdmin(bulkProducts, { input: { ids: [product.id], action: 'UNPUBLISH' } });
    expect(unpublished.data?.bulkUpdateProducts.changed[0].publishDate).toBeNull();
  });

  it('discounts (0 and items without a price store empty) and writes the three type flags together', async () => {
    const [priced, free] = await Promise.all([createProduct({ price: 80 }), createProduct({ price: null })]);
    const discount = await asAdmin(bulkProducts, {
      input: { ids: [priced.id, free.id], action: 'DISCOUNT', discountPercentage: 25 },
    });
    expect(
      discount.data?.bulkUpdateProducts.changed.map((row: { discountPercentage: number }) => row.discountPercentage),
    ).toEqual([25]);
    expect(discount.data?.bulkUpdateProducts.unchanged).toEqual([free.id]);
    const zero = await asAdmin(bulkProducts, {
      input: { ids: [priced.id], action: 'DISCOUNT', discountPercentage: 0 },
    });
    expect(zero.data?.bulkUpdateProducts.changed[0].discountPercentage).toBeNull();

    const both = await asAdmin(bulkProducts, {
      input: {
        ids: [priced.id],
        action: 'TYPE',
        type: { physical: true, subscriptionProduct: true, eCommerceProduct: true },
      },
    });
    expect(both.errors?.[0].extensions?.fieldErrors).toEqual({ type: 'Physical and Subscription exclude each other' });
    const type = await asAdmin(bulkProducts, {
      input: {
        ids: [priced.id],
        action: 'TYPE',
        type: { physical: true, subscriptionProduct: false, eCommerceProduct: false },
      },
    });
    expect(type.data?.bulkUpdateProducts.changed[0]).toMatchObject({
      physical: true,
      subscriptionProduct: false,
      eCommerceProduct: false,
    });
  });

  it('is all or nothing: an unknown id changes nothing', async () => {
    const product = await createProduct({ price: 50 });
    const response = await asAdmin(bulkProducts, {
      input: {
        ids: [product.id, uuid()],
        action: 'CHANGE_PRICE',
        priceChange: { mode: 'FIXED', direction: 'INCREASE', value: 1 },
      },
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
    const stored = await asAdmin(`query($id: ID!) { getProduct(id: $id) { price _version } }`, { id: product.id });
    expect(stored.data?.getProduct).toEqual({ price: 50, _version: 1 });
  });

  it('edits bundles: feature, schedule and change price', async () => {
    const product = await createProduct();
    const create = `mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id } }`;
    const bundle = (await asAdmin(create, { input: { title: 'Bulk bundle', products: [product.id], price: 200 } })).data
      ?.createProductBundle;
    const featured = await asAdmin(bulkBundles, { input: { ids: [bundle.id], action: 'FEATURE' } });
    expect(featured.data?.bulkUpdateProductBundles.changed[0]).toMatchObject({ featured: true, _version: 2 });
    const priced = await asAdmin(bulkBundles, {
      input: {
        ids: [bundle.id],
        action: 'CHANGE_PRICE',
        priceChange: { mode: 'PERCENT', direction: 'DECREASE', value: 15 },
      },
    });
    expect(priced.data?.bulkUpdateProductBundles.changed[0].price).toBe(170);
    const scheduled = await asAdmin(bulkBundles, {
      input: { ids: [bundle.id], action: 'SCHEDULE', publishDate: '2030-05-05T10:00:00.000Z' },
    });
    expect(scheduled.data?.bulkUpdateProductBundles.changed[0].publishDate).toBe('2030-05-05T10:00:00.000Z');
  });
});

describe('admin products table', () => {
  it('filters by words, tags, categories and flags; sorts and pages in SQL with a total', async () => {
    const word = `zebra${uuid().slice(0, 6)}`;
    const { accessToken } = await admin();
    const tags = (
      await gql(
        `mutation($names: [String!]!) { createTags(names: $names) { id } }`,
        { names: [`${word}-a`, `${word}-b`] },
        { token: accessToken },
      )
    ).data?.createTags;
    const category = (
      await asAdmin(`mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }`, {
        input: { name: `${word} category` },
      })
    ).data?.createProductCategory;
    const products = await Promise.all([
      createProduct({
        title: `Alpha ${word}`,
        price: 30,
        tags: [tags[0].id, tags[1].id],
        categoryId: category.id,
        physical: true,
      }),
      createProduct({ title: `Bravo ${word}`, price: 10, tags: [tags[0].id], subscriptionProduct: true }),
      createProduct({
        title: `Charlie ${word} Maths`,
        price: null,
        tags: [tags[1].id],
        categoryId: category.id,
        featured: true,
      }),
    ]);
    const [alpha, bravo, charlie] = products;
    const titles = async (variables: Record<string, unknown>) => {
      const response = await asAdmin(adminProducts, variables);
      expect(response.errors).toBeUndefined();
      const page = response.data?.adminProducts;
      return { total: page.total, titles: page.items.map((row: { product: { title: string } }) => row.product.title) };
    };
    expect(await titles({ filter: { search: word } })).toEqual({
      total: 3,
      titles: [charlie.title, bravo.title, alpha.title],
    });
    expect(await titles({ filter: { search: `MATHS ${word.toUpperCase()}` } })).toEqual({
      total: 1,
      titles: [charlie.title],
    });
    expect(await titles({ filter: { search: word, tagIds: [tags[0].id, tags[1].id] } })).toEqual({
      total: 1,
      titles: [alpha.title],
    });
    expect(
      await titles({
        filter: { search: word, categoryIds: [category.id] },
        sort: [{ field: 'title', direction: 'ASC' }],
      }),
    ).toEqual({ total: 2, titles: [alpha.title, charlie.title] });
    expect((await titles({ filter: { search: word, physical: true } })).titles).toEqual([alpha.title]);
    expect((await titles({ filter: { search: word, subscriptionProduct: true } })).titles).toEqual([bravo.title]);
    expect((await titles({ filter: { search: word, ids: [bravo.id, charlie.id] } })).titles).toEqual([
      charlie.title,
      bravo.title,
    ]);
    expect(await titles({ filter: { search: word }, sort: [{ field: 'price', direction: 'ASC' }] })).toEqual({
      total: 3,
      titles: [bravo.title, alpha.title, charlie.title],
    });
    expect(
      (
        await titles({
          filter: { search: word },
          sort: [
            { field: 'featured', direction: 'DESC' },
            { field: 'title', direction: 'ASC' },
          ],
        })
      ).titles,
    ).toEqual([charlie.title, alpha.title, bravo.title]);
    expect(
      (
        await titles({
          filter: { search: word },
          sort: [
            { field: 'category', direction: 'ASC' },
            { field: 'title', direction: 'ASC' },
          ],
        })
      ).titles,
    ).toEqual([alpha.title, charlie.title, bravo.title]);
    expect(await titles({ filter: { search: word }, page: 2, limit: 2 })).toEqual({ total: 3, titles: [alpha.title] });
    expect(await titles({ filter: { search: word }, page: 3, limit: 2 })).toEqual({ total: 3, titles: [] });
  });

  it('pages 10 by default, counts files and videos, and loads a page with its relations in three statements', async () => {
    const product = await createProduct({ title: `Counted ${uuid()}` });
    const content = await contentOf(product.id);
    await asAdmin(`mutation($input: UpdateProductContentInput!) { updateProductContent(input: $input) { id } }`, {
      input: {
        id: content.id,
        _version: content._version,
        fileKeys: [`ProductsContent/${content.id}/1-a.pdf`, `ProductsContent/${content.id}/2-b.pdf`],
        urls: ['dQw4w9WgXcQ'],
      },
    });
    const response = await asAdmin(adminProducts, { filter: { ids: [product.id] } });
    expect(response.data?.adminProducts.items[0]).toMatchObject({ files: 2, videos: 1 });

    const all = await asAdmin(adminProducts);
    expect(all.data?.adminProducts.items).toHaveLength(10);
    expect(all.data?.adminProducts.total).toBeGreaterThanOrEqual(30);
    expect(Number(all.headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);

    const byFiles = await asAdmin(adminProducts, { sort: [{ field: 'files', direction: 'DESC' }], limit: 1 });
    expect(byFiles.data?.adminProducts.items[0].files).toBeGreaterThanOrEqual(2);
    const badSort = await asAdmin(
      `query { adminProductBundles(sort: [{ field: title, direction: ASC }], limit: 0) { total } }`,
    );
    expect(errorCode(badSort)).toBe('BAD_USER_INPUT');
  });

  it('lists bundles with the same filters', async () => {
    const word = `okapi${uuid().slice(0, 6)}`;
    const product = await createProduct();
    const create = `mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id title } }`;
    await asAdmin(create, { input: { title: `First ${word}`, products: [product.id], price: 20 } });
    await asAdmin(create, { input: { title: `Second ${word}`, products: [product.id], price: 10 } });
    const response = await asAdmin(
      `query($filter: AdminProductBundlesFilter, $sort: [AdminProductBundleSort!]) { adminProductBundles(filter: $filter, sort: $sort) { total items { title price } } }`,
      { filter: { search: word }, sort: [{ field: 'price', direction: 'ASC' }] },
    );
    expect(response.data?.adminProductBundles).toEqual({
      total: 2,
      items: [
        { title: `Second ${word}`, price: 10 },
        { title: `First ${word}`, price: 20 },
      ],
    });
  });
});
