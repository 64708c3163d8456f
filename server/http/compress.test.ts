import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, compressibleStream, isCompressible, sendCompressible, varyOnEncoding } from './compress.ts';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['br;q=0.1, gzip;q=1.0', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
    [undefined, []],
  ] as const)('%s → %j', (header, expected) => expect(acceptedEncodings(header)).toEqual(expected));
});

describe('isCompressible', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/graphql-response+json; charset=utf-8', true],
    ['text/csv; charset=utf-8', true],
    ['text/calendar; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/javascript; charset=utf-8', true],
    ['image/jpeg', false],
    ['image/png', false],
    ['application/pdf', false],
    ['font/woff2', false],
    [undefined, false],
  ] as const)('%s → %s', (type, expected) => expect(isCompressible(type)).toBe(expected));
});

it('adds Accept-Encoding to Vary once', () => {
  expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
  expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
  expect(varyOnEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
});

describe('on the wire', () => {
  const big = 'lesson plan '.repeat(400);
  let base = '';
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const size = Number(url.searchParams.get('size'));
    const text = 'x'.repeat(size);
    if (url.pathname === '/stream') {
      const out = compressibleStream(req, res, 200, { 'content-type': 'text/csv; charset=utf-8' });
      // Written in small pieces, as the CSV writer does.
      for (let at = 0; at < text.length; at += 100) out.write(text.slice(at, at + 100));
      out.end();
      return;
    }
    void sendCompressible(
      req,
      res,
      200,
      { 'content-type': url.searchParams.get('type') ?? 'text/plain' },
      size ? text : big,
    );
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw answer: Node's fetch would decode it. */
  async function raw(path: string, acceptEncoding: string) {
    const { request } = await import('node:http');
    return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends brotli, then gzip, then the bytes, by Accept-Encoding', async () => {
    const br = await raw('/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    const gz = await raw('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(big);
    const plain = await raw('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });

  it('sends under 1 KB, and kinds compressed already, as they are', async () => {
    const small = await raw('/?size=1000', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBe(1000);
    const image = await raw('/?size=5000&type=image/jpeg', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it('streams a long body compressed and a short one as it is', async () => {
    const long = await raw('/stream?size=5000', 'br, gzip');
    expect(long.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(long.body).toString()).toBe('x'.repeat(5000));
    const gz = await raw('/stream?size=5000', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe('x'.repeat(5000));
    const short = await raw('/stream?size=300', 'br');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers.vary).toBe('Accept-Encoding');
    expect(short.body.toString()).toBe('x'.repeat(300));
  });
});
