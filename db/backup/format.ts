/**
 * What a backup holds, entry by entry, in this order (restore reads it front to back):
 *
 * | entry | content |
 * |---|---|
 * | `backup.json` | the manifest: format version, when, from which database, the migrations applied, file storage |
 * | `database/{table}/{n}.json` | a chunk of a table's rows: a JSON array of `row_to_json` objects |
 * | `database/summary.json` | each table's row count and each sequence's position |
 * | `files/{key}` | a stored file, byte for byte (local disk storage) |
 * | `file-keys.txt` | the stored files' keys, one a line (S3 storage: the bucket is backed up by its own means) |
 * | `files.json` | how many files the backup holds or names, and their bytes |
 *
 * Rows are PostgreSQL's own JSON of each row, passed back to PostgreSQL as is (json_populate_recordset): no value
 * goes through a JavaScript number or date, so numerics, timestamps and JSON columns return exactly.
 */
import type { DatabaseHandle } from '../connect.ts';

export const formatName = 'classroom-platform-backup';
export const formatVersion = 1;

export interface Manifest {
  format: typeof formatName;
  version: number;
  createdAt: string;
  database: DatabaseHandle['kind'];
  /** `server_version` of the database backed up. */
  postgresVersion: string;
  /** Applied migrations, in order: the schema the rows fit. */
  migrations: string[];
  fileStorage: FileStorageKind;
}

export type FileStorageKind = 'local' | 's3';

export interface SequencePosition {
  name: string;
  lastValue: number;
  isCalled: boolean;
}

export interface DatabaseSummary {
  tables: Record<string, number>;
  sequences: SequencePosition[];
}

export interface FilesSummary {
  storage: FileStorageKind;
  count: number;
  bytes: number;
}

export const entries = {
  manifest: 'backup.json',
  tableChunk: (table: string, index: number) => `database/${table}/${String(index).padStart(6, '0')}.json`,
  databaseSummary: 'database/summary.json',
  filePrefix: 'files/',
  fileKeys: 'file-keys.txt',
  filesSummary: 'files.json',
};

/** The table a chunk entry belongs to, or undefined for any other entry. */
export function tableOfChunk(name: string): string | undefined {
  return /^database\/([^/]+)\/\d+\.json$/.exec(name)?.[1];
}

/** Why this code cannot restore the backup, or undefined when it can. */
export function manifestProblem(manifest: Partial<Manifest>, knownMigrations: string[]): string | undefined {
  if (manifest.format !== formatName) return 'This file is not a backup of the classroom platform.';
  if (manifest.version !== formatVersion)
    return `This backup has format ${manifest.version}; this version of the platform reads format ${formatVersion}.`;
  const applied = manifest.migrations ?? [];
  const unknown = applied.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0)
    return `This backup was made by a newer version of the platform (migration ${unknown[0]} is unknown here): restore it with that version or a later one.`;
  if (applied.some((name, index) => knownMigrations[index] !== name))
    return 'The backup’s migrations are not in this version’s order: restore it with the version that made it.';
  return undefined;
}
