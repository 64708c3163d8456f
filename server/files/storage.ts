/**
 * File storage behind one interface. The default keeps files on local disk under DATA_DIR/files; an
 * S3-compatible bucket is the other implementation (s3.ts, chosen by factory.ts). Keys are the specification's
 * layout (Products/{productId}/{timestamp}-{filename}, ProductsContent/{contentId}/…).
 */
import { copyFile, mkdir, open, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeKey } from './keys.ts';

/** Bytes start to end, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The whole file, or the given bytes of it; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  copy(from: string, to: string): Promise<void>;
}

export function localDiskStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeFile(path, data);
      } catch (error) {
        // A removal next door may have pruned the folder between mkdir and write: make it again, once.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, data);
      }
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
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target);
    },
  };
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
