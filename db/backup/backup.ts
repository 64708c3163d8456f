/**
 * `npm run db:backup -- FILE`: the configured database and its stored files into one archive (format.ts). The
 * rows are read in one snapshot (a repeatable-read, read-only transaction), so a PostgreSQL database is backed up
 * consistently while servers keep writing; files are read after it, so one uploaded meanwhile may be in the
 * archive without its record (harmless), and one removed meanwhile is missing from it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type ArchiveWriter, writeArchive } from './archive.ts';
import {
  entries,
  formatName,
  formatVersion,
  type DatabaseSummary,
  type FilesSummary,
  type Manifest,
} from './format.ts';
import { fileStorageKind, localFilesDir, openSource, type Location } from './location.ts';
import { appliedMigrations, dumpTable, postgresVersion, sequencePositions, tablesInLoadOrder } from './tables.ts';

export interface BackupOptions extends Location {
  file: string;
  /** Replace an existing file. */
  force?: boolean;
}

export interface BackupReport {
  tables: number;
  rows: number;
  files: FilesSummary;
  bytes: number;
  seconds: number;
}

/** The stored files' keys on local disk: every file under DATA_DIR/files, by its path there. */
async function localKeys(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const found = await readdir(folder, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

async function addLocalFiles(archive: ArchiveWriter, folder: string): Promise<FilesSummary> {
  const summary: FilesSummary = { storage: 'local', count: 0, bytes: 0 };
  for (const key of await localKeys(folder)) {
    const content = await readFile(join(folder, key)).catch(() => null);
    if (!content) continue; // removed since the folder was listed
    await archive.add(`${entries.filePrefix}${key}`, content);
    summary.count += 1;
    summary.bytes += content.length;
  }
  return summary;
}

export async function backUp(options: BackupOptions): Promise<BackupReport> {
  const started = Date.now();
  if (existsSync(options.file) && !options.force)
    throw new Error(`${options.file} already exists: name another file, or add --force to replace it.`);
  const storage = fileStorageKind(options);
  const handle = await openSource(options);
  const partial = `${options.file}.partial`;
  const summary: DatabaseSummary = { tables: {}, sequences: [] };
  let files: FilesSummary = { storage, count: 0, bytes: 0 };
  try {
    await writeArchive(partial, async (archive) => {
      await handle.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          const migrations = await appliedMigrations(trx);
          if (migrations.length === 0) throw new Error('The database has no migrations applied: nothing to back up.');
          const manifest: Manifest = {
            format: formatName,
            version: formatVersion,
            createdAt: new Date().toISOString(),
            database: handle.kind,
            postgresVersion: await postgresVersion(trx),
            migrations,
            fileStorage: storage,
          };
          await archive.add(entries.manifest, JSON.stringify(manifest, null, 2));
          for (const table of await tablesInLoadOrder(trx)) {
            let chunk = 0;
            summary.tables[table] = await dumpTable(trx, table, (json) =>
              archive.add(entries.tableChunk(table, ++chunk), json),
            );
          }
          summary.sequences = await sequencePositions(trx);
          await archive.add(entries.databaseSummary, JSON.stringify(summary, null, 2));
          if (storage === 's3') {
            const keys = await trx.selectFrom('stored_file').select('key').orderBy('key').execute();
            await archive.add(entries.fileKeys, keys.map((row) => `${row.key}\n`).join(''));
            files = { storage, count: keys.length, bytes: 0 };
          }
        });
      if (storage === 'local') files = await addLocalFiles(archive, localFilesDir(options));
      await archive.add(entries.filesSummary, JSON.stringify(files, null, 2));
    });
    await rename(partial, options.file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
  const { size } = await stat(options.file);
  return {
    tables: Object.keys(summary.tables).length,
    rows: Object.values(summary.tables).reduce((sum, count) => sum + count, 0),
    files,
    bytes: size,
    seconds: (Date.now() - started) / 1000,
  };
}
