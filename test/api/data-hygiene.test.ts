/**
 * Data hygiene (issue 14, point 5) through the API, on the embedded database and on PostgreSQL: tag names unique
 * without regard to case, for admins too and under concurrent creates; and lists sorted by name or title with the
 * people's collation ("apple" beside "Apple", before "Banana"; "é" beside "e"): the generic lists, the admin
 * products table and the customers table.
 */
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../server/domain/catalogue-rules.ts';
import { errorCode, gql, uuid } from '../helpers/api.ts';
import { admin, createProduct } from './catalogue-fixtures.ts';

async function asAdmin<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) {
  return gql<T>(query, variables, { token: (await admin()).accessToken });
}

const createTag = (name: string) =>
  asAdmin(`mutation($input: CreateProductTagInput!) { createProductTag(input: $input) { id name _version } }`, {
    input: { name },
  });
const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.fieldErrors;

describe('tag names', () => {
  it('are unique without regard to case or spaces, on create and on rename', async () => {
    const name = `Maths ${uuid().slice(0, 8)}`;
    const first = await createTag(name);
    expect(first.errors).toBeUndefined();
    for (const namesake of [name.toLowerCase(), ` ${name.toUpperCase()} `]) {
      const again = await createTag(namesake);
      expect(errorCode(again)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(again)).toEqual({ name: catalogueMessages.tagNameTaken });
    }
    const other = (await createTag(`Science ${uuid().slice(0, 8)}`)).data?.createProductTag;
    const renamed = await asAdmin(
      `mutation($input: UpdateProductTagInput!) { updateProductTag(input: $input) { id name } }`,
      { input: { id: other.id, _version: other._version, name: name.toUpperCase() } },
    );
    expect(fieldErrors(renamed)).toEqual({ name: catalogueMessages.tagNameTaken });
    const recased = await asAdmin(
      `mutation($input: UpdateProductTagInput!) { updateProductTag(input: $input) { id name } }`,
      { input: { id: first.data?.createProductTag.id, _version: 1, name: name.toUpperCase() } },
    );
    expect(recased.data?.updateProductTag.name).toBe(name.toUpperCase());
    // The product dialog's chips find the tag in any case instead of making another.
    const chips = await asAdmin(`mutation($names: [String!]!) { createTags(names: $names) { id } }`, {
      names: [name.toLowerCase()],
    });
    expect(chips.data?.createTags).toEqual([{ id: first.data?.createProductTag.id }]);
  });

  it('stay unique when two admins create the same tag at once', async () => {
    const name = `Geography ${uuid().slice(0, 8)}`;
    const answers = await Promise.all([createTag(name), createTag(name.toLowerCase()), createTag(name.toUpperCase())]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.errors !== undefined)) {
      expect(fieldErrors(refused)).toEqual({ name: catalogueMessages.tagNameTaken });
    }
  });
});

describe('sorting by name with the collation of the people who read it', () => {
  const words = ['Zebra', 'ezel', 'Banana', 'êrens', 'Apple', 'éclair', 'apple'];
  const sorted = ['apple', 'Apple', 'Banana', 'éclair', 'êrens', 'ezel', 'Zebra'];

  it('sorts a generic list (categories) in order and in reverse', async () => {
    const marker = `cat${uuid().slice(0, 8)}`;
    for (const word of words) {
      const made = await asAdmin(
        `mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }`,
        { input: { name: `${marker} ${word}` } },
      );
      expect(made.errors).toBeUndefined();
    }
    const list = async (direction: 'ASC' | 'DESC') =>
      (
        await asAdmin(
          `query($filter: ModelProductCategoryFilterInput, $sort: [ModelSortInput!]) {
            listProductCategories(filter: $filter, sort: $sort, limit: 100) { items { name } } }`,
          { filter: { name: { beginsWith: marker } }, sort: [{ field: 'name', direction }] },
        )
      ).data?.listProductCategories.items.map((item: { name: string }) => item.name.slice(marker.length + 1));
    expect(await list('ASC')).toEqual(sorted);
    expect(await list('DESC')).toEqual([...sorted].reverse());
  });

  it('sorts the admin products table by title', async () => {
    const marker = `prod${uuid().slice(0, 8)}`;
    for (const word of words) await createProduct({ title: `${marker} ${word}` });
    const response = await asAdmin(
      `query($filter: AdminProductsFilter, $sort: [AdminProductSort!]) {
        adminProducts(filter: $filter, sort: $sort, limit: 100) { items { product { title } } } }`,
      { filter: { search: marker }, sort: [{ field: 'title', direction: 'ASC' }] },
    );
    expect(response.errors).toBeUndefined();
    expect(
      response.data?.adminProducts.items.map((row: { product: { title: string } }) =>
        row.product.title.slice(marker.length + 1),
      ),
    ).toEqual(sorted);
  });

  it('sorts the customers table by surname', async () => {
    const marker = `cust${uuid().slice(0, 8)}`;
    for (const word of words) {
      const made = await asAdmin(`mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }`, {
        input: { email: `hygiene-${uuid()}@example.com`, title: 'Ms', name: marker, surname: word },
      });
      expect(made.errors).toBeUndefined();
    }
    const response = await asAdmin(
      `query($search: String) { customers(search: $search, sort: surname, pageSize: -1) { items { surname } } }`,
      { search: marker },
    );
    expect(response.data?.customers.items.map((item: { surname: string }) => item.surname)).toEqual(sorted);
  });
});
