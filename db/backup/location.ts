/**
 * Where a backup comes from or a restore goes: the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR) and the stored files (FILE_STORAGE: DATA_DIR/files, or an S3 bucket).
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../connect.ts';
import { DataDirInUseError, lockDataDir } from '../data-dir-lock.ts';
import type { FileStorageKind } from './format.ts';
import { schemaIsEmpty } from './tables.ts';

export interface Location {
  /** PostgreSQL; the embedded database in `dataDir` when unset. */
  databaseUrl?: string;
  dataDir: string;
  /** FILE_STORAGE and the S3 settings (server/files/factory.ts); process.env when unset. */
  env?: NodeJS.ProcessEnv;
}

const stopServerFirst =
  'Stop the server first: a backup or restore of the embedded database needs it stopped (a PostgreSQL database can be backed up while servers run).';

export function fileStorageKind(location: Location): FileStorageKind {
  return (location.env ?? process.env).FILE_STORAGE?.toLowerCase() === 's3' ? 's3' : 'local';
}

export function localFilesDir(location: Location): string {
  return join(location.dataDir, 'files');
}

function hasEntries(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** Takes the embedded database's data directory for this process, or says plainly that a server holds it. */
function lockEmbedded(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(`${error.message} ${stopServerFirst}`);
    throw error;
  }
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const release = lockEmbedded(dataDir);
  try {
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The database to back up; it must exist (an embedded one is never created by a backup). */
export async function openSource(location: Location): Promise<DatabaseHandle> {
  if (location.databaseUrl)
    return openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir, maxConnections: 1 });
  if (!existsSync(join(location.dataDir, 'pglite', 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${location.dataDir} (DATA_DIR) to back up.`);
  return openEmbedded(location.dataDir);
}

/**
 * The database to restore into, empty: a restore never mixes its rows and files with others. With `force` it
 * empties it first (the embedded database and DATA_DIR/files removed; PostgreSQL's `public` schema dropped).
 */
export async function openEmptyTarget(location: Location, force: boolean): Promise<DatabaseHandle> {
  const filesDir = fileStorageKind(location) === 'local' ? localFilesDir(location) : undefined;
  const filesPresent = filesDir !== undefined && hasEntries(filesDir);
  const refuse = (what: string) =>
    new Error(`${what} is not empty: restore into an empty one, or add --force to replace what it holds.`);

  if (!location.databaseUrl) {
    const release = lockEmbedded(location.dataDir);
    try {
      const pgliteDir = join(location.dataDir, 'pglite');
      if (!force && (hasEntries(pgliteDir) || filesPresent))
        throw refuse(`The data directory ${location.dataDir} (its database or its files folder)`);
      await rm(pgliteDir, { recursive: true, force: true });
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    } catch (error) {
      release();
      throw error;
    }
    // Takes over the lock this process holds: the handle releases it when closed.
    return openEmbedded(location.dataDir);
  }

  const handle = await openDatabase({
    databaseUrl: location.databaseUrl,
    dataDir: location.dataDir,
    maxConnections: 1,
  });
  try {
    const databaseEmpty = await schemaIsEmpty(handle.db);
    if (!force && (!databaseEmpty || filesPresent)) {
      const name = new URL(location.databaseUrl).pathname.slice(1);
      throw refuse(databaseEmpty ? `The files folder ${filesDir}` : `The database ${name}`);
    }
    if (!databaseEmpty) {
      await sql`drop schema public cascade`.execute(handle.db);
      await sql`create schema public`.execute(handle.db);
    }
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
