/**
 * Probes from the security review of the file routes: a key must be judged and opened as the same path, so
 * traversal forms (`..%2F`, `%2e%2e%2f`, encoded separators) never reach a private folder through a public one.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { createUrlSigner } from '../../server/auth/signed-urls.ts';
import { gql, newTeacher, serverUrl, uuid } from '../helpers/api.ts';
import { admin, contentOf, createProduct, pdfBytes, pngOf, upload, uploadAsAdmin } from './catalogue-fixtures.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends the path exactly as written: fetch and URL would resolve `..` segments before they leave the client. */
function rawGet(path: string, token?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(serverUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The ways the probe reached `{private key}` through a public folder's prefix. */
function traversalsTo(key: string): string[] {
  return [
    `/files/Products/..%2F${key}`,
    `/files/Products%2F..%2F${key}`,
    `/files/Products/%2e%2e%2f${key}`,
    `/files/Products/%2E%2E%2F${key}`,
    `/files/Schools/x/..%2F..%2F${key}`,
    `/files/Products/..%5C${key}`,
    `/files/Products/..\\${key}`,
    `/files/Products/.%2F..%2F${key}`,
    `/files/Communications//..%2F${key}`,
  ];
}

async function paidContentFile(): Promise<string> {
  const product = await createProduct({ title: `Paid ${uuid()}`, price: 120 });
  const content = await contentOf(product.id);
  return uploadAsAdmin(`ProductsContent/${content.id}`, 'answers.pdf', pdfBytes());
}

describe('traversal to a private folder through a public prefix', () => {
  it('never serves paid content to someone who has not bought it, anonymous or signed in', async () => {
    const key = await paidContentFile();
    const stranger = await newTeacher();
    for (const path of traversalsTo(key)) {
      for (const token of [undefined, stranger.accessToken]) {
        const response = await rawGet(path, token);
        expect([400, 404], `${path} ${token ? 'as a teacher' : 'anonymously'}`).toContain(response.status);
        expect(response.body.toString('latin1')).not.toContain('%PDF-');
      }
    }
  });

  it("never serves a teacher's own editor image to another teacher or to anyone anonymous", async () => {
    const owner = await newTeacher();
    const stranger = await newTeacher();
    const uploaded = await upload(
      `Editor/${owner.user.id}/lesson`,
      'private.png',
      await pngOf(10, 10),
      owner.accessToken,
    );
    expect(uploaded.status).toBe(201);
    const key = uploaded.body.key ?? '';
    for (const path of traversalsTo(key)) {
      for (const token of [undefined, stranger.accessToken]) {
        expect([400, 404], `${path} ${token ? 'as a teacher' : 'anonymously'}`).toContain(
          (await rawGet(path, token)).status,
        );
      }
    }
    expect((await rawGet(`/files/${key}`, owner.accessToken)).status).toBe(200);
  });

  it('refuses dot segments, empty segments and NUL even where they would stay inside a readable folder', async () => {
    const product = await createProduct({ title: `Dots ${uuid()}` });
    const key = await uploadAsAdmin(`Products/${product.id}`, 'cover.png', await pngOf(20, 20));
    const [folder, id, name] = key.split('/');
    expect((await rawGet(`/files/${key}`)).status).toBe(200);
    for (const path of [
      `/files/${folder}/./${id}/${name}`,
      `/files/${folder}//${id}/${name}`,
      `/files/${folder}/${id}/x/../${name}`,
      `/files/${key}%00`,
      `/files/${folder}%2F${id}/${name}`,
    ]) {
      expect([400, 404], path).toContain((await rawGet(path)).status);
    }
  });
});

describe('headers of what is served', () => {
  it('serves a private file private and uncached, and a PDF followed by HTML as an attachment, never inline', async () => {
    const product = await createProduct({ title: `Polyglot ${uuid()}` });
    const content = await contentOf(product.id);
    const polyglot = Buffer.concat([pdfBytes(), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const key = await uploadAsAdmin(`ProductsContent/${content.id}`, 'notice.pdf', polyglot);
    const response = await rawGet(`/files/${key}`, (await admin()).accessToken);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a public image inline, cached, in a sandbox', async () => {
    const product = await createProduct({ title: `Inline ${uuid()}` });
    const key = await uploadAsAdmin(`Products/${product.id}`, 'cover.png', await pngOf(20, 20));
    const response = await rawGet(`/files/${key}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

interface FileLink {
  key: string;
  url: string | null;
  expiresAt: number | null;
}

async function fileLinks(keys: string[], token: string): Promise<FileLink[]> {
  const response = await gql(
    'query($keys: [String!]!) { fileLinks(keys: $keys) { key url expiresAt } }',
    { keys },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.fileLinks as FileLink[];
}

/** The link with one query parameter changed. */
function altered(url: string, name: string, value: string): string {
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${path}?${params}`;
}

describe('links that open a private file without headers', () => {
  it('no longer reads an access token in the query', async () => {
    const key = await paidContentFile();
    expect((await rawGet(`/files/${key}?access_token=${encodeURIComponent((await admin()).accessToken)}`)).status).toBe(
      401,
    );
  });

  it('gives a signed link to whoever may read the file, and none to whoever may not', async () => {
    const key = await paidContentFile();
    const session = await admin();
    const [link] = await fileLinks([key], session.accessToken);
    expect(link?.url).toMatch(/^\/files\/ProductsContent\/.+\?uid=.+&exp=\d+&sig=.+$/);
    expect(link?.url).not.toContain(session.accessToken);
    expect(link?.expiresAt).toBeGreaterThan(Date.now());
    expect(link?.expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    const opened = await rawGet(link?.url ?? '');
    expect(opened.status).toBe(200);
    expect(opened.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const stranger = await newTeacher();
    expect(await fileLinks([key], stranger.accessToken)).toEqual([{ key, url: null, expiresAt: null }]);
    expect((await gql('query { fileLinks(keys: ["x"]) { url } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a signed link for another file, altered, or past its expiry', async () => {
    const key = await paidContentFile();
    const other = await paidContentFile();
    const session = await admin();
    const url = (await fileLinks([key], session.accessToken))[0]?.url ?? '';
    const query = url.slice(url.indexOf('?'));
    const stranger = await newTeacher();

    expect((await rawGet(`/files/${other}${query}`)).status).toBe(401);
    expect((await rawGet(altered(url, 'uid', stranger.user.id))).status).toBe(401);
    expect((await rawGet(altered(url, 'exp', String(Math.floor(Date.now() / 1000) + 86400)))).status).toBe(401);
    expect((await rawGet(altered(url, 'sig', 'A'.repeat(43)))).status).toBe(401);
    expect((await rawGet(`/files/Products/..%2F${key}${query}`)).status).toBe(404);

    // Signed with the server's own secret (JWT_SECRET, test/helpers/global-server.ts), but ten minutes ago: expired.
    const secret = inject('jwtSecret');
    const stale = createUrlSigner(new TextEncoder().encode(secret)).sign(
      `/files/${key}`,
      session.user.id,
      Date.now() - 10 * 60 * 1000,
    );
    expect((await rawGet(stale.url)).status).toBe(401);
    const fresh = createUrlSigner(new TextEncoder().encode(secret)).sign(`/files/${key}`, session.user.id);
    expect((await rawGet(fresh.url)).status).toBe(200);
  });

  it("loads a teacher's private editor image through that teacher's link, never cached", async () => {
    const owner = await newTeacher();
    const uploaded = await upload(`Editor/${owner.user.id}/lesson`, 'mine.png', await pngOf(10, 10), owner.accessToken);
    const key = uploaded.body.key ?? '';
    const [link] = await fileLinks([key], owner.accessToken);
    expect((await rawGet(link?.url ?? '')).status).toBe(200);
    expect((await rawGet(link?.url ?? '')).headers['cache-control']).toBe('private, no-store');
  });

  it('gives public files their plain address, which does not expire', async () => {
    const product = await createProduct({ title: `Plain ${uuid()}` });
    const key = await uploadAsAdmin(`Products/${product.id}`, 'cover.png', await pngOf(20, 20));
    const teacher = await newTeacher();
    expect(await fileLinks([key], teacher.accessToken)).toEqual([{ key, url: `/files/${key}`, expiresAt: null }]);
  });
});
