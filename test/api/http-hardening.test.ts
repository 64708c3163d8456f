/**
 * Compression, caching and security headers (issue 14, points 3 and 4). On the shared test server (development
 * settings): GraphQL answers over 1 KB compressed by Accept-Encoding, field suggestions in errors, the headers on
 * every answer, no HSTS for a client's own X-Forwarded-Proto. On production servers this file starts (on a fresh
 * embedded database, or on DATABASE_URL's PostgreSQL, already migrated by the shared server), serving a small web
 * build made here and compressed as the real build is: the build's .br and .gz by Accept-Encoding, a file of a
 * text kind compressed, no suggestions (HTTP and WebSocket), the IDE off unless GRAPHQL_IDE=true, introspection off
 * unless GRAPHQL_INTROSPECTION=true (issue 25), HSTS from a trusted proxy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { precompressDirectory } from '../../scripts/precompress.ts';
import { startServer, type RunningServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { storeNewFile } from '../../server/files/records.ts';
import { serverUrl } from '../helpers/api.ts';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent (fetch would decode them). */
function raw(
  url: string,
  headers: Record<string, string> = {},
  options: { method?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
}

const postGraphQL = (base: string, query: string, variables: Record<string, unknown>, encoding: string) =>
  raw(
    `${base}/graphql`,
    { 'content-type': 'application/json', 'accept-encoding': encoding },
    { method: 'POST', body: JSON.stringify({ query, variables }) },
  );

const bigQuery = '{ listProducts(limit: 30) { items { id title description price thumbnails } } }';
const misspelt = '{ listProductz { items { id } } }';
const badEnum =
  'query($g: RevenueGrouping!) { revenueReport(from: "2026-01-01", to: "2026-02-01", groupBy: $g) { __typename } }';

function expectSecurityHeaders(headers: IncomingHttpHeaders): void {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toMatch(/form-action 'self' https:\/\/[^ ;]+payfast\.co\.za/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('the shared server (development settings)', () => {
  it('compresses a GraphQL answer over 1 KB by Accept-Encoding, and not one under 1 KB', async () => {
    const plain = await postGraphQL(serverUrl(), bigQuery, {}, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const expected = JSON.parse(plain.body.toString('utf8'));
    expect(expected.data.listProducts.items.length).toBeGreaterThan(0);

    const br = await postGraphQL(serverUrl(), bigQuery, {}, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decoded(br))).toEqual(expected);

    const gzip = await postGraphQL(serverUrl(), bigQuery, {}, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(expected);

    const small = await postGraphQL(serverUrl(), '{ __typename }', {}, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends the security headers on the site, a product page, the IDE address and the API', async () => {
    for (const path of ['/', '/product/no-such-product', '/app/planner']) {
      const page = await raw(`${serverUrl()}${path}`, { accept: 'text/html' });
      expectSecurityHeaders(page.headers);
    }
    const ide = await raw(`${serverUrl()}/graphql`, { accept: 'text/html' });
    expectSecurityHeaders(ide.headers);
    const api = await postGraphQL(serverUrl(), '{ __typename }', {}, 'identity');
    expectSecurityHeaders(api.headers);
  });

  it('sends no HSTS over plain HTTP, whatever X-Forwarded-Proto a client sends without a trusted proxy', async () => {
    const answer = await raw(`${serverUrl()}/`, { 'x-forwarded-proto': 'https' });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers introspection while developing (the IDE and codegen read the schema with it)', async () => {
    const answer = await postGraphQL(serverUrl(), '{ __type(name: "Product") { name } }', {}, 'identity');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __type: { name: 'Product' } } });
  });

  it('suggests field names in errors while developing', async () => {
    const answer = JSON.parse((await postGraphQL(serverUrl(), misspelt, {}, 'identity')).body.toString('utf8'));
    expect(answer.errors[0].message).toContain('Did you mean');
  });
});

const webDir = mkdtempSync(join(tmpdir(), 'classroom-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'classroom-production-'));
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body>${'<p>Classroom</p>'.repeat(100)}</body></html>`;
const mainScript = `export const words = ${JSON.stringify('lesson plan '.repeat(500))};\n`;
const legacyScript = `export const old = ${JSON.stringify('before compression '.repeat(200))};\n`;

/** A production server on this file's web build; the embedded database (if any) is kept for the next one. */
async function productionServer(extra: Record<string, string>): Promise<RunningServer> {
  const env = { ...process.env };
  delete env.GRAPHQL_IDE;
  return startServer(
    readConfig({
      ...env,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      PORT: '0',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      JWT_SECRET: 'http-hardening-test-secret-http-hardening-test-secret',
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: 'http-hardening-passphrase',
      TRUST_PROXY: '1',
      ...extra,
    }),
  );
}

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'graphiql.html'), `<!doctype html><title>GraphQL IDE</title>${' '.repeat(2000)}`);
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), mainScript);
  await precompressDirectory(webDir);
  // A file of a build made before compression: it has no .br or .gz.
  writeFileSync(join(webDir, 'assets', 'legacy-def456.js'), legacyScript);
});

afterAll(() => {
  rmSync(webDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await productionServer({});
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("serves the build's brotli, else gzip, else plain files, by Accept-Encoding, with their caching", async () => {
    const script = `${server.url}/assets/main-abc123.js`;
    const br = await raw(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(mainScript.length / 10);
    expect(decoded(br)).toBe(mainScript);

    const gzip = await raw(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(decoded(gzip)).toBe(mainScript);

    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await raw(script, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(mainScript));
      expect(plain.body.toString('utf8')).toBe(mainScript);
    }

    const page = await raw(`${server.url}/`, { 'accept-encoding': 'br', accept: 'text/html' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toBe(indexHtml);
    expectSecurityHeaders(page.headers);
  });

  it('serves a file of a build without compressed copies as it is', async () => {
    const legacy = await raw(`${server.url}/assets/legacy-def456.js`, { 'accept-encoding': 'br, gzip' });
    expect(legacy.status).toBe(200);
    expect(legacy.headers['content-encoding']).toBeUndefined();
    expect(legacy.body.toString('utf8')).toBe(legacyScript);
  });

  it('compresses the product preview page, with the security headers', async () => {
    const page = await raw(`${server.url}/product/no-such-product`, { 'accept-encoding': 'br', accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<p>Classroom</p>');
    expectSecurityHeaders(page.headers);
  });

  it('compresses a stored file of a text kind over 1 KB, but not a range of it nor an image', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
    const key = await storeNewFile(
      server.app,
      'Products/http-hardening',
      'diagram.svg',
      { contentType: 'image/svg+xml', size: svg.length, ownerId: null },
      Buffer.from(svg),
    );
    const address = `${server.url}/files/${key}`;
    const br = await raw(address, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(decoded(br)).toBe(svg);
    const plain = await raw(address, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(svg);
    const part = await raw(address, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.toString('utf8')).toBe(svg.slice(0, 10));

    const jpegKey = await storeNewFile(
      server.app,
      'Products/http-hardening',
      'photo.jpg',
      { contentType: 'image/jpeg', size: 4096, ownerId: null },
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4092, 1)]),
    );
    const jpeg = await raw(`${server.url}/files/${jpegKey}`, { 'accept-encoding': 'br, gzip' });
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-encoding']).toBeUndefined();
    expect(jpeg.body.length).toBe(4096);
  });

  it('gives no field suggestions in errors, over HTTP and WebSocket', async () => {
    const field = JSON.parse((await postGraphQL(server.url, misspelt, {}, 'identity')).body.toString('utf8'));
    expect(field.errors[0].message).toBe('Cannot query field "listProductz" on type "Query".');
    const value = JSON.parse(
      (await postGraphQL(server.url, badEnum, { g: 'PRODUCTT' }, 'identity')).body.toString('utf8'),
    );
    expect(value.errors[0].message).toContain('PRODUCTT');
    expect(value.errors[0].message).not.toContain('Did you mean');

    const client = createClient({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket });
    try {
      const errors = await new Promise<readonly { message: string }[]>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { onCreateProdct { id } }' },
          {
            next: () => reject(new Error('no data expected')),
            error: (error) => resolve(error as never),
            complete: () => resolve([]),
          },
        );
      });
      expect(errors[0]?.message).toContain('onCreateProdct');
      expect(errors[0]?.message).not.toContain('Did you mean');
    } finally {
      await client.dispose();
    }
  });

  it('refuses introspection (__schema, __type) with a clear error, and still answers __typename', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Product") { name } }']) {
      const answer = await postGraphQL(server.url, query, {}, 'identity');
      expect(answer.status).toBe(400);
      const body = JSON.parse(answer.body.toString('utf8'));
      expect(body.data).toBeUndefined();
      expect(body.errors[0].message).toBe(
        'Introspection (__schema, __type) is off on this server; GRAPHQL_INTROSPECTION=true turns it on.',
      );
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const typename = await postGraphQL(server.url, '{ __typename }', {}, 'identity');
    expect(JSON.parse(typename.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses introspection over WebSocket too', async () => {
    const client = createClient({ url: `${server.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket });
    try {
      const errors = await new Promise<readonly { message: string }[]>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { __schema { queryType { name } } }' },
          {
            next: () => reject(new Error('no data expected')),
            error: (error) => resolve(error as never),
            complete: () => resolve([]),
          },
        );
      });
      expect(errors.map((error) => error.message)).toContain(
        'Introspection (__schema, __type) is off on this server; GRAPHQL_INTROSPECTION=true turns it on.',
      );
    } finally {
      await client.dispose();
    }
  });

  it('gives a browser at /graphql what any client gets: the IDE is off', async () => {
    const answer = await raw(`${server.url}/graphql`, { accept: 'text/html' });
    expect(answer.headers['content-type']).not.toContain('text/html');
    expect(answer.status).toBe(400);
    expect(answer.body.toString('utf8')).not.toContain('GraphQL IDE');
    expectSecurityHeaders(answer.headers);
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS', async () => {
    const https = await raw(`${server.url}/`, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await raw(`${server.url}/`, { 'x-forwarded-proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a production server with GRAPHQL_IDE=true, GRAPHQL_INTROSPECTION=true and an https public address', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await productionServer({
      GRAPHQL_IDE: 'true',
      GRAPHQL_INTROSPECTION: 'true',
      PUBLIC_URL: 'https://classroom.example',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the IDE to a browser, with the security headers and HSTS', async () => {
    const answer = await raw(`${server.url}/graphql`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(answer)).toContain('GraphQL IDE');
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['content-security-policy']).toContain('wss://classroom.example');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('answers introspection, which the IDE reads the schema with', async () => {
    const answer = await postGraphQL(server.url, '{ __schema { queryType { name } } }', {}, 'identity');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
