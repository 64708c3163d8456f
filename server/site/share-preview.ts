/**
 * GET /product/{id} and /category/{id}: the web app's index.html with the shared link's preview (share-tags.ts).
 * The record is read through the model layer's public access rule, as a signed-out visitor would see it: an
 * unpublished or unknown product, or an unknown category, gets the site's generic preview.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { rowPredicate } from '../access/check.ts';
import { anonymous } from '../access/rules.ts';
import type { App } from '../context.ts';
import { richTextPlain } from '../domain/richtext.ts';
import type { HttpRoute } from '../feature.ts';
import { modelNamed } from '../models/models.ts';
import { findRow } from '../models/repository.ts';
import { sendCompressible } from '../http/compress.ts';
import { serveWebApp } from '../http/static.ts';
import { siteDescription, siteName, summary, withSharePreview, type SharePreview } from './share-tags.ts';
import { decodedOrNull } from '../http/request.ts';

function absolute(app: App, path: string): string {
  return new URL(path, app.config.publicUrl).toString();
}

function fileAddress(app: App, key: string): string {
  return absolute(app, `/files/${key.split('/').map(encodeURIComponent).join('/')}`);
}

async function productPreview(app: App, id: string, url: string): Promise<SharePreview | null> {
  const model = modelNamed('Product');
  const row = await findRow(app.db, model, id, rowPredicate(model.name, anonymous, 'read'));
  if (!row) return null;
  const thumbnail = Array.isArray(row.thumbnails) ? row.thumbnails.find((key) => typeof key === 'string') : undefined;
  return {
    title: row.title || siteName,
    description: summary(richTextPlain(row.description)) || siteDescription,
    url,
    image: typeof thumbnail === 'string' ? fileAddress(app, thumbnail) : null,
  };
}

async function categoryPreview(app: App, id: string, url: string): Promise<SharePreview | null> {
  const model = modelNamed('ProductCategory');
  const row = await findRow(app.db, model, id, rowPredicate(model.name, anonymous, 'read'));
  if (!row?.name) return null;
  return {
    title: row.name,
    description: `${row.name}: teaching resources for South African teachers.`,
    url,
    image: null,
  };
}

/** The one path segment after the prefix, or null for a deeper or empty path. */
function idOf(pathname: string, prefix: string): string | null {
  const rest = pathname.slice(prefix.length);
  if (!rest || rest.includes('/')) return null;
  return decodedOrNull(rest);
}

function previewRoute(
  prefix: string,
  read: (app: App, id: string, url: string) => Promise<SharePreview | null>,
): HttpRoute {
  return {
    method: 'GET',
    path: prefix,
    prefix: true,
    handle: async (app: App, req: IncomingMessage, res: ServerResponse) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const id = idOf(pathname, prefix);
      let index: string;
      try {
        index = await readFile(join(app.config.webDir, 'index.html'), 'utf8');
      } catch {
        return serveWebApp(req, res, app.config.webDir);
      }
      const url = absolute(app, pathname);
      const preview = (id ? await read(app, id, url) : null) ?? {
        title: siteName,
        description: siteDescription,
        url,
        image: null,
      };
      await sendCompressible(
        req,
        res,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        withSharePreview(index, preview),
      );
    },
  };
}

export const sharePreviewRoutes: HttpRoute[] = [
  previewRoute('/product/', productPreview),
  previewRoute('/category/', categoryPreview),
];
