import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/api.ts';
import { admin, fieldErrors, ok, paragraph } from './templates-fixtures.ts';

const hostile = {
  script: [{ type: 'script', children: [{ text: 'alert(1)' }] }],
  link: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }] }],
  image: [{ type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', children: [{ text: '' }] }],
  property: [{ type: 'paragraph', onmouseover: 'alert(1)', children: [{ text: 'x' }] }],
};

const rich = [
  { type: 'heading-two', children: [{ text: 'About this resource' }] },
  {
    type: 'paragraph',
    align: 'justify',
    children: [
      { text: 'Worksheets for ', bold: true },
      { type: 'link', url: 'https://www.education.gov.za', children: [{ text: 'CAPS' }] },
      { text: '.' },
    ],
  },
  { type: 'image', url: '/files/Products/p1/1700000000-cover.png', width: 40, children: [{ text: '' }] },
];

const publishDate = new Date(Date.now() - 60_000).toISOString();

describe('every stored rich-text field is checked by the one schema', () => {
  it('refuses hostile product descriptions and accepts rich ones', async () => {
    const { accessToken } = await admin();
    const mutation = 'mutation($input: CreateProductInput!) { createProduct(input: $input) { id description } }';
    const base = { title: 'Rich text product', price: 10, publishDate, eCommerceProduct: true };
    for (const [name, description] of Object.entries(hostile)) {
      const errors = fieldErrors(await gql(mutation, { input: { ...base, description } }, { token: accessToken }));
      expect(errors.description, name).toMatch(/^Rich text is invalid at description\[0\]/);
    }
    const created = ok(
      await gql<{ createProduct: { description: unknown } }>(
        mutation,
        { input: { ...base, description: rich } },
        { token: accessToken },
      ),
    );
    expect(created.createProduct.description).toEqual(rich);
  });

  it('refuses hostile bundle descriptions', async () => {
    const { accessToken } = await admin();
    const products = ok(
      await gql<{ listProducts: { items: { id: string }[] } }>(
        '{ listProducts(limit: 2) { items { id } } }',
        {},
        { token: accessToken },
      ),
    );
    const input = {
      title: 'Rich text bundle',
      price: 20,
      publishDate,
      products: products.listProducts.items.map((product) => product.id),
      description: hostile.link,
    };
    const errors = fieldErrors(
      await gql(
        'mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id } }',
        { input },
        { token: accessToken },
      ),
    );
    expect(errors.description).toContain('a link url must start with http://, https:// or mailto:');
  });

  it('refuses hostile communication bodies and accepts rich ones', async () => {
    const { accessToken } = await admin();
    const mutation = 'mutation($input: CreateCommunicationInput!) { createCommunication(input: $input) { id body } }';
    const base = { subject: 'Rich text news', sendTo: ['ALL'], show: ['SUBJECT', 'BODY'], publishDate };
    const errors = fieldErrors(
      await gql(mutation, { input: { ...base, body: hostile.image } }, { token: accessToken }),
    );
    expect(errors.body).toContain('an image url must be a stored file');
    const created = ok(
      await gql<{ createCommunication: { body: unknown } }>(
        mutation,
        { input: { ...base, body: paragraph('Hello teachers') } },
        { token: accessToken },
      ),
    );
    expect(created.createCommunication.body).toEqual(paragraph('Hello teachers'));
  });
});
