/**
 * The S3 storage against s3rver, an S3-compatible server run in-process on a temporary folder. s3rver knows one
 * account (S3RVER/S3RVER) and refuses other access keys, but does not recompute Signature Version 4: the signing
 * is the AWS SDK's own, tested there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './factory.ts';
import { s3Storage, type S3Options } from './s3.ts';
import type { FileStorage } from './storage.ts';

describe('S3-compatible storage', () => {
  const seen: string[] = [];
  let directory: string;
  let server: S3rver;
  let options: S3Options;
  let storage: FileStorage;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'classroom' }],
    });
    const { port } = await server.run();
    server.httpServer.on('request', (req: { method?: string; url?: string }) =>
      seen.push(`${req.method} ${decodeURIComponent(req.url?.split('?')[0] ?? '')}`),
    );
    options = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'classroom',
      region: 'af-south-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    storage = s3Storage(options);
  });

  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('puts, reads, ranges, checks, copies and removes objects with signed requests', async () => {
    const key = 'Products/p-1/1700000000000-cover (1).jpg';
    await storage.put(key, Buffer.from('hello world'), 'image/jpeg');
    expect(seen).toContain(`PUT /classroom/${key}`);
    expect((await storage.get(key))?.toString()).toBe('hello world');
    expect((await storage.get(key, { start: 0, end: 4 }))?.toString()).toBe('hello');
    expect((await storage.get(key, { start: 20, end: 30 }))?.length).toBe(0);
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect(await storage.exists(key)).toBe(true);

    const copy = 'Products/p-2/1700000000001-cover (1).jpg';
    await storage.copy(key, copy);
    expect((await storage.get(copy))?.toString()).toBe('hello world');

    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
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
    const wrong = s3Storage({ ...options, accessKeyId: 'UNKNOWN' });
    await expect(wrong.put('Products/x/1-a.jpg', Buffer.from('x'))).rejects.toThrow(/failed with 403/);
    const missing = s3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(missing.copy('Products/x/1-a.jpg', 'Products/x/2-a.jpg')).rejects.toThrow(/COPY .* failed with 404/);
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
