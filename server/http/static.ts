/** Serves the built web app (dist/web) with the single-page fallback to index.html. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveFile(res: ServerResponse, path: string, cache: 'immutable' | 'no-cache'): Promise<void> {
  const stream = createReadStream(path);
  // A file removed between the check and the read (a rebuild under a running server) must not end the process.
  stream.on('error', () =>
    res.headersSent ? res.destroy() : res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
  );
  await new Promise<void>((resolve) => stream.once('open', () => resolve()).once('error', () => resolve()));
  if (res.headersSent) return;
  res.writeHead(200, {
    'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'cache-control': cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  stream.pipe(res);
}

export async function serveWebApp(req: IncomingMessage, res: ServerResponse, webDir: string): Promise<void> {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  const candidate = normalize(join(webDir, pathname));
  if (candidate.startsWith(webDir) && pathname !== '/' && (await isFile(candidate))) {
    return serveFile(res, candidate, pathname.startsWith('/assets/') ? 'immutable' : 'no-cache');
  }
  if (extname(pathname) && pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const index = join(webDir, 'index.html');
  if (await isFile(index)) return serveFile(res, index, 'no-cache');
  res
    .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
    .end('The web app is not built yet: run npm run build.');
}
