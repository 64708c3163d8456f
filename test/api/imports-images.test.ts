/**
 * Bulk import of product images (issue 13): files matched to products by name (`<product id>.png`,
 * `<product id>-2.jpg`), re-encoded as uploads are (800 px, JPEG), appended to the product's thumbnails; unmatched
 * and non-image files invalid; an image already attached skipped, so a second run adds nothing.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gql, newTeacher, serverUrl } from '../helpers/api.ts';
import { pngOf } from './catalogue-fixtures.ts';
import { admin, applyImport, postImport, report } from './imports-helpers.ts';
import { createProduct } from './shop-helpers.ts';

async function thumbnailsOf(id: string): Promise<string[]> {
  const answer = await gql(
    `query($id: ID!) { getProduct(id: $id) { thumbnails } }`,
    { id },
    {
      token: (await admin()).accessToken,
    },
  );
  return answer.data?.getProduct.thumbnails as string[];
}

describe('product images import', () => {
  it('matches, re-encodes and appends; unmatched and non-images are invalid; a second run adds nothing', async () => {
    const product = await createProduct({ thumbnails: [] });
    const other = await createProduct({ thumbnails: [] });
    const big = await pngOf(1600, 900);
    const parts = [
      { field: 'files', name: `${product.id}.png`, content: big, type: 'image/png' },
      { field: 'files', name: `${product.id}-2.png`, content: await pngOf(300, 300), type: 'image/png' },
      { field: 'files', name: `${other.id}.png`, content: await pngOf(40, 40), type: 'image/png' },
      { field: 'files', name: 'no-such-product.png', content: await pngOf(40, 40), type: 'image/png' },
      { field: 'files', name: `${other.id}-3.png`, content: 'not an image at all', type: 'image/png' },
    ];

    const preview = await postImport('product-images', parts);
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ rows: 5, new: 3, skipped: 0, invalid: 2 });
    expect(preview.body.rows[0]).toEqual({
      line: 1,
      status: 'new',
      message: null,
      values: { file: `${product.id}.png`, product: product.id, title: product.title },
    });
    expect(preview.body.errors).toEqual([
      {
        line: 4,
        message: 'No product matches no-such-product.png (name the file <product id>.jpg or <product id>-2.jpg)',
      },
      { line: 5, message: `${other.id}-3.png is not a PNG, JPEG, GIF, BMP or WebP image` },
    ]);
    expect(await thumbnailsOf(product.id)).toEqual([]);

    const job = await applyImport('product-images', parts);
    expect(job).toMatchObject({ state: 'done', processed: 5, total: 5 });
    expect(job.counts).toEqual({ rows: 5, created: 3, skipped: 0, invalid: 2 });
    const thumbnails = await thumbnailsOf(product.id);
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]).toMatch(new RegExp(`^Products/${product.id}/\\d+-${product.id}\\.jpg$`));
    const stored = await fetch(`${serverUrl()}/files/${thumbnails[0]}`);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 450]);
    expect(await thumbnailsOf(other.id)).toHaveLength(1);
    expect((await report(job)).slice(4)).toEqual([
      ['4', 'invalid', 'No product matches no-such-product.png (name the file <product id>.jpg or <product id>-2.jpg)'],
      ['5', 'invalid', `${other.id}-3.png is not a PNG, JPEG, GIF, BMP or WebP image`],
    ]);

    const again = await applyImport('product-images', parts);
    expect(again.counts).toEqual({ rows: 5, created: 0, skipped: 3, invalid: 2 });
    expect(await thumbnailsOf(product.id)).toEqual(thumbnails);
  });

  it('is for admins only', async () => {
    const teacher = await newTeacher();
    const parts = [{ field: 'files', name: 'x.png', content: await pngOf(10, 10), type: 'image/png' }];
    expect((await postImport('product-images', parts, { token: teacher.accessToken })).status).toBe(403);
    expect((await postImport('product-images', parts, { token: '' })).status).toBe(401);
  });

  it('refuses an image over the upload limit with 413', async () => {
    const product = await createProduct({ thumbnails: [] });
    const huge = Buffer.alloc(11 * 1024 * 1024, 1);
    const answer = await postImport('product-images', [
      { field: 'files', name: `${product.id}.png`, content: huge, type: 'image/png' },
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe('The file is too large. Each image may be at most 10 MB.');
  });
});
