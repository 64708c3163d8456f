/**
 * npm run db:backup -- FILE [--force]
 *
 * The configured database (DATABASE_URL, else the embedded one in DATA_DIR, which must not be in use: stop the
 * server) and its stored files (DATA_DIR/files; with FILE_STORAGE=s3 their keys) into FILE, a .tar.gz
 * (db/backup/). --force replaces an existing FILE. Restore with `npm run db:restore -- FILE`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backUp } from '../db/backup/backup.ts';
import { openDatabase } from '../db/connect.ts';
import { readConfig } from '../server/config.ts';
import { recordBackup } from '../server/system/system-fact.repository.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:backup -- FILE [--force]');
  process.exit(2);
}
const config = readConfig();
try {
  const report = await backUp({ file, databaseUrl: config.databaseUrl, dataDir: config.dataDir, force: values.force });
  const files =
    report.files.storage === 'local'
      ? `${report.files.count} files (${megabytes(report.files.bytes)})`
      : `the keys of ${report.files.count} files in the bucket (back the bucket up by its own means)`;
  console.log(
    `Backed up ${report.rows} rows of ${report.tables} tables and ${files} to ${file} (${megabytes(report.bytes)}) in ${report.seconds.toFixed(1)} s.`,
  );
  await recordFinished(resolve(file), report.bytes);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * When it finished, for the System screen (system_fact): written after the archive is whole. A database that
 * cannot take it (migrated before the table existed) still has its backup: the failure is only said.
 */
async function recordFinished(path: string, bytes: number): Promise<void> {
  try {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await recordBackup(handle.db, { finishedAt: new Date().toISOString(), file: path, bytes });
    } finally {
      await handle.close();
    }
  } catch (error) {
    console.warn(
      `The backup is made, but its time could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
