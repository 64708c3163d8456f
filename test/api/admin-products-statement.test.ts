/**
 * The admin products table's statement compiled once per shape and the product's category answered from its stored
 * name (issue 28, server/catalogue/catalogue.repository.ts, admin-selection.ts): the same answers as a statement
 * built per request and a category loaded by id, with the request's own values and fewer statements.
 */
import { describe, expect, it } from 'vitest';
import { gql, uuid } from '../helpers/api.ts';
import { admin, createProduct } from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const response = await gql(query, variables, { token: (await admin()).accessToken });
  expect(response.errors).toBeUndefined();
  return response;
}

async function category(name: string): Promise<{ id: string; _version: number }> {
  const response = await asAdmin(
    `mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id _version } }`,
    { input: { name } },
  );
  return response.data!.createProductCategory;
}

const table = (asked: string) => `query($filter: AdminProductsFilter, $page: Int, $limit: Int) {
  adminProducts(filter: $filter, sort: [{ field: title, direction: ASC }], page: $page, limit: $limit) {
    total items { product { id category ${asked} } }
  }
}`;

type Row = { product: { id: string; category: Record<string, unknown> | null } };

describe("the admin products table's statement", () => {
  it('binds each request its own values in a statement of the same shape', async () => {
    const word = uuid().slice(0, 8);
    const [red, blue] = [await category(`Red ${word}`), await category(`Blue ${word}`)];
    const products = [
      await createProduct({ title: `A ${word}`, categoryId: red.id }),
      await createProduct({ title: `B ${word}`, categoryId: blue.id }),
      await createProduct({ title: `C ${word}`, categoryId: red.id }),
    ];
    const ids = products.map(({ id }) => id);
    const page = async (variables: Record<string, unknown>) => {
      const response = await asAdmin(table('{ id }'), variables);
      const { total, items } = response.data!.adminProducts as { total: number; items: Row[] };
      return { total, ids: items.map((row) => row.product.id) };
    };
    expect(await page({ filter: { ids }, limit: 2 })).toEqual({ total: 3, ids: [ids[0], ids[1]] });
    expect(await page({ filter: { ids }, limit: 2, page: 2 })).toEqual({ total: 3, ids: [ids[2]] });
    expect(await page({ filter: { ids: [ids[1]] }, limit: 2 })).toEqual({ total: 1, ids: [ids[1]] });
    expect(await page({ filter: { ids, categoryIds: [red.id] } })).toEqual({ total: 2, ids: [ids[0], ids[2]] });
    expect(await page({ filter: { ids, categoryIds: [blue.id] } })).toEqual({ total: 1, ids: [ids[1]] });
    expect(await page({ filter: { ids, categoryIds: [] } })).toEqual({ total: 3, ids });
  });

  it("answers a product's category id and name from the product, as the loaded category, without a statement", async () => {
    const word = uuid().slice(0, 8);
    const kept = await category(`Kept ${word}`);
    const renamed = await category(`Old name ${word}`);
    const deleted = await category(`Deleted ${word}`);
    const products = [
      await createProduct({ title: `A ${word}`, categoryId: kept.id }),
      await createProduct({ title: `B ${word}`, categoryId: renamed.id }),
      await createProduct({ title: `C ${word}`, categoryId: deleted.id }),
      await createProduct({ title: `D ${word}` }),
    ];
    await asAdmin(`mutation($input: UpdateProductCategoryInput!) { updateProductCategory(input: $input) { id } }`, {
      input: { id: renamed.id, _version: renamed._version, name: `New name ${word}` },
    });
    await asAdmin(`mutation($input: DeleteProductCategoryInput!) { deleteProductCategory(input: $input) { id } }`, {
      input: { id: deleted.id, _version: deleted._version },
    });
    const ids = products.map(({ id }) => id);
    const categories = async (asked: string, of = ids) => {
      const response = await asAdmin(table(asked), { filter: { ids: of } });
      const items = response.data!.adminProducts.items as Row[];
      return {
        categories: items.map((row) => row.product.category),
        statements: response.headers.get('x-sql-statements'),
      };
    };
    const loaded = async (id: string, asked: string) =>
      (await asAdmin(`query($id: ID!) { getProduct(id: $id) { category ${asked} } }`, { id })).data!.getProduct
        .category;

    const idAndName = await categories('{ __typename id name }');
    expect(idAndName.categories).toEqual([
      { __typename: 'ProductCategory', id: kept.id, name: `Kept ${word}` },
      { __typename: 'ProductCategory', id: renamed.id, name: `New name ${word}` },
      null,
      null,
    ]);
    for (const [index, id] of ids.entries())
      expect(idAndName.categories[index]).toEqual(await loaded(id, '{ __typename id name }'));
    // Live categories with names: the page's statement only.
    expect(await categories('{ id name }', [ids[0], ids[1]])).toEqual({
      categories: [
        { id: kept.id, name: `Kept ${word}` },
        { id: renamed.id, name: `New name ${word}` },
      ],
      statements: '1',
    });

    // Asked for more than its id and name: loaded, as before.
    const more = await categories('{ id name createdAt parent { id } }', [ids[0]]);
    expect(more.categories).toEqual([await loaded(ids[0], '{ id name createdAt parent { id } }')]);
    expect(more.statements).toBe('2');
    const fragment = await categories('{ ... on ProductCategory { id name slug } }', [ids[0]]);
    expect(fragment.categories).toEqual([await loaded(ids[0], '{ id name slug }')]);
  });
});
