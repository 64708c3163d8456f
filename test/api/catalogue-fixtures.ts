/** Shared steps of the catalogue and files API tests: admin sessions, fresh products, uploads, the storage folder. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Product, ProductContent } from '../../server/generated/graphql.ts';
import { gql, serverUrl, signIn, uuid, type Session } from '../helpers/api.ts';

let adminSession: Promise<Session> | undefined;
export const admin = (): Promise<Session> => (adminSession ??= signIn('admin@example.com'));

export const productFields = `id title type price discountPercentage featured physical subscriptionProduct eCommerceProduct
  publishDate thumbnails tags categoryId searchField questions { type label items required } _version`;

/** A product as `productFields` selects it; the title is required, so every product has one. */
export type ProductAnswer = { title: string } & Pick<
  Product,
  | 'id'
  | 'type'
  | 'price'
  | 'discountPercentage'
  | 'featured'
  | 'physical'
  | 'subscriptionProduct'
  | 'eCommerceProduct'
  | 'publishDate'
  | 'thumbnails'
  | 'tags'
  | 'categoryId'
  | 'searchField'
  | 'questions'
  | '_version'
>;

export type ContentAnswer = Pick<ProductContent, 'id' | 'productId' | 'fileKeys' | 'urls' | '_version'>;

export async function createProduct(input: Record<string, unknown> = {}): Promise<ProductAnswer> {
  const { accessToken } = await admin();
  const response = await gql<{ createProduct: ProductAnswer }>(
    `mutation($input: CreateProductInput!) { createProduct(input: $input) { ${productFields} } }`,
    {
      input: {
        title: `Product ${uuid()}`,
        publishDate: new Date().toISOString(),
        price: 100,
        eCommerceProduct: true,
        ...input,
      },
    },
    { token: accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createProduct;
}

export async function contentOf(productId: string): Promise<ContentAnswer> {
  const { accessToken } = await admin();
  const response = await gql<{ listProductContents: { items: ContentAnswer[] } }>(
    `query($id: ID!) { listProductContents(filter: { productId: { eq: $id } }) { items { id productId fileKeys urls _version } } }`,
    { id: productId },
    { token: accessToken },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.listProductContents.items[0];
}

export async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A minimal valid one-page PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

export interface UploadResult {
  status: number;
  body: {
    key?: string;
    contentType?: string;
    size?: number;
    errors?: { message: string; extensions: { code: string } }[];
  };
}

export async function upload(folder: string, fileName: string, data: Buffer, token?: string): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const response = await fetch(`${serverUrl()}/files/${folder}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as UploadResult['body'] };
}

export async function uploadAsAdmin(folder: string, fileName: string, data: Buffer): Promise<string> {
  const { accessToken } = await admin();
  const result = await upload(folder, fileName, data, accessToken);
  expect(result.status).toBe(201);
  return result.body.key ?? '';
}

export async function fetchFile(
  key: string,
  init: { token?: string; headers?: Record<string, string>; query?: string } = {},
): Promise<Response> {
  return fetch(`${serverUrl()}/files/${key}${init.query ?? ''}`, {
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });
}

/**
 * The test server's storage folder (DATA_DIR/files): the temporary data folder the global setup made, found by a
 * key only this run has stored.
 */
export function storageRootHolding(key: string): string {
  const candidates = readdirSync(tmpdir())
    .filter((name) => name.startsWith('classroom-test-'))
    .map((name) => join(tmpdir(), name, 'files'))
    .filter((root) => existsSync(join(root, key)));
  expect(candidates).toHaveLength(1);
  return candidates[0];
}

/** Every file below a folder of the storage (empty when the folder is gone). */
export function filesUnder(root: string, folder: string): string[] {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const child = join(path, entry);
      if (statSync(child).isDirectory()) walk(child);
      else found.push(child);
    }
  };
  walk(start);
  return found;
}
