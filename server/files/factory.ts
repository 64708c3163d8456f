/**
 * Which file storage the server uses, from the environment:
 *
 * | variable | meaning |
 * |---|---|
 * | `FILE_STORAGE` | `local` (default: files under `DATA_DIR/files`) or `s3` |
 * | `S3_ENDPOINT` | e.g. `https://s3.af-south-1.amazonaws.com` or `http://minio:9000` |
 * | `S3_BUCKET`, `S3_REGION` | bucket name and signing region (`us-east-1` when unset) |
 * | `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_SESSION_TOKEN` | credentials (the token only for temporary ones) |
 * | `S3_FORCE_PATH_STYLE` | `false` for virtual-hosted addressing (`bucket.host/key`); path style otherwise |
 */
import { join } from 'node:path';
import { s3Storage } from './s3.ts';
import { localDiskStorage, type FileStorage } from './storage.ts';

/** FILE_STORAGE as written: `local`, `s3`, or a mistake createFileStorage refuses at start. */
export function fileStorageKind(env: NodeJS.ProcessEnv = process.env): string {
  return (env.FILE_STORAGE ?? 'local').toLowerCase();
}

export function createFileStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env): FileStorage {
  const kind = fileStorageKind(env);
  if (kind === 'local') return localDiskStorage(join(dataDir, 'files'));
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be "local" or "s3", not "${env.FILE_STORAGE}".`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`FILE_STORAGE=s3 needs ${missing.join(', ')}.`);
  return s3Storage({
    endpoint: env.S3_ENDPOINT ?? '',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    sessionToken: env.S3_SESSION_TOKEN || undefined,
    pathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  });
}
