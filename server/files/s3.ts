/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): PUT, GET (with Range), HEAD,
 * DELETE and server-side COPY, each signed with AWS Signature Version 4 (sigv4.ts). Path-style addressing
 * (`{endpoint}/{bucket}/{key}`) by default, which every S3-compatible server accepts; virtual-hosted style
 * (`{bucket}.{endpoint host}/{key}`) when `pathStyle` is false.
 */
import { emptyPayloadHash, sha256Hex, signRequest, uriEncode, type Credentials } from './sigv4.ts';
import { assertSafeKey } from './keys.ts';
import type { FileStorage } from './storage.ts';

export interface S3Options extends Credentials {
  /** e.g. https://s3.af-south-1.amazonaws.com or http://localhost:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  pathStyle?: boolean;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly operation: string,
    readonly key: string,
    detail: string,
  ) {
    super(`S3 ${operation} ${key} failed with ${status}: ${detail.slice(0, 300)}`);
  }
}

export function s3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL(options.endpoint);
  const pathStyle = options.pathStyle ?? true;

  const urlOf = (key: string): URL => {
    assertSafeKey(key);
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (pathStyle)
      return new URL(
        `${endpoint.protocol}//${endpoint.host}${base}/${uriEncode(options.bucket, false)}/${uriEncode(key, true)}`,
      );
    return new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${uriEncode(key, true)}`);
  };

  async function send(
    operation: string,
    method: string,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    const url = urlOf(key);
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : emptyPayloadHash, region: options.region },
      options,
    );
    const { host: _host, ...sendHeaders } = signed.headers;
    const response = await doFetch(url, {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body) : undefined,
    });
    return { response, operation, key };
  }

  async function fail(result: { response: Response; operation: string; key: string }): Promise<never> {
    throw new S3Error(
      result.response.status,
      result.operation,
      result.key,
      await result.response.text().catch(() => ''),
    );
  }

  return {
    async put(key, data, contentType) {
      const result = await send('PUT', 'PUT', key, data, contentType ? { 'content-type': contentType } : {});
      if (!result.response.ok) await fail(result);
      await result.response.arrayBuffer();
    },
    async get(key, range) {
      const result = await send(
        'GET',
        'GET',
        key,
        undefined,
        range ? { range: `bytes=${range.start}-${range.end}` } : {},
      );
      if (result.response.status === 404) return null;
      if (result.response.status === 416) return Buffer.alloc(0);
      if (!result.response.ok) await fail(result);
      return Buffer.from(await result.response.arrayBuffer());
    },
    async stat(key) {
      const result = await send('HEAD', 'HEAD', key);
      if (result.response.status === 404) return null;
      if (!result.response.ok) await fail(result);
      return { size: Number(result.response.headers.get('content-length') ?? 0) };
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async remove(key) {
      const result = await send('DELETE', 'DELETE', key);
      if (!result.response.ok && result.response.status !== 404) await fail(result);
      await result.response.arrayBuffer();
    },
    async copy(from, to) {
      assertSafeKey(from);
      const source = `/${uriEncode(options.bucket, false)}/${uriEncode(from, true)}`;
      const result = await send('COPY', 'PUT', to, undefined, { 'x-amz-copy-source': source });
      // A copy can fail after a 200 status: the error is then in the body.
      const text = await result.response.text();
      if (!result.response.ok || text.includes('<Error>'))
        throw new S3Error(result.response.status, 'COPY', `${from} → ${to}`, text);
    },
  };
}
