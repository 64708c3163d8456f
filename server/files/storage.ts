/**
 * File storage behind one interface. The default keeps files on local disk under DATA_DIR/files; an
 * S3-compatible bucket is the other implementation (s3.ts, chosen by factory.ts). Keys are the specification's
 * layout (Products/{productId}/{timestamp}-{filename}, ProductsContent/{contentId}/…).
 *
 * On local disk a file is written whole or not at all: to a temporary name in its own folder (`.partial-{uuid}`,
 * a name no key has: file keys never start with a dot), synced to disk, then renamed into place and the folder
 * synced, so that a crash or a full disk leaves no partial file under a key. A temporary file a crash left behind
 * is removed by the sweep (sweep.ts) through `removePartials`.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey } from './keys.ts';

/** Bytes start to end, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What put stores: the bytes, or a stream of them (a large or slow source, written as it arrives). */
export type FileData = Buffer | Readable;

export interface FileStorage {
  /** Stores the whole file under the key, or nothing (a failure leaves no part of it under the key). */
  put(key: string, data: FileData, contentType?: string): Promise<void>;
  /** The whole file, or the given bytes of it; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  copy(from: string, to: string): Promise<void>;
  /**
   * Removes the temporary files of writes that never finished (a crash mid-write) last changed before `before`;
   * answers their paths. Only a storage that has such files (local disk) has it: an S3 PUT is atomic.
   */
  removePartials?(before: Date): Promise<string[]>;
}

/** The error codes of a file store that cannot take more bytes or any write. */
const unwritableCodes = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT']);

/** A write the file store refused because it is full or read-only (answered 507, never 500). */
export class StorageUnwritable extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`The file store is full or read-only: ${detail}`, options);
  }
}

/** The error of a failed write, as StorageUnwritable when the store is full or read-only. */
export function asStorageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && unwritableCodes.has(code) ? new StorageUnwritable(code, { cause: error }) : error;
}

/**
 * Makes the folder and its parents. Node's recursive mkdir answers ENOENT where a folder cannot be made on a
 * read-only or forbidden parent: the first missing level is then made alone, which fails with the true reason.
 */
export async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = folder;
    while (dirname(missing) !== missing && !(await stat(dirname(missing)).catch(() => null)))
      missing = dirname(missing);
    await mkdir(missing);
    throw error;
  }
}

const partialPrefix = '.partial-';

/** A sibling of `path` that no key names, for a write in progress. */
function partialPathOf(path: string): string {
  return join(dirname(path), `${partialPrefix}${randomUUID()}`);
}

/** Makes a completed write (a rename into `folder`) durable: the folder's entry is synced too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the data to `path` (a new file) and syncs it. */
async function writeSynced(path: string, data: FileData): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    if (Buffer.isBuffer(data)) await handle.writeFile(data);
    else for await (const chunk of data) await handle.write(chunk as Buffer);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts a complete file at `path`: `write` fills a temporary file beside it, which is renamed into place only once
 * it is whole and synced. On any failure the temporary file is removed.
 */
async function writeAtomically(
  path: string,
  write: (partial: string) => Promise<void>,
  { retry }: { retry: boolean },
): Promise<void> {
  let partial = partialPathOf(path);
  try {
    await makeFolder(dirname(path));
    try {
      await write(partial);
    } catch (error) {
      // A removal next door may have pruned the folder between mkdir and write: make it again, once (not for a
      // stream, which can be read only once).
      if (!retry || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await rm(partial, { force: true });
      await makeFolder(dirname(path));
      partial = partialPathOf(path);
      await write(partial);
    }
    await rename(partial, path);
    await syncFolder(dirname(path));
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw asStorageError(error);
  }
}

export function localDiskStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data) {
      await writeAtomically(pathOf(key), (partial) => writeSynced(partial, data), { retry: Buffer.isBuffer(data) });
    },
    async get(key, range) {
      try {
        if (!range) return await readFile(pathOf(key));
        const handle = await open(pathOf(key), 'r');
        try {
          const buffer = Buffer.alloc(Math.max(0, range.end - range.start + 1));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, range.start);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      } catch {
        return null;
      }
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await pruneEmptyFolders(root, dirname(path));
    },
    async copy(from, to) {
      const source = pathOf(from);
      await writeAtomically(
        pathOf(to),
        async (partial) => {
          await copyFile(source, partial);
          const handle = await open(partial, 'r+');
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        },
        { retry: true },
      );
    },
    async removePartials(before) {
      const removed: string[] = [];
      const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      for (const entry of entries) {
        if (!basename(entry).startsWith(partialPrefix)) continue;
        const path = join(root, entry);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile() || info.mtime >= before) continue;
        await rm(path, { force: true });
        await pruneEmptyFolders(root, dirname(path));
        removed.push(path);
      }
      return removed;
    },
  };
}

/** How long a probe of storageWritable may take before the store counts as not writable. */
const probeTimeoutMs = 1500;

/**
 * Whether the store takes a write now: a small probe file written (synced, on local disk), then removed. False when
 * it is full, read-only or unreachable, or answers in no less than 1.5 s (a readiness check must answer in 2).
 */
export async function storageWritable(files: FileStorage): Promise<boolean> {
  const key = `_probe/${randomUUID()}`;
  const probe = (async () => {
    try {
      await files.put(key, Buffer.from('probe'), 'text/plain');
      await files.remove(key);
      return true;
    } catch {
      await files.remove(key).catch(() => undefined);
      return false;
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), probeTimeoutMs)));
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Removes the now empty folders of a removed file, up to (not including) the storage root. */
async function pruneEmptyFolders(root: string, folder: string): Promise<void> {
  let current = folder;
  while (current.startsWith(root + sep) && current !== root) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

/** A file key in the specification's layout: {folder}/{timestamp}-{filename}. */
export function fileKey(folder: string, fileName: string, now = Date.now()): string {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || 'file';
  return `${folder}/${now}-${safeName}`;
}
