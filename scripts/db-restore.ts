/**
 * npm run db:restore -- FILE [--force]
 *
 * A backup of `npm run db:backup` into the configured database (DATABASE_URL, else the embedded one in DATA_DIR,
 * which must not be in use: stop the server) and file storage. Both must be empty; --force empties them first
 * (the embedded database and DATA_DIR/files, or PostgreSQL's public schema). `npm start` afterwards applies newer
 * migrations.
 */
import { parseArgs } from 'node:util';
import { restore } from '../db/backup/restore.ts';
import { readConfig } from '../server/config.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exit(2);
}
const config = readConfig();
try {
  const report = await restore({
    file,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    force: values.force,
    log: console.log,
  });
  const files = report.files.storage === 'local' ? `${report.files.count} files` : `${report.files.count} file keys`;
  console.log(
    `Restored ${report.rows} rows of ${report.tables} tables and ${files} from ${file} (made ${report.manifest.createdAt} on the ${report.manifest.database} database) in ${report.seconds.toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
