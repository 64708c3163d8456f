/**
 * An upload with more files than the route takes answers 413 at once (issue 25, point 5): each multipart route
 * (POST /files/{folder}, one file; /imports/users and /imports/orders, one CSV; /imports/product-images, at most
 * 200 images). The rest of the body is read and dropped, so that the client gets the answer, never a reset or no
 * answer at all (the second file of a hanging upload was a megabyte here).
 */
import { describe, expect, it } from 'vitest';
import { serverUrl, uuid } from '../helpers/api.ts';
import { admin, pdfBytes, pngOf } from './catalogue-fixtures.ts';

interface Part {
  field: string;
  name: string;
  data: Buffer;
}

async function post(path: string, parts: Part[]): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.data)]), part.name);
  const response = await fetch(`${serverUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${(await admin()).accessToken}` },
    body: form,
    // A route that never answers fails here instead of at the test's timeout.
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.json() };
}

const refused = (message: string) => ({
  error: { code: 'PAYLOAD_TOO_LARGE', message },
  errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
});

const csv = Buffer.from('email;title;name;surname;phone;province;language;school\n');
const large = Buffer.alloc(1024 * 1024, 'a');

describe('more files than a route takes', () => {
  it('POST /files/{folder} with two files answers 413 and stores nothing', async () => {
    const folder = `ProductsContent/${uuid()}`;
    const answer = await post(`/files/${folder}`, [
      { field: 'file', name: 'one.pdf', data: pdfBytes() },
      { field: 'file', name: 'two.pdf', data: Buffer.concat([pdfBytes(), large]) },
    ]);
    expect(answer).toEqual({ status: 413, body: refused('Send one file at a time.') });
  });

  it.each(['users', 'orders'])('POST /imports/%s with two files answers 413', async (kind) => {
    const answer = await post(`/imports/${kind}`, [
      { field: 'file', name: 'one.csv', data: csv },
      { field: 'file', name: 'two.csv', data: Buffer.concat([csv, large]) },
    ]);
    expect(answer).toEqual({ status: 413, body: refused('Send one file at a time.') });
  });

  it('POST /imports/product-images with 201 images answers 413', async () => {
    const png = await pngOf(2, 2);
    const parts = Array.from({ length: 201 }, (_, index) => ({ field: 'files', name: `${index}.png`, data: png }));
    const answer = await post('/imports/product-images', parts);
    expect(answer).toEqual({ status: 413, body: refused('Send at most 200 files at once.') });
  });

  it('one file still goes through', async () => {
    const answer = await post(`/files/ProductsContent/${uuid()}`, [
      { field: 'file', name: 'one.pdf', data: pdfBytes() },
    ]);
    expect(answer.status).toBe(201);
  });
});
