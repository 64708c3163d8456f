/**
 * The web app's files compressed once, at build: `name.br` and `name.gz` beside every compressible file of
 * dist/web of at least 1 KB, each kept only when smaller than the file. The server sends one of them by the
 * client's Accept-Encoding (server/http/static.ts), so no request pays for compressing them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of files worth compressing (images other than SVG, and woff fonts, are compressed already). */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
  '.ttf',
  '.ico',
  '.wasm',
  '.xml',
]);

const minimumSize = 1024;
/**
 * Brotli quality 9: over the app's 10.9 MB of scripts, styles and fonts, 3.0 MB in some 13 s of CPU; quality 11
 * (the best) gives 2.8 MB in 67 s, which every build (and CI run) would pay. gzip at its best costs about 1 s.
 */
const brotliQuality = 9;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompressFile(path: string): Promise<{ bytes: number; brotliBytes: number; gzipBytes: number }> {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
  return {
    bytes: data.length,
    brotliBytes: Math.min(br.length, data.length),
    gzipBytes: Math.min(gz.length, data.length),
  };
}

/** Writes the .br and .gz files for everything under `dir` worth compressing; answers what it did. */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const candidates: string[] = [];
  for (const path of await filesUnder(dir)) {
    if (!compressibleExtensions.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size >= minimumSize) candidates.push(path);
  }
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...candidates];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const sizes = await precompressFile(path);
      summary.files += 1;
      summary.bytes += sizes.bytes;
      summary.brotliBytes += sizes.brotliBytes;
      summary.gzipBytes += sizes.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return summary;
}
