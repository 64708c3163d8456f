/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK's S3 client:
 * put, get (with Range), head, delete and server-side copy. Path-style addressing (`{endpoint}/{bucket}/{key}`)
 * by default, which every S3-compatible server accepts; virtual-hosted style (`{bucket}.{endpoint host}/{key}`)
 * when `pathStyle` is false. The SDK is loaded on the first call, so that a server storing files on local disk
 * does not spend a quarter of a second of every start loading it.
 */
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey } from './keys.ts';
import { StorageUnwritable, type FileStorage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.af-south-1.amazonaws.com or http://localhost:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials carry a session token. */
  sessionToken?: string;
  pathStyle?: boolean;
}

/**
 * A write's refusal that means the bucket takes no more (507: MinIO's "storage full", S3's InsufficientStorage) or
 * none from these credentials (403 AccessDenied: they may read but not write; a key that is unknown or badly signed
 * is a setting to fix, reported as it is).
 */
function unwritable(status: number | undefined, name: string): boolean {
  return status === 507 || (status === 403 && name === 'AccessDenied');
}

class S3Error extends Error {
  constructor(operation: string, key: string, status: number | undefined, detail: string, options?: ErrorOptions) {
    super(`S3 ${operation} ${key} failed with ${status ?? 'no answer'}: ${detail.slice(0, 300)}`, options);
  }
}

type Sdk = typeof import('@aws-sdk/client-s3');

function statusOf(sdk: Sdk, error: unknown): number | undefined {
  return error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function connect(options: S3Options): Promise<{ sdk: Sdk; client: S3Client }> {
  return import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.pathStyle ?? true,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        sessionToken: options.sessionToken,
      },
      // Several S3-compatible servers refuse the CRC32 checksum headers that the SDK adds to every request by
      // default; with WHEN_REQUIRED it sends them only on the calls where S3 demands one (none of these five).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
}

/** A key as CopySource wants it: `bucket/key`, each segment URL-encoded. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function s3Storage(options: S3Options): FileStorage {
  const Bucket = options.bucket;
  let connection: ReturnType<typeof connect> | undefined;

  /**
   * Runs one call on a key checked first (the bucket opens exactly the key that access was decided on); an error
   * answer whose status is in `answers` gives that value instead.
   */
  async function attempt<T, R = never>(
    operation: string,
    keys: readonly string[],
    call: (sdk: Sdk, client: S3Client) => Promise<T>,
    answers: Partial<Record<number, R>> = {},
  ): Promise<T | R> {
    for (const key of keys) assertSafeKey(key);
    const { sdk, client } = await (connection ??= connect(options));
    try {
      return await call(sdk, client);
    } catch (error) {
      const status = statusOf(sdk, error);
      if (status !== undefined && status in answers) return answers[status] as R;
      const detail = error instanceof sdk.S3ServiceException ? `${error.name} ${error.message}` : String(error);
      const name = error instanceof sdk.S3ServiceException ? error.name : '';
      if ((operation === 'PUT' || operation === 'COPY') && unwritable(status, name))
        throw new StorageUnwritable(`S3 ${operation} answered ${status} ${detail.slice(0, 200)}`, { cause: error });
      throw new S3Error(operation, keys.join(' → '), status, detail, { cause: error });
    }
  }

  return {
    async put(Key, data, contentType) {
      // A PUT is atomic: the object appears whole once it succeeds, or not at all. A stream is read into memory
      // first, since a PUT must state its length (uploads are held in memory anyway).
      const Body = Buffer.isBuffer(data) ? data : await buffer(data);
      await attempt('PUT', [Key], (sdk, client) =>
        client.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType: contentType })),
      );
    },
    get(Key, range) {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return attempt(
        'GET',
        [Key],
        async (sdk, client) => {
          const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key, Range }));
          return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        },
        // A range past the end gives no bytes, as the local disk storage answers.
        { 404: null, 416: Buffer.alloc(0) },
      );
    },
    async stat(Key) {
      const head = await attempt(
        'HEAD',
        [Key],
        (sdk, client) => client.send(new sdk.HeadObjectCommand({ Bucket, Key })),
        { 404: null },
      );
      return head && { size: head.ContentLength ?? 0 };
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async remove(Key) {
      await attempt('DELETE', [Key], (sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key })), {
        404: undefined,
      });
    },
    async copy(from, Key) {
      // The client turns a copy that fails after a 200 status (the error is then in the body) into an error too.
      await attempt('COPY', [from, Key], (sdk, client) =>
        client.send(new sdk.CopyObjectCommand({ Bucket, Key, CopySource: copySource(Bucket, from) })),
      );
    },
  };
}
