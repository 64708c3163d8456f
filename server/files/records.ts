/**
 * Stored files and their records (table stored_file: key, contentType, size, ownerId): every file the server
 * puts is recorded, and removing or copying goes through here so storage and records stay in step.
 *
 * A new file's record is claimed first, `pending` (the key is taken, so two uploads never write one key), the file
 * is written whole (storage.ts: a temporary name renamed into place, or one S3 PUT), and only then is the record
 * made complete. A crash in between leaves a pending record, which nothing serves and the sweep removes (sweep.ts):
 * a complete record never names a missing or partial file.
 */
import type { Database } from '../../db/connect.ts';
import type { App } from '../context.ts';
import { fileNameOf } from '../domain/file-keys.ts';
import { contentTypes, sniffKind } from './sniff.ts';
import { fileKey, type FileData } from './storage.ts';

export interface StoredFileRecord {
  key: string;
  contentType: string;
  size: number;
  ownerId: string | null;
}

/** Runs `work` over the items, at most `size` at a time, keeping their order. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

export function folderOf(key: string): string {
  return key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '';
}

export async function findStoredFile(db: Database, key: string): Promise<StoredFileRecord | undefined> {
  const row = await db
    .selectFrom('stored_file')
    .select(['key', 'contentType', 'size', 'ownerId'])
    .where('key', '=', key)
    .where('pending', '=', false)
    .executeTakeFirst();
  return row;
}

/**
 * Claims a key of the layout `{folder}/{timestamp}-{fileName}` that no other file has with a pending record (two
 * uploads of one name in the same millisecond get different keys). Returns it.
 */
async function claimKey(
  db: Database,
  folder: string,
  fileName: string,
  file: Omit<StoredFileRecord, 'key'>,
): Promise<string> {
  for (let now = Date.now(); ; now += 1) {
    const key = fileKey(folder, fileName, now);
    const claimed = await db
      .insertInto('stored_file')
      .values({ ...file, key, pending: true })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) return key;
  }
}

/**
 * Runs the write of a claimed key, then completes its record; a failed write gives the key up (no part of the file
 * stays: storage writes are whole or nothing).
 */
async function writeClaimed(app: Pick<App, 'db'>, key: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    await app.db.deleteFrom('stored_file').where('key', '=', key).execute();
    throw error;
  }
  await app.db.updateTable('stored_file').set({ pending: false }).where('key', '=', key).execute();
}

/** Puts a new file into the folder and records it; returns its key. */
export async function storeNewFile(
  app: Pick<App, 'db' | 'files'>,
  folder: string,
  fileName: string,
  file: Omit<StoredFileRecord, 'key'>,
  data: FileData,
): Promise<string> {
  const key = await claimKey(app.db, folder, fileName, file);
  await writeClaimed(app, key, () => app.files.put(key, data, file.contentType));
  return key;
}

/** Removes files from storage and their records; a missing file is not an error. Returns the keys removed. */
export async function removeStoredFiles(app: App, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  await mapInBatches(unique, 10, (key) => app.files.remove(key));
  await app.db.deleteFrom('stored_file').where('key', 'in', unique).execute();
  return unique;
}

/** Removes every recorded file under the folder prefix (e.g. 'Products/{id}/') plus the given keys inside it. */
export async function removeFolder(app: App, prefix: string, knownKeys: readonly string[] = []): Promise<string[]> {
  if (!prefix.endsWith('/') || prefix.length < 3) throw new Error(`Refusing to remove folder ${prefix}`);
  const recorded = await app.db
    .selectFrom('stored_file')
    .select('key')
    .where('key', 'like', `${escapeLike(prefix)}%`)
    .execute();
  return removeStoredFiles(app, [
    ...recorded.map((row) => row.key),
    ...knownKeys.filter((key) => key.startsWith(prefix)),
  ]);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Copies a stored file into another folder under a new key, recording the copy. Returns the new key. */
export async function copyStoredFile(
  app: App,
  from: string,
  toFolder: string,
  ownerId: string | null,
): Promise<string> {
  const source = await findStoredFile(app.db, from);
  const size = source?.size ?? (await app.files.stat(from))?.size ?? 0;
  const contentType = source?.contentType ?? (await sniffedContentType(app, from));
  const key = await claimKey(app.db, toFolder, fileNameOf(from), { contentType, size, ownerId });
  await writeClaimed(app, key, () => app.files.copy(from, key));
  return key;
}

async function sniffedContentType(app: App, key: string): Promise<string> {
  const head = await app.files.get(key, { start: 0, end: 63 });
  const kind = head ? sniffKind(head) : null;
  return kind ? contentTypes[kind] : 'application/octet-stream';
}
