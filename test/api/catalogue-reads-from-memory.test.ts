/**
 * The admin products table and the shop asked the same page again (issue 28, point 3): on the embedded database
 * answered from memory, with no statement, while the catalogue is unchanged (db/table-watch.ts); an admin's change
 * shows on the very next request. On PostgreSQL (other server processes write too) every request reads the database.
 */
import { describe, expect, it } from 'vitest';
import { gql, uuid } from '../helpers/api.ts';
import { admin, createProduct, withdraw } from './shop-helpers.ts';

const embedded = !process.env.DATABASE_URL;

const adminTable = `query($ids: [ID!]) {
  adminProducts(filter: { ids: $ids }, sort: [{ field: title, direction: ASC }]) {
    total items { product { id title } }
  }
}`;
const shop = `query($search: String) { shopItems(filter: { search: $search }, limit: 10) { items { ... on Product { id title } } } }`;

type Titled = { id: string; title: string };

async function asked<T>(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await gql<T>(query, variables, { token });
  expect(response.errors).toBeUndefined();
  return { data: response.data!, statements: Number(response.headers.get('x-sql-statements')) };
}

/** Statements a request asked again with nothing changed takes: none on the embedded database. */
const again = embedded ? 0 : 1;

describe('a catalogue page asked again', () => {
  it("is answered from memory on the embedded database, and shows an admin's change at once", async () => {
    const token = (await admin()).accessToken;
    const word = `memo${uuid().slice(0, 8)}`;
    const product = await createProduct({ title: `Fractions ${word}` });
    const table = async () => {
      const { data, statements } = await asked<{ adminProducts: { total: number; items: { product: Titled }[] } }>(
        adminTable,
        { ids: [product.id] },
        token,
      );
      return { titles: data.adminProducts.items.map((item) => item.product.title), statements };
    };

    expect((await table()).titles).toEqual([`Fractions ${word}`]);
    expect(await table()).toEqual({ titles: [`Fractions ${word}`], statements: again });

    const { data } = await asked<{ getProduct: { _version: number } }>(
      `query($id: ID!) { getProduct(id: $id) { _version } }`,
      { id: product.id },
      token,
    );
    const updated = await gql(
      `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`,
      { input: { id: product.id, _version: data.getProduct._version, title: `Decimals ${word}` } },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    const changed = await table();
    expect(changed.titles).toEqual([`Decimals ${word}`]);
    expect(changed.statements).toBeGreaterThan(0);
  });

  it('is answered from memory in the shop until a product leaves it, and it leaves at once', async () => {
    const word = `memo${uuid().slice(0, 8)}`;
    const product = await createProduct({ title: `Angles ${word}` });
    const page = async () => {
      const { data, statements } = await asked<{ shopItems: { items: Titled[] } }>(shop, { search: word });
      return { ids: data.shopItems.items.map((item) => item.id), statements };
    };

    expect((await page()).ids).toEqual([product.id]);
    expect(await page()).toEqual({ ids: [product.id], statements: again });

    await withdraw(product.id, 'unpublish');
    const withdrawn = await page();
    expect(withdrawn.ids).toEqual([]);
    expect(withdrawn.statements).toBeGreaterThan(0);
  });
});
