/**
 * Compression on the wire, for every answer that may be sizeable text: GraphQL, JSON of the routes, files of a text
 * kind, CSV, iCalendar, the share-preview page. Brotli when the client accepts it (quality 4: about gzip's speed,
 * smaller output), else gzip, else the bytes as they are. Bodies under 1 KB are sent as they are (the framing would
 * eat the gain), and so are kinds that are compressed already (JPEG, PNG, PDF's deflated streams: 2 % measured).
 * The web app's own files are compressed once at build instead (scripts/precompress.ts, served by static.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { Writable, type Transform } from 'node:stream';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are. */
export const compressThreshold = 1024;

const brotliOptions = (sizeHint?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});
const gzipOptions: ZlibOptions = { level: 6 };
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What the client accepts of br and gzip, in the server's order of preference (br first, whatever the q-values
 * say: both decode alike). `q=0` refuses an encoding; `*` stands for any not named.
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const wildcard = weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((encoding) => (weights.get(encoding) ?? wildcard) > 0);
}

/** Content types worth compressing: text, JSON, JavaScript, XML, SVG, iCalendar, CSV, fonts that are not woff. */
export function isCompressible(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(.+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/manifest+json' ||
    type === 'application/wasm' ||
    type === 'image/svg+xml' ||
    type === 'image/x-icon' ||
    type === 'font/ttf' ||
    type === 'font/otf'
  );
}

/** `Vary` with Accept-Encoding added to whatever the answer varies on already. */
export function varyOnEncoding(existing: string | number | string[] | undefined): string {
  const names = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')
    ? names.join(', ')
    : [...names, 'Accept-Encoding'].join(', ');
}

function headerNamed(headers: OutgoingHttpHeaders, name: string): string | number | string[] | undefined {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found ? headers[found] : undefined;
}

function withoutHeader(headers: OutgoingHttpHeaders, name: string): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name));
}

export async function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzipAsync(body, gzipOptions);
}

/**
 * Sends a whole body, compressed when its type is worth it, it is at least 1 KB and the client accepts br or gzip.
 * Content-Length is the length sent; `Vary: Accept-Encoding` goes with every compressible type.
 */
export async function sendCompressible(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
): Promise<void> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const contentType = headerNamed(headers, 'content-type');
  let out = withoutHeader(withoutHeader(headers, 'content-length'), 'vary');
  let sent = bytes;
  if (isCompressible(typeof contentType === 'string' ? contentType : undefined)) {
    out.vary = varyOnEncoding(headerNamed(headers, 'vary'));
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    if (encoding && bytes.length >= compressThreshold && !headerNamed(headers, 'content-encoding')) {
      sent = await compressBody(bytes, encoding);
      out = { ...out, 'content-encoding': encoding };
    }
  }
  res.writeHead(status, { ...out, 'content-length': sent.length });
  res.end(sent);
}

/** A JSON answer through `sendCompressible` (sendJson's, for answers that may be large: an import's preview). */
export function sendCompressedJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
): Promise<void> {
  return sendCompressible(
    req,
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8' },
    JSON.stringify(body),
  );
}

/**
 * Holds back the first 1 KB: a body that ends within it is sent as it is, a longer one goes through `compressor`
 * once it has passed 1 KB. `start` writes the head when the choice is made.
 */
class ThresholdGate extends Writable {
  private held: Buffer[] = [];
  private heldSize = 0;
  private target: Writable | null = null;

  constructor(
    private readonly start: (compressed: boolean) => void,
    private readonly compressor: () => Transform,
    private readonly res: ServerResponse,
  ) {
    super();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (!this.target) {
      this.held.push(bytes);
      this.heldSize += bytes.length;
      if (this.heldSize < compressThreshold) return callback();
      this.start(true);
      this.target = this.compressor();
      this.target.pipe(this.res);
    }
    const pending = this.held.length > 0 ? Buffer.concat(this.held) : bytes;
    this.held = [];
    if (this.target.write(pending)) callback();
    else this.target.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.target) {
      this.res.once('finish', () => callback());
      this.target.end();
      return;
    }
    this.start(false);
    this.res.end(Buffer.concat(this.held), () => callback());
  }
}

/**
 * A stream to write a body of unknown length into (the report CSV): compressed as `sendCompressible` would,
 * deciding once the first 1 KB has passed. The head is written when the choice is made; there is no
 * Content-Length (chunked).
 */
export function compressibleStream(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
): Writable {
  const contentType = headerNamed(headers, 'content-type');
  const base = withoutHeader(withoutHeader(headers, 'content-length'), 'vary');
  const encoding = isCompressible(typeof contentType === 'string' ? contentType : undefined)
    ? acceptedEncodings(req.headers['accept-encoding'])[0]
    : undefined;
  const vary = isCompressible(typeof contentType === 'string' ? contentType : undefined)
    ? { vary: varyOnEncoding(headerNamed(headers, 'vary')) }
    : {};
  if (!encoding) {
    res.writeHead(status, { ...base, ...vary });
    return res;
  }
  return new ThresholdGate(
    (compressed) =>
      res.writeHead(status, { ...base, ...vary, ...(compressed ? { 'content-encoding': encoding } : {}) }),
    () => (encoding === 'br' ? createBrotliCompress(brotliOptions()) : createGzip(gzipOptions)),
    res,
  );
}
