/**
 * A process killed (SIGKILL) in the middle of storing a file (issue 25, point 4): a child process stores a file
 * through the storage and the records as an upload does, from a stream that never ends, and is killed once it has
 * written a few megabytes. No file is under the key, no complete record names it (its record is pending: never
 * served), and the sweep removes the pending record and the temporary file once they are older than a write takes.
 * On a fresh embedded database of its own, or on the PostgreSQL one of DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { findStoredFile } from '../../server/files/records.ts';
import { localDiskStorage } from '../../server/files/storage.ts';
import { interruptedWriteLifetimeMs, sweepInterruptedWrites } from '../../server/files/sweep.ts';
import { uuid } from '../helpers/api.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'files-crash-'));
let handle: DatabaseHandle | undefined;

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the child until it has written `bytes`, then kills it with SIGKILL. */
async function killMidWrite(folder: string, bytes: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../helpers/slow-write-child.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir, FOLDER: folder },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the writer stopped by itself (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{') && (JSON.parse(line) as { written: number }).written >= bytes) resolve();
    });
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('a process killed while it stores a file', () => {
  it('leaves no file under the key and no complete record; the sweep clears what is left', async () => {
    const folder = `ProductsContent/${uuid()}`;
    await killMidWrite(folder, 4 * 1024 * 1024);

    handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
    const files = localDiskStorage(join(dataDir, 'files'));
    const records = await handle.db
      .selectFrom('stored_file')
      .select(['key', 'pending'])
      .where('key', 'like', `${folder}/%`)
      .execute();
    expect(records.map((record) => record.pending)).toEqual([true]);
    const key = records[0].key;
    expect(await findStoredFile(handle.db, key)).toBeUndefined();
    expect(await files.exists(key)).toBe(false);
    // What the write had got to: a temporary file beside the key, of the megabytes written.
    const left = await readdir(join(dataDir, 'files', folder));
    expect(left).toEqual([expect.stringMatching(/^\.partial-/)]);
    const partial = join(dataDir, 'files', folder, left[0]);
    expect((await stat(partial)).size).toBeGreaterThanOrEqual(3 * 1024 * 1024);

    // Young, both stay (a write may be under way); once older than a write takes, both go.
    const now = new Date();
    expect(await sweepInterruptedWrites({ db: handle.db, files }, now)).toEqual({ interrupted: [], partials: [] });
    const old = new Date(now.getTime() - interruptedWriteLifetimeMs - 60_000);
    await handle.db.updateTable('stored_file').set({ createdAt: old }).where('key', '=', key).execute();
    await utimes(partial, old, old);
    expect(await sweepInterruptedWrites({ db: handle.db, files }, now)).toEqual({
      interrupted: [key],
      partials: [partial],
    });
    expect(await handle.db.selectFrom('stored_file').select('key').where('key', '=', key).execute()).toEqual([]);
    await expect(readdir(join(dataDir, 'files', folder))).rejects.toThrow(/ENOENT/);
  });
});
