/**
 * Serves the built web app (dist/web) with the single-page fallback to index.html: hashed /assets/ files cached for
 * good, everything else revalidated; each as the build's .br or .gz when the client accepts it (a build without
 * them is served as it is).
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { acceptedEncodings, isCompressible, type ContentEncoding } from './compress.ts';
import { decodedOrNull } from './request.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileStat(path: string): Promise<Stats | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch {
    return null;
  }
}

const precompressedSuffix: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The file to send for this request: the build's .br or .gz beside it when the client accepts that encoding (br
 * first), else the file itself. A compressed copy older than its file (left by another build) is never sent.
 */
async function variantFor(
  req: IncomingMessage,
  path: string,
  original: Stats,
): Promise<{ path: string; size: number; encoding: ContentEncoding | null }> {
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const candidate = `${path}${precompressedSuffix[encoding]}`;
    const found = await fileStat(candidate);
    if (found && found.mtimeMs >= original.mtimeMs) return { path: candidate, size: found.size, encoding };
  }
  return { path, size: original.size, encoding: null };
}

export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  cache: 'immutable' | 'no-cache',
): Promise<void> {
  const original = await fileStat(path);
  if (!original) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const contentType = contentTypes[extname(path)] ?? 'application/octet-stream';
  const compressible = isCompressible(contentType);
  const variant = compressible ? await variantFor(req, path, original) : { path, size: original.size, encoding: null };
  const stream = createReadStream(variant.path);
  // A file removed between the check and the read (a rebuild under a running server) must not end the process.
  stream.on('error', () =>
    res.headersSent ? res.destroy() : res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
  );
  await new Promise<void>((resolve) => stream.once('open', () => resolve()).once('error', () => resolve()));
  if (res.headersSent) return;
  res.writeHead(200, {
    'content-type': contentType,
    'content-length': variant.size,
    'cache-control': cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
  });
  stream.pipe(res);
}

export async function serveWebApp(req: IncomingMessage, res: ServerResponse, webDir: string): Promise<void> {
  const pathname = decodedOrNull(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (pathname === null) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const candidate = normalize(join(webDir, pathname));
  if (candidate.startsWith(webDir) && pathname !== '/' && (await fileStat(candidate))) {
    return serveFile(req, res, candidate, pathname.startsWith('/assets/') ? 'immutable' : 'no-cache');
  }
  if (extname(pathname) && pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const index = join(webDir, 'index.html');
  if (await fileStat(index)) return serveFile(req, res, index, 'no-cache');
  res
    .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
    .end('The web app is not built yet: run npm run build.');
}
