import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'classroom-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz beside each compressible file of 1 KB or more, decoding to the file', async () => {
  mkdirSync(join(dir, 'assets'));
  const script = `export const words = ${JSON.stringify('lesson '.repeat(2000))};\n`;
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
  writeFileSync(join(dir, 'tiny.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'photo.jpg'), Buffer.alloc(4096, 7));

  const summary = await precompressDirectory(dir);

  const js = join(dir, 'assets', 'main-abc123.js');
  expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
  expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  // Too small to gain, and a kind that is compressed already.
  expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
  expect(existsSync(join(dir, 'photo.jpg.br'))).toBe(false);
  expect(existsSync(join(dir, 'photo.jpg.gz'))).toBe(false);
  expect(summary.files).toBe(2);
  expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
});
