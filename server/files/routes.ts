/**
 * The file routes of the contract:
 * - `POST /files/{folder}`: multipart upload of one file (Bearer token); answers 201 `{ key, contentType, size }`.
 *   The folder decides who may upload, the size limit, the accepted kinds (by content, never by name) and how
 *   images are re-encoded (folders.ts).
 * - `GET /files/{key}`: the file, with `Range: bytes=…` support (206; Check Content asks for bytes=0-0). The
 *   caller is named by the `Authorization: Bearer` header or, for links opened in a new tab or an <img>, by a
 *   signed link for this key (`?uid=…&exp=…&sig=…`, from GraphQL `fileLinks`); never by a token in the query,
 *   which would end up in logs and browser history. Images are shown in place (`?download=1`
 *   saves them); everything else, PDFs included, is always an attachment.
 *   Who may read is the folder's read rule (access.ts). A whole file of a text kind over 1 KB is compressed when
 *   the client accepts it (http/compress.ts); images and PDFs are compressed already.
 * - `DELETE /files/{key}`: removes a file; whoever may upload into its folder may remove from it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../access/rules.ts';
import { anonymous } from '../access/rules.ts';
import { viewerOfAccount } from '../auth/auth.service.ts';
import type { App } from '../context.ts';
import type { HttpRoute } from '../feature.ts';
import { sendRefusalPage, wantsHtmlPage } from '../http/browser-page.ts';
import { sendCompressible } from '../http/compress.ts';
import { sendJson } from '../http/request.ts';
import { InvalidToken, sendRouteError, viewerOf } from '../http/route-auth.ts';
import { isPublicFile, mayReadFile } from './access.ts';
import { sizeLimits, uploadFolderFor, type UploadFolder } from './folders.ts';
import { encodeImage, UnreadableImage } from './images.ts';
import { MultipartError, readSingleFile, TooManyFiles, UploadTooLarge } from './multipart.ts';
import { keyOfPath, pathOfKey } from './keys.ts';
import { fileNameOf } from '../domain/file-keys.ts';
import { findStoredFile, folderOf, removeStoredFiles, storeNewFile } from './records.ts';
import { contentTypes, imageKinds, sniffKind, type FileKind } from './sniff.ts';
import { StorageUnwritable } from './storage.ts';
import { countUpload, observeUploadStored } from '../observability/metrics.ts';
import { logError } from '../observability/log.ts';
import { recordOf } from '../observability/request-record.ts';

const prefix = '/files/';

/**
 * Who reads a key: a signed link for exactly this key (GraphQL `fileLinks`) names its user, who must still exist;
 * otherwise the bearer token. A link that has expired, names another key or was altered counts as a bad token.
 */
async function readerOf(app: App, req: IncomingMessage, key: string): Promise<Viewer> {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  if (!params.has('sig')) return viewerOf(app, req);
  const userId = app.links.verify(pathOfKey(key), params);
  const viewer = userId ? await viewerOfAccount(app.db, userId) : null;
  if (!viewer) throw new InvalidToken();
  recordOf(req).userId = viewer.userId;
  return viewer;
}

/**
 * The key or folder named by the path after /files/, read from the raw request line (a URL parser would resolve
 * dot segments first); null when it is not a safe key.
 */
function pathKey(req: IncomingMessage): string | null {
  const path = (req.url ?? '/').split('?')[0] ?? '';
  return path.startsWith(prefix) ? keyOfPath(path.slice(prefix.length)) : null;
}

const kindNames: Record<FileKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  bmp: 'BMP',
  webp: 'WebP',
  pdf: 'PDF',
};

/** 'PDF files or PNG, JPEG, GIF, BMP or WebP images' */
function acceptedKinds(kinds: readonly FileKind[]): string {
  const images = kinds.filter((kind) => imageKinds.includes(kind)).map((kind) => kindNames[kind]);
  const imageText =
    images.length > 1
      ? `${images.slice(0, -1).join(', ')} or ${images.at(-1)} images`
      : images.length === 1
        ? `${images[0]} images`
        : '';
  return [kinds.includes('pdf') ? 'PDF files' : '', imageText].filter(Boolean).join(' or ');
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

async function upload(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const folder = pathKey(req);
  const target = folder ? uploadFolderFor(folder) : null;
  if (!folder || !target) return sendRouteError(res, 400, 'BAD_REQUEST', 'Files cannot be uploaded to this folder.');
  const viewer = await viewerOf(app, req);
  if (!viewer.userId) return sendRouteError(res, 401, 'UNAUTHENTICATED', 'Sign in to continue.');
  if (!target.rule.mayUpload(viewer, target.groups))
    return sendRouteError(res, 403, 'FORBIDDEN', 'You are not allowed to do this.');

  const limit = sizeLimits()[target.rule.size];
  const tooLarge = () =>
    sendRouteError(
      res,
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is too large. Files in this folder may be at most ${megabytes(limit)}.`,
      { connection: 'close' },
    );
  let file;
  try {
    file = await readSingleFile(req, limit);
  } catch (error) {
    if (error instanceof UploadTooLarge) return tooLarge();
    if (error instanceof TooManyFiles)
      return sendRouteError(res, 413, 'PAYLOAD_TOO_LARGE', 'Send one file at a time.', { connection: 'close' });
    if (error instanceof MultipartError) return sendRouteError(res, 400, 'BAD_REQUEST', error.message);
    throw error;
  }
  if (file.data.length === 0) return sendRouteError(res, 400, 'BAD_REQUEST', 'The file is empty.');

  const stored = await prepare(file.data, file.fileName, target.rule);
  if ('error' in stored) return sendRouteError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', stored.error);
  const key = await storeNewFile(
    app,
    folder,
    stored.fileName,
    { contentType: stored.contentType, size: stored.data.length, ownerId: viewer.userId },
    stored.data,
  );
  observeUploadStored(stored.data.length);
  sendJson(res, 201, { key, contentType: stored.contentType, size: stored.data.length });
}

/** Checks the content and re-encodes images; the stored name gets the extension of what is stored. */
async function prepare(
  data: Buffer,
  fileName: string,
  rule: UploadFolder,
): Promise<{ data: Buffer; contentType: string; fileName: string } | { error: string }> {
  const shown = fileName || 'The file';
  const kind = sniffKind(data);
  if (!kind || !rule.kinds.includes(kind))
    return { error: `${shown} is not one of the accepted kinds: ${acceptedKinds(rule.kinds)}.` };
  const base = fileName.replace(/\.[^.]*$/, '') || 'file';
  if (kind === 'pdf') return { data, contentType: contentTypes.pdf, fileName: `${base}.pdf` };
  try {
    const image = await encodeImage(data, kind, rule.image);
    return { data: image.data, contentType: image.contentType, fileName: `${base}.${image.extension}` };
  } catch (error) {
    if (error instanceof UnreadableImage) return { error: `${shown} could not be read as an image.` };
    throw error;
  }
}

/** A single `bytes=` range of a file of `size` bytes; 'invalid' when it cannot be satisfied. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

function attachment(key: string): string {
  const name = fileNameOf(key);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An image by its bytes and by the type it is served as: the one kind of file a browser may show in place. */
function isImage(contentType: string, kind: FileKind | null): boolean {
  return kind !== null && imageKinds.includes(kind) && contentType === contentTypes[kind];
}

async function serve(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const key = pathKey(req);
  const browser = wantsHtmlPage(req);
  if (!key)
    return browser
      ? sendRefusalPage(req, res, 404, 'notFound')
      : sendRouteError(res, 404, 'NOT_FOUND', 'File not found.');
  // An expired token still reaches public files (an <img> of a shop card must not break when a session ends).
  const viewer = await readerOf(app, req, key).catch((error: unknown) => {
    if (error instanceof InvalidToken) return null;
    throw error;
  });
  if (!(await mayReadFile(app, viewer ?? anonymous, key))) {
    if (viewer === null) throw new InvalidToken();
    // A person who opened the link in the browser gets a page that says what to do; an API client gets JSON.
    if (browser) return sendRefusalPage(req, res, viewer.userId ? 403 : 401, viewer.userId ? 'forbidden' : 'signIn');
    return viewer.userId
      ? sendRouteError(res, 403, 'FORBIDDEN', 'You are not allowed to do this.')
      : sendRouteError(res, 401, 'UNAUTHENTICATED', 'Sign in to continue.');
  }
  const info = await app.files.stat(key);
  if (!info)
    return browser
      ? sendRefusalPage(req, res, 404, 'notFound')
      : sendRouteError(res, 404, 'NOT_FOUND', 'File not found.');
  const range = parseRange(req.headers.range, info.size);
  if (range === 'invalid')
    return sendRouteError(res, 416, 'RANGE_NOT_SATISFIABLE', 'Range not satisfiable.', {
      'content-range': `bytes */${info.size}`,
    });
  const data = await app.files.get(key, range ?? undefined);
  if (!data) return sendRouteError(res, 404, 'NOT_FOUND', 'File not found.');

  const record = await findStoredFile(app.db, key);
  const head = range && range.start > 0 ? await app.files.get(key, { start: 0, end: 63 }) : data;
  const kind = head ? sniffKind(head) : null;
  const contentType = record?.contentType ?? (kind ? contentTypes[kind] : 'application/octet-stream');
  const inlineImage = isImage(contentType, kind);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(data.length),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    // Keys never change content (each upload gets a new key): public images may be cached for good. Anything
    // else stays out of shared caches, so that no proxy hands it to someone the read rule would refuse.
    'cache-control': inlineImage && isPublicFile(key) ? 'public, max-age=31536000, immutable' : 'private, no-store',
    'content-security-policy':
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
  };
  // Only an image is shown in place; a PDF (which may carry HTML after its header) or anything else is saved.
  const download = !inlineImage || new URL(req.url ?? '/', 'http://localhost').searchParams.get('download') === '1';
  if (download) headers['content-disposition'] = attachment(key);
  if (range) {
    // A part of the bytes is sent as it is: a range of a compressed body would be a range of other bytes.
    headers['content-range'] = `bytes ${range.start}-${range.start + data.length - 1}/${info.size}`;
    res.writeHead(206, headers);
    res.end(data);
    return;
  }
  await sendCompressible(req, res, 200, headers, data);
}

async function remove(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const key = pathKey(req);
  const target = key ? uploadFolderFor(folderOf(key)) : null;
  if (!key || !target) return sendRouteError(res, 404, 'NOT_FOUND', 'File not found.');
  const viewer = await viewerOf(app, req);
  if (!viewer.userId) return sendRouteError(res, 401, 'UNAUTHENTICATED', 'Sign in to continue.');
  if (!target.rule.mayUpload(viewer, target.groups))
    return sendRouteError(res, 403, 'FORBIDDEN', 'You are not allowed to do this.');
  await removeStoredFiles(app, [key]);
  res.writeHead(204).end();
}

/** A write the file store refused (full or read-only): 507, the same for the file and the import routes. */
export function sendStorageUnwritable(res: ServerResponse, error: StorageUnwritable): void {
  logError('the file store refused a write', error);
  sendRouteError(res, 507, 'INSUFFICIENT_STORAGE', 'The file store is full or read-only');
}

function guarded(handler: (app: App, req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return async (app: App, req: IncomingMessage, res: ServerResponse) => {
    try {
      await handler(app, req, res);
    } catch (error) {
      if (error instanceof StorageUnwritable) return sendStorageUnwritable(res, error);
      if (error instanceof InvalidToken) {
        if (wantsHtmlPage(req)) return sendRefusalPage(req, res, 401, 'expired');
        return sendRouteError(res, 401, 'UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
      }
      throw error;
    }
  };
}

/** Counts each upload by how it was answered (uploads_total); one that threw is answered 500 by the server. */
function counted(handler: (app: App, req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return async (app: App, req: IncomingMessage, res: ServerResponse) => {
    try {
      await handler(app, req, res);
    } finally {
      countUpload(res.headersSent ? res.statusCode : 500);
    }
  };
}

export const fileRoutes: HttpRoute[] = [
  { method: 'POST', path: prefix, prefix: true, handle: counted(guarded(upload)) },
  { method: 'GET', path: prefix, prefix: true, handle: guarded(serve) },
  { method: 'DELETE', path: prefix, prefix: true, handle: guarded(remove) },
];
