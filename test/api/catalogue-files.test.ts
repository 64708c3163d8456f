/** Stored files of the catalogue: no orphans after delete, copies on duplicate, Check Content. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gql, uuid } from '../helpers/api.ts';
import {
  admin,
  contentOf,
  createProduct,
  fetchFile,
  filesUnder,
  pdfBytes,
  pngOf,
  productFields,
  storageRootHolding,
  uploadAsAdmin,
} from './catalogue-fixtures.ts';

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const response = await gql(query, variables, { token: (await admin()).accessToken });
  expect(response.errors).toBeUndefined();
  return response.data as Record<string, any>;
}

/** A product with two thumbnails and a content file with a video, as the product dialog saves it. */
async function productWithFiles() {
  const product = await createProduct({ title: `Files ${uuid()}` });
  const thumbnails = [
    await uploadAsAdmin(`Products/${product.id}`, 'cover.png', await pngOf(900, 600)),
    await uploadAsAdmin(`Products/${product.id}`, 'inside.png', await pngOf(300, 300)),
  ];
  const content = await contentOf(product.id);
  const fileKey = await uploadAsAdmin(`ProductsContent/${content.id}`, 'worksheet.pdf', pdfBytes());
  const saved = await asAdmin(
    `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { ${productFields} } }`,
    {
      input: { id: product.id, _version: product._version, thumbnails },
    },
  );
  const savedContent = await asAdmin(
    `mutation($input: UpdateProductContentInput!) { updateProductContent(input: $input) { id fileKeys urls _version } }`,
    {
      input: { id: content.id, _version: content._version, fileKeys: [fileKey], urls: ['dQw4w9WgXcQ'] },
    },
  );
  return { product: saved.updateProduct, content: savedContent.updateProductContent, thumbnails, fileKey };
}

describe('deleting', () => {
  it('removes the product, its content record, thumbnails and content files: no orphan files', async () => {
    const { product, content, thumbnails } = await productWithFiles();
    const root = storageRootHolding(thumbnails[0]);
    // An image uploaded in the dialog but never saved to the product is removed too.
    await uploadAsAdmin(`Products/${product.id}`, 'unsaved.png', await pngOf(20, 20));
    expect(filesUnder(root, `Products/${product.id}`)).toHaveLength(3);
    expect(filesUnder(root, `ProductsContent/${content.id}`)).toHaveLength(1);

    await asAdmin(`mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { id _deleted } }`, {
      input: { id: product.id, _version: product._version },
    });

    expect(filesUnder(root, `Products/${product.id}`)).toEqual([]);
    expect(filesUnder(root, `ProductsContent/${content.id}`)).toEqual([]);
    expect((await fetchFile(thumbnails[0])).status).toBe(404);
    const contents = await asAdmin(
      `query($id: ID!) { listProductContents(filter: { productId: { eq: $id } }) { items { id } } }`,
      { id: product.id },
    );
    expect(contents.listProductContents.items).toEqual([]);
  });

  it('removes the files a save drops from a product or its content, and nothing outside their folders', async () => {
    const { product, content, thumbnails, fileKey } = await productWithFiles();
    const root = storageRootHolding(fileKey);
    const elsewhere = await uploadAsAdmin(`Products/${uuid()}`, 'elsewhere.png', await pngOf(20, 20));
    const saved = await asAdmin(
      `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { thumbnails _version } }`,
      {
        input: { id: product.id, _version: product._version, thumbnails: [thumbnails[1], elsewhere] },
      },
    );
    expect(saved.updateProduct.thumbnails).toEqual([thumbnails[1], elsewhere]);
    expect((await fetchFile(thumbnails[0])).status).toBe(404);
    await asAdmin(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
      input: { id: product.id, _version: saved.updateProduct._version, thumbnails: [thumbnails[1]] },
    });
    expect((await fetchFile(elsewhere)).status).toBe(200);

    await asAdmin(`mutation($input: UpdateProductContentInput!) { updateProductContent(input: $input) { id } }`, {
      input: { id: content.id, _version: content._version, fileKeys: [] },
    });
    expect(filesUnder(root, `ProductsContent/${content.id}`)).toEqual([]);
  });

  it('removes a bundle with its thumbnail files', async () => {
    const product = await createProduct();
    const bundle = (
      await asAdmin(
        `mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id _version } }`,
        {
          input: { title: 'Bundle with images', products: [product.id] },
        },
      )
    ).createProductBundle;
    const thumbnail = await uploadAsAdmin(
      `ProductBundles/${bundle.id}/Thumbnails`,
      'bundle.png',
      await pngOf(1200, 1200),
    );
    const root = storageRootHolding(thumbnail);
    const saved = (
      await asAdmin(`mutation($input: UpdateProductBundleInput!) { updateProductBundle(input: $input) { _version } }`, {
        input: { id: bundle.id, _version: bundle._version, thumbnails: [thumbnail] },
      })
    ).updateProductBundle;
    await asAdmin(`mutation($input: DeleteProductBundleInput!) { deleteProductBundle(input: $input) { id } }`, {
      input: { id: bundle.id, _version: saved._version },
    });
    expect(filesUnder(root, `ProductBundles/${bundle.id}`)).toEqual([]);
  });
});

describe('duplicating', () => {
  it('copies the product with copies of its thumbnails and content files under new keys', async () => {
    const { product, thumbnails, fileKey } = await productWithFiles();
    const copy = (
      await asAdmin(`mutation($id: ID!) { duplicateProduct(id: $id) { ${productFields} } }`, { id: product.id })
    ).duplicateProduct;
    expect(copy.id).not.toBe(product.id);
    expect(copy.title).toBe(`${product.title} - COPY`);
    expect(copy.searchField).toBe(`${product.title.toLowerCase()} - copy`);
    expect(copy.thumbnails).toHaveLength(2);
    copy.thumbnails.forEach((key: string, index: number) => {
      expect(key).toMatch(new RegExp(`^Products/${copy.id}/\\d+-${thumbnails[index].split('-').pop()}$`));
    });
    const copyContent = await contentOf(copy.id);
    expect(copyContent.urls).toEqual(['dQw4w9WgXcQ']);
    expect(copyContent.fileKeys).toHaveLength(1);
    const copiedKey = copyContent.fileKeys![0];
    expect(copiedKey).toMatch(new RegExp(`^ProductsContent/${copyContent.id}/\\d+-worksheet\\.pdf$`));

    const { accessToken } = await admin();
    const original = Buffer.from(await (await fetchFile(fileKey, { token: accessToken })).arrayBuffer());
    const copied = Buffer.from(await (await fetchFile(copiedKey, { token: accessToken })).arrayBuffer());
    expect(copied.equals(original)).toBe(true);

    // The copy's files are its own: deleting the original leaves them.
    await asAdmin(`mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { id } }`, {
      input: { id: product.id, _version: product._version },
    });
    expect((await fetchFile(copy.thumbnails[0])).status).toBe(200);
    expect((await fetchFile(copiedKey, { token: accessToken })).status).toBe(200);
  });

  it("copies a bundle with ' - COPY' and no thumbnails", async () => {
    const product = await createProduct();
    const bundle = (
      await asAdmin(`mutation($input: CreateProductBundleInput!) { createProductBundle(input: $input) { id } }`, {
        input: {
          title: 'Term Pack',
          products: [product.id],
          price: 99,
          thumbnails: ['ProductBundles/x/Thumbnails/1-a.jpg'],
        },
      })
    ).createProductBundle;
    const copy = (
      await asAdmin(
        `mutation($id: ID!) { duplicateProductBundle(id: $id) { id title thumbnails products price searchField } }`,
        { id: bundle.id },
      )
    ).duplicateProductBundle;
    expect(copy).toMatchObject({
      title: 'Term Pack - COPY',
      thumbnails: [],
      products: [product.id],
      price: 99,
      searchField: 'term pack - copy',
    });
    expect(copy.id).not.toBe(bundle.id);
  });
});

describe('Check Content', () => {
  it('reports the products whose files are missing from storage', async () => {
    const complete = await productWithFiles();
    const broken = await productWithFiles();
    const root = storageRootHolding(broken.fileKey);
    rmSync(join(root, broken.fileKey));
    const result = await asAdmin(
      `query($ids: [ID!]!) { checkProductContent(productIds: $ids) { productId title missingFiles } }`,
      {
        ids: [complete.product.id, broken.product.id],
      },
    );
    expect(result.checkProductContent).toEqual([
      { productId: broken.product.id, title: broken.product.title, missingFiles: [broken.fileKey] },
    ]);
  });
});
