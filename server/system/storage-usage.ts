/**
 * Bytes under the local file store's folder, walked at most once a minute per folder: a screen polling every 5 s
 * must not walk a large store each time.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const cacheMs = 60_000;
const walks = new Map<string, { at: number; bytes: Promise<number> }>();

async function walk(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    bytes += await stat(join(entry.parentPath, entry.name)).then(
      (info) => info.size,
      () => 0, // removed since the folder was read
    );
  }
  return bytes;
}

export function folderBytes(folder: string, now = Date.now()): Promise<number> {
  const cached = walks.get(folder);
  if (cached && now - cached.at < cacheMs) return cached.bytes;
  const bytes = walk(folder);
  walks.set(folder, { at: now, bytes });
  return bytes;
}
