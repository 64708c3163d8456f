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

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

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

export function bearerToken(header: string | undefined | null): string {
  if (!header) return '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : '';
}
