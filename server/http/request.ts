/** Small helpers for the plain Node http server. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export class BodyTooLarge extends Error {}

/**
 * A body over its limit is still read to its end (and thrown away) up to this many bytes before the answer: a
 * server that answers and closes while the client is still sending makes the client's kernel see a reset instead
 * of the 413 (11 of 40 concurrent 3 MB posts did). Past this the connection is closed anyway.
 */
export const maxDiscardedBody = 32 * 1024 * 1024;

/**
 * The request body, at most `limit` bytes. Over the limit it rejects with BodyTooLarge once the client has sent
 * everything (or `maxDiscardedBody`, then the request is stopped); the caller answers 413 with `tooLargeHeaders`.
 * Never a `for await` over the request: leaving that loop early destroys the socket with unread data.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (chunks.length > 0) chunks.length = 0;
      if (size > maxDiscardedBody) {
        // Far too much: stop reading; the 413 goes out with Connection: close.
        req.pause();
        done(new BodyTooLarge());
      }
    };
    const onEnd = () => done(size > limit ? new BodyTooLarge() : undefined);
    const onClose = () => done(new Error('The client closed the request before its body was read.'));
    req.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
}

/** The headers of a 413: the connection is not reused (the body may not have been read to its end). */
export const tooLargeHeaders = { connection: 'close' } as const;

/** How many proxies in front of the server add themselves to X-Forwarded-For: TRUST_PROXY `true` is one, a number N. */
export function trustedProxies(setting: string | undefined): number {
  if (setting === 'true') return 1;
  const count = Number(setting);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The client behind `proxies` trusted proxies: each appends the address it was reached from, so the client is
 * that many hops from the right of X-Forwarded-For followed by the socket's address. Entries further left are
 * whatever the client chose to send and are never read.
 */
export function forwardedClient(forwardedFor: string | undefined, socketAddress: string, proxies: number): string {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    socketAddress,
  ];
  return hops[Math.max(0, hops.length - 1 - proxies)];
}

/** The caller's address (proxy headers are read only for TRUST_PROXY proxies). */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  return forwardedClient(header, req.socket.remoteAddress ?? 'unknown', trustedProxies(process.env.TRUST_PROXY));
}

/** A path segment decoded, or null when its percent-escapes are malformed ('/%'): the caller answers 400 or 404. */
export function decodedOrNull(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined | null): string {
  if (!header) return '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : '';
}
