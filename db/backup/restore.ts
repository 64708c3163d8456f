/**
 * `npm run db:restore -- FILE`: a backup (format.ts) into an empty database and files folder. The schema is rebuilt
 * by this version's own migrations up to the backup's last one, the rows are loaded in one transaction (all or
 * nothing) and checked against the backup's counts, sequences are set where they were; `npm start` then applies
 * any newer migrations. The backup may come from either database: the rows are plain PostgreSQL JSON.
 */
import { existsSync } from 'node:fs';
import { migrateTo } from '../migrate.ts';
import { migrations } from '../migrations/index.ts';
import { createFileStorage } from '../../server/files/factory.ts';
import { assertSafeKey } from '../../server/files/keys.ts';
import { mapInBatches } from '../../server/files/records.ts';
import { type ArchiveEntry, readArchive } from './archive.ts';
import {
  entries,
  manifestProblem,
  tableOfChunk,
  type DatabaseSummary,
  type FilesSummary,
  type Manifest,
} from './format.ts';
import { fileStorageKind, openEmptyTarget, type Location } from './location.ts';
import { chunkLoader, countRows, enableTriggers, prepareForLoad, setSequence, tablesInLoadOrder } from './tables.ts';

export interface RestoreOptions extends Location {
  file: string;
  /** Empty a database or files folder that is not empty first. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: FilesSummary;
  seconds: number;
}

/** An entry of JSON, as written by backup.ts (format.ts names each entry's shape). */
function parse(entry: ArchiveEntry): unknown {
  return JSON.parse(entry.content.toString('utf8'));
}

/** The entries of the archive, read in order, with the one the restore stands at. */
class Cursor {
  current: ArchiveEntry | undefined;
  private constructor(private readonly entries: AsyncGenerator<ArchiveEntry>) {}

  static async open(file: string): Promise<Cursor> {
    const cursor = new Cursor(readArchive(file));
    try {
      await cursor.advance();
    } catch (error) {
      throw new Error(`${file} is not a backup: ${error instanceof Error ? error.message : String(error)}`);
    }
    return cursor;
  }

  async advance(): Promise<void> {
    const next = await this.entries.next();
    this.current = next.done ? undefined : next.value;
  }

  /** The current entry, which must be `name`; moves past it. */
  async take(name: string): Promise<ArchiveEntry> {
    const entry = this.current;
    if (entry?.name !== name) throw new Error(`The backup is incomplete or damaged: ${name} is missing.`);
    await this.advance();
    return entry;
  }

  async close(): Promise<void> {
    await this.entries.return(undefined);
  }
}

export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  if (!existsSync(options.file)) throw new Error(`${options.file} does not exist.`);
  const archive = await Cursor.open(options.file);
  try {
    const manifest = parse(await archive.take(entries.manifest)) as Manifest;
    const problem = manifestProblem(manifest, Object.keys(migrations));
    if (problem) throw new Error(problem);

    const handle = await openEmptyTarget(options, options.force ?? false);
    let rows = 0;
    let tableCount = 0;
    try {
      await migrateTo(handle.db, manifest.migrations[manifest.migrations.length - 1]);
      const tables = await tablesInLoadOrder(handle.db);
      await handle.db.transaction().execute(async (trx) => {
        await prepareForLoad(trx, tables);
        const loaders = new Map<string, (json: string) => Promise<void>>();
        for (
          let table = tableOfChunk(archive.current?.name ?? '');
          table;
          table = tableOfChunk(archive.current?.name ?? '')
        ) {
          if (!tables.includes(table))
            throw new Error(`The backup holds rows of table ${table}, which this schema lacks.`);
          const load = loaders.get(table) ?? (await chunkLoader(trx, table));
          loaders.set(table, load);
          await load(archive.current?.content.toString('utf8') ?? '[]');
          await archive.advance();
        }
        const summary = parse(await archive.take(entries.databaseSummary)) as DatabaseSummary;
        for (const table of tables) {
          const expected = summary.tables[table] ?? 0;
          const restored = await countRows(trx, table);
          if (restored !== expected)
            throw new Error(`Table ${table} has ${restored} rows after the restore; the backup has ${expected}.`);
          rows += restored;
        }
        for (const position of summary.sequences) await setSequence(trx, position);
        await enableTriggers(trx, tables);
        tableCount = tables.length;
      });
    } finally {
      await handle.close();
    }
    const files = await restoreFiles(archive, options, log);
    return { manifest, tables: tableCount, rows, files, seconds: (Date.now() - started) / 1000 };
  } finally {
    await archive.close();
  }
}

/**
 * The backup's files into the configured storage (local disk, or a bucket: a local-disk backup restored with
 * FILE_STORAGE=s3 uploads its files). A backup made with S3 storage names its keys only: they are checked against
 * the bucket, whose contents are restored by the bucket's own means.
 */
async function restoreFiles(archive: Cursor, location: Location, log: (line: string) => void): Promise<FilesSummary> {
  const storage = createFileStorage(location.dataDir, location.env ?? process.env);
  const restored: FilesSummary = { storage: fileStorageKind(location), count: 0, bytes: 0 };
  while (archive.current?.name.startsWith(entries.filePrefix)) {
    const key = archive.current.name.slice(entries.filePrefix.length);
    assertSafeKey(key);
    await storage.put(key, archive.current.content);
    restored.count += 1;
    restored.bytes += archive.current.content.length;
    await archive.advance();
  }
  if (archive.current?.name === entries.fileKeys) {
    const keys = archive.current.content.toString('utf8').split('\n').filter(Boolean);
    await archive.advance();
    if (restored.storage === 's3') {
      const found = await mapInBatches(keys, 8, (key) => storage.exists(key));
      const missing = keys.filter((_, index) => !found[index]);
      log(
        missing.length === 0
          ? `All ${keys.length} files the backup names are in the bucket.`
          : `${missing.length} of the ${keys.length} files the backup names are not in the bucket, e.g. ${missing[0]}: restore the bucket from its own backup.`,
      );
    } else {
      log(
        `The backup was made with FILE_STORAGE=s3: its ${keys.length} files are in the bucket, not in the backup. Set FILE_STORAGE=s3 and the bucket's settings, or copy the bucket's files into ${location.dataDir}/files.`,
      );
    }
  }
  const expected = parse(await archive.take(entries.filesSummary)) as FilesSummary;
  if (expected.storage === 'local' && expected.count !== restored.count)
    throw new Error(`The backup is incomplete: ${restored.count} of its ${expected.count} files were restored.`);
  return expected.storage === 'local' ? restored : expected;
}
