/** 002 section 5 "Catalogue": each message of products, bundles, questions, videos, tags and categories. */
import { describe, expect, it } from 'vitest';
import { catalogueMessages as m } from '../../server/domain/catalogue-rules.ts';
import { errorCode, gql, uuid, type GraphQLResponse } from '../helpers/api.ts';
import { admin, contentOf, createProduct, productFields } from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown>) {
  return gql(query, variables, { token: (await admin()).accessToken });
}

function fieldErrors(response: GraphQLResponse): Record<string, string> | undefined {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  return response.errors?.[0].extensions?.fieldErrors as Record<string, string>;
}

const createProductMutation = `mutation($input: CreateProductInput!) { createProduct(input: $input) { ${productFields} } }`;
const updateProductMutation = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { ${productFields} } }`;
const createBundleMutation = `mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id title description tags products searchField } }`;
const createCategoryMutation = `mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id name slug grade parentId _version } }`;
const updateCategoryMutation = `mutation($input: UpdateProductCategoryInput!) { updateProductCategory(input: $input) { id name slug grade parentId _version } }`;

describe('products', () => {
  it("refuses a product without a title or publish date with the spec's messages", async () => {
    const response = await asAdmin(createProductMutation, { input: { title: '   ', price: 10, publishDate: null } });
    expect(fieldErrors(response)).toEqual({ title: m.titleRequired, publishDate: m.publishDateRequired });
    expect(response.errors?.[0].message).toBe('Title is required');
  });

  it('refuses clearing the publish date in the product form; a product made without one is an unpublished draft', async () => {
    const draft = await asAdmin(createProductMutation, { input: { title: 'Draft' } });
    expect(draft.data?.createProduct.publishDate).toBeNull();
    const product = await createProduct();
    const response = await asAdmin(updateProductMutation, {
      input: { id: product.id, _version: product._version, publishDate: null },
    });
    expect(fieldErrors(response)).toEqual({ publishDate: 'Publish Date is required' });
  });

  it("checks each question: 'Label is required', 'Type is required' and the choice types' values", async () => {
    const response = await asAdmin(createProductMutation, {
      input: {
        title: 'Questions',
        publishDate: new Date().toISOString(),
        questions: [
          { type: 'Text', label: 'Name of learner' },
          { type: 'Text', label: ' ' },
          { label: 'No type' },
          { type: 'Select', label: 'Grade', items: [] },
          { type: 'Multi Select', label: 'Grades', items: ['  '] },
          { type: 'Radio', label: 'Size' },
          { type: 'Checkbox', label: 'Extras', items: [] },
        ],
      },
    });
    expect(fieldErrors(response)).toEqual({
      'questions.1.label': 'Label is required',
      'questions.2.type': 'Type is required',
      'questions.3.items': 'Select values are required',
      'questions.4.items': 'Select values are required',
      'questions.5.items': 'Radio values are required',
      'questions.6.items': 'Checkbox values are required',
    });
  });

  it('saves questions trimmed, with the items of non-choice types cleared', async () => {
    const product = await createProduct({
      questions: [
        { type: 'Textarea', label: ' Notes ', items: ['stray'], required: true },
        { type: 'Radio', label: 'Size', items: [' A4 ', '', 'A3'] },
      ],
    });
    expect(product.questions).toEqual([
      { type: 'Textarea', label: 'Notes', items: [], required: true },
      { type: 'Radio', label: 'Size', items: ['A4', 'A3'], required: null },
    ]);
  });

  it("checks video ids: 'One or more video IDs are invalid. Use YouTube or Vimeo IDs.'", async () => {
    const product = await createProduct();
    const content = await contentOf(product.id);
    const update = `mutation($input: UpdateProductContentInput!) { updateProductContent(input: $input) { urls _version } }`;
    const bad = await asAdmin(update, {
      input: { id: content.id, _version: content._version, urls: ['dQw4w9WgXcQ', 'youtube.com/watch?v=dQw4w9WgXcQ'] },
    });
    expect(fieldErrors(bad)).toEqual({ urls: m.videoIdsInvalid });
    const good = await asAdmin(update, {
      input: { id: content.id, _version: content._version, urls: [' dQw4w9WgXcQ ', '76979871', ''] },
    });
    expect(good.data?.updateProductContent).toEqual({
      urls: ['dQw4w9WgXcQ', '76979871'],
      _version: content._version + 1,
    });
  });

  it("keeps type 'Product', a stored discount only with a price, and the searchField on the server", async () => {
    const { accessToken } = await admin();
    const tag = await gql(`mutation { createTags(names: ["Geometry Fun"]) { id name } }`, {}, { token: accessToken });
    const category = await asAdmin(createCategoryMutation, { input: { name: `Shapes ${uuid().slice(0, 8)}` } });
    const product = await createProduct({
      title: '  Shapes Worksheet ',
      type: 'Something else',
      price: null,
      discountPercentage: 20,
      tags: [tag.data?.createTags[0].id],
      categoryId: category.data?.createProductCategory.id,
      description: [{ type: 'paragraph', children: [{ text: 'Triangles and SQUARES' }] }],
    });
    expect(product.title).toBe('Shapes Worksheet');
    expect(product.type).toBe('Product');
    expect(product.discountPercentage).toBeNull();
    expect(product.searchField).toBe(
      `shapes worksheet triangles and squares geometry fun ${category.data?.createProductCategory.name.toLowerCase()}`,
    );

    const zero = await asAdmin(updateProductMutation, {
      input: { id: product.id, _version: product._version, price: 50, discountPercentage: 0 },
    });
    expect(zero.data?.updateProduct.discountPercentage).toBeNull();
    const priced = await asAdmin(updateProductMutation, {
      input: { id: product.id, _version: product._version + 1, discountPercentage: 15 },
    });
    expect(priced.data?.updateProduct.discountPercentage).toBe(15);
    const negative = await asAdmin(updateProductMutation, {
      input: { id: product.id, _version: product._version + 2, price: -1, discountPercentage: 120 },
    });
    expect(fieldErrors(negative)).toEqual({ price: m.priceNegative, discountPercentage: m.discountRange });
  });

  it('creates the empty content record with a new product', async () => {
    const product = await createProduct();
    const content = await contentOf(product.id);
    expect(content).toMatchObject({ productId: product.id, fileKeys: [], urls: [] });
    const second = await asAdmin(
      `mutation($input: CreateProductContentInput!) { createProductContent(input: $input) { id } }`,
      {
        input: { productId: product.id },
      },
    );
    expect(fieldErrors(second)).toEqual({ productId: m.contentExists });
  });
});

describe('bundles', () => {
  it('refuses a bundle without a title or products; converts an empty description and tags', async () => {
    const empty = await asAdmin(createBundleMutation, { input: { title: '' } });
    expect(fieldErrors(empty)).toEqual({ title: 'Title is required', products: m.productsRequired });

    const product = await createProduct();
    const bundle = await asAdmin(createBundleMutation, {
      input: { title: ' Starter Pack ', products: [product.id, product.id] },
    });
    expect(bundle.errors).toBeUndefined();
    expect(bundle.data?.createProductBundle).toMatchObject({
      title: 'Starter Pack',
      description: '',
      tags: [],
      products: [product.id],
      searchField: 'starter pack',
    });
  });

  it('refuses products with questions and unknown products', async () => {
    const withQuestion = await createProduct({ questions: [{ type: 'Text', label: 'Name' }] });
    const refused = await asAdmin(createBundleMutation, { input: { title: 'Bundle', products: [withQuestion.id] } });
    expect(fieldErrors(refused)).toEqual({ products: m.productsWithQuestions });
    const unknown = await asAdmin(createBundleMutation, { input: { title: 'Bundle', products: [uuid()] } });
    expect(fieldErrors(unknown)).toEqual({ products: m.productsNotFound });
  });
});

describe('tags', () => {
  it("refuses a blank tag name with 'Tag name is required' and trims names", async () => {
    const create = `mutation($input: CreateProductTagInput!) { createProductTag(input: $input) { id name } }`;
    expect(fieldErrors(await asAdmin(create, { input: { name: '  ' } }))).toEqual({ name: 'Tag name is required' });
    // A name of its own: tag names are unique without regard to case (the demo data has 'Revision').
    const name = `Revision ${uuid().slice(0, 8)}`;
    expect((await asAdmin(create, { input: { name: `  ${name} ` } })).data?.createProductTag.name).toBe(name);
  });

  it('makes tags for unknown chip names and reuses known ones, whatever their case', async () => {
    const unique = uuid().slice(0, 8);
    const first = await asAdmin(`mutation($names: [String!]!) { createTags(names: $names) { id name } }`, {
      names: [`Chip ${unique}`, ' ', 'CAPS'],
    });
    expect(first.errors).toBeUndefined();
    const [chip, caps] = first.data?.createTags ?? [];
    expect(chip.name).toBe(`Chip ${unique}`);
    const again = await asAdmin(`mutation($names: [String!]!) { createTags(names: $names) { id name } }`, {
      names: [`  chip ${unique.toUpperCase()} `, 'caps', `Chip ${unique}`],
    });
    expect(again.data?.createTags).toEqual([chip, caps]);
  });

  it('rebuilds the searchField of products when their tag is renamed', async () => {
    const { accessToken } = await admin();
    const tags = await gql(
      `mutation($names: [String!]!) { createTags(names: $names) { id name _version } }`,
      { names: [`Old ${uuid().slice(0, 6)}`] },
      { token: accessToken },
    );
    const tag = tags.data?.createTags[0];
    const product = await createProduct({ title: 'Tagged', tags: [tag.id] });
    expect(product.searchField).toBe(`tagged ${tag.name.toLowerCase()}`);
    await asAdmin(`mutation($input: UpdateProductTagInput!) { updateProductTag(input: $input) { id } }`, {
      input: { id: tag.id, _version: tag._version, name: `Renamed ${tag.name}` },
    });
    const after = await asAdmin(`query($id: ID!) { getProduct(id: $id) { searchField _version } }`, { id: product.id });
    expect(after.data?.getProduct).toEqual({
      searchField: `tagged renamed ${tag.name.toLowerCase()}`,
      _version: product._version + 1,
    });
  });
});

describe('categories', () => {
  it("refuses a blank name with 'Category name is required'", async () => {
    expect(fieldErrors(await asAdmin(createCategoryMutation, { input: { name: ' ' } }))).toEqual({
      name: 'Category name is required',
    });
  });

  it.each([
    ['Foundation Phase', 'foundation-phase'],
    ['  Grade 10 — Maths & Science!! ', 'grade-10-maths-science'],
    ['Afrikaans Huistaal: Graad R', 'afrikaans-huistaal-graad-r'],
  ])('derives the read-only slug of %j', async (name, slug) => {
    const created = await asAdmin(createCategoryMutation, { input: { name, slug: 'chosen-by-client' } });
    expect(created.data?.createProductCategory).toMatchObject({ name: name.trim(), slug });
  });

  it('accepts grades R and 1 to 12 only', async () => {
    expect(
      (await asAdmin(createCategoryMutation, { input: { name: 'Grade R', grade: 'R' } })).data?.createProductCategory
        .grade,
    ).toBe('R');
    expect(
      (await asAdmin(createCategoryMutation, { input: { name: 'Grade 12', grade: '12' } })).data?.createProductCategory
        .grade,
    ).toBe('12');
    expect(fieldErrors(await asAdmin(createCategoryMutation, { input: { name: 'Grade 13', grade: '13' } }))).toEqual({
      grade: m.gradeInvalid,
    });
  });

  it('needs an existing parent and refuses a loop', async () => {
    expect(fieldErrors(await asAdmin(createCategoryMutation, { input: { name: 'Orphan', parentId: uuid() } }))).toEqual(
      { parentId: m.parentNotFound },
    );
    const top = (await asAdmin(createCategoryMutation, { input: { name: 'Top' } })).data?.createProductCategory;
    const middle = (await asAdmin(createCategoryMutation, { input: { name: 'Middle', parentId: top.id } })).data
      ?.createProductCategory;
    const leaf = (await asAdmin(createCategoryMutation, { input: { name: 'Leaf', parentId: middle.id } })).data
      ?.createProductCategory;
    expect(leaf.parentId).toBe(middle.id);
    expect(
      fieldErrors(
        await asAdmin(updateCategoryMutation, { input: { id: top.id, _version: top._version, parentId: leaf.id } }),
      ),
    ).toEqual({ parentId: m.parentCycle });
    expect(
      fieldErrors(
        await asAdmin(updateCategoryMutation, { input: { id: top.id, _version: top._version, parentId: top.id } }),
      ),
    ).toEqual({ parentId: m.parentCycle });
    const renamed = await asAdmin(updateCategoryMutation, {
      input: { id: middle.id, _version: middle._version, name: 'Middle Renamed' },
    });
    expect(renamed.data?.updateProductCategory).toMatchObject({ slug: 'middle-renamed', parentId: top.id });
  });
});
