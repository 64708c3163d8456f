/**
 * The S3 storage against a small in-process stand-in for an S3-compatible server, which checks each request's
 * signature the way S3 does (recomputing it from what arrived on the wire) and keeps objects in memory. There is
 * no real S3 server here; the signer itself is checked against AWS's published examples in sigv4.test.ts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './factory.ts';
import { s3Storage } from './s3.ts';
import { sha256Hex, signRequest } from './sigv4.ts';
import type { FileStorage } from './storage.ts';

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' };
const region = 'af-south-1';

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Verifies the signature: the same signer over the received method, path, query and signed headers. */
function signatureValid(req: IncomingMessage, body: Buffer): boolean {
  const authorization = req.headers.authorization ?? '';
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
  const stamp = String(req.headers['x-amz-date']);
  const now = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const headers: Record<string, string> = {};
  for (const name of signedNames) {
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) headers[name] = String(req.headers[name]);
  }
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body)) return false;
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const expected = signRequest({ method: req.method ?? 'GET', url, headers, payloadHash, region, now }, credentials);
  return expected.headers.authorization === authorization;
}

describe('S3-compatible storage', () => {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  let server: Server;
  let storage: FileStorage;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        const body = await bodyOf(req);
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        seen.push(`${req.method} ${path}`);
        if (!signatureValid(req, body))
          return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        const object = objects.get(path);
        switch (req.method) {
          case 'PUT': {
            const source = req.headers['x-amz-copy-source'];
            if (typeof source === 'string') {
              const copied = objects.get(decodeURIComponent(source));
              if (!copied) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
              objects.set(path, copied);
              return res.writeHead(200).end('<CopyObjectResult></CopyObjectResult>');
            }
            objects.set(path, body);
            return res.writeHead(200).end();
          }
          case 'GET': {
            if (!object) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
            const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
            if (range) return res.writeHead(206).end(object.subarray(Number(range[1]), Number(range[2]) + 1));
            return res.writeHead(200).end(object);
          }
          case 'HEAD':
            if (!object) return res.writeHead(404).end();
            return res.writeHead(200, { 'content-length': object.length }).end();
          case 'DELETE':
            objects.delete(path);
            return res.writeHead(204).end();
          default:
            return res.writeHead(405).end();
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'classroom', region, ...credentials });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, reads, ranges, checks, copies and removes objects with signed requests', async () => {
    const key = 'Products/p-1/1700000000000-cover (1).jpg';
    await storage.put(key, Buffer.from('hello world'), 'image/jpeg');
    expect(objects.get(`/classroom/${key}`)?.toString()).toBe('hello world');
    expect((await storage.get(key))?.toString()).toBe('hello world');
    expect((await storage.get(key, { start: 0, end: 4 }))?.toString()).toBe('hello');
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect(await storage.exists(key)).toBe(true);

    const copy = 'Products/p-2/1700000000001-cover (1).jpg';
    await storage.copy(key, copy);
    expect((await storage.get(copy))?.toString()).toBe('hello world');

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key);
    expect(seen).toContain(`PUT /classroom/${copy}`);
  });

  it('sends nothing for a key the routes would refuse: the bucket opens exactly the key access was decided on', async () => {
    const before = seen.length;
    for (const key of ['Products/../ProductsContent/c/1-x.pdf', 'Products\\..\\x', 'Products//x']) {
      await expect(storage.get(key)).rejects.toThrow(/Unsafe file key/);
    }
    await expect(storage.copy('Products/p/1-x.png', 'Products/./p/2-x.png')).rejects.toThrow(/Unsafe file key/);
    expect(seen.length).toBe(before);
  });

  it('reports a refused request as an error', async () => {
    const { port } = server.address() as AddressInfo;
    const wrong = s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'classroom',
      region,
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'wrong',
    });
    await expect(wrong.put('Products/x/1-a.jpg', Buffer.from('x'))).rejects.toThrow(/failed with 403/);
  });

  it('is chosen by FILE_STORAGE=s3 and needs its settings', () => {
    expect(() => createFileStorage('/tmp', { FILE_STORAGE: 's3' })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => createFileStorage('/tmp', { FILE_STORAGE: 'ftp' })).toThrow(/"local" or "s3"/);
    const s3 = createFileStorage('/tmp', {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(typeof s3.copy).toBe('function');
  });
});
