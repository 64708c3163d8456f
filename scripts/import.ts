/**
 * npm run import -- users|orders FILE [--apply] [--no-emails] [--stats]
 *
 * The bulk imports of the admin screen from the command line, with the same services (server/imports/): without
 * --apply it prints the preview (counts and the rows' errors); with --apply it imports, prints the result counts
 * and writes the report (line;status;message) next to the file as FILE.report.csv. --no-emails sends no
 * set-password e-mails to new users. --stats prints the time taken and the memory used.
 * Opens the database as the server does (DATABASE_URL, else the embedded one in DATA_DIR, which must not be in use).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Viewer } from '../server/access/rules.ts';
import { createApp } from '../server/app.ts';
import type { App } from '../server/context.ts';
import { readConfig } from '../server/config.ts';
import { features } from '../server/features.ts';
import { allHandlers } from '../server/jobs/queue.ts';
import { readCsvHeader } from '../server/imports/csv.ts';
import { csvImports, importContext } from '../server/imports/routes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    apply: { type: 'boolean', default: false },
    'no-emails': { type: 'boolean', default: false },
    stats: { type: 'boolean', default: false },
  },
});
const [kind, file] = positionals;
const importer = kind ? csvImports[kind] : undefined;
if (!importer || !file) {
  console.error('Usage: npm run import -- users|orders FILE [--apply] [--no-emails] [--stats]');
  process.exit(2);
}

const started = Date.now();
let heapPeak = 0;
let externalPeak = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  heapPeak = Math.max(heapPeak, usage.heapUsed);
  externalPeak = Math.max(externalPeak, usage.external);
}, 50);
sampler.unref();

/** The command line acts as an admin; the order history names it 'command line'. */
const scriptViewer: Viewer = { userId: null, email: 'command line', groups: ['admin'], teacherProfileId: null };

// The models' checks (a profile's province, language, school) are the features' hooks, as in the server.
for (const feature of features) feature.registerHooks?.();
const config = readConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let app: App | undefined;
try {
  await migrateToLatest(handle.db);
  app = createApp(config, handle);
  // The set-password mails are queued here and sent by the server (npm start) on this database.
  await app.jobs.start(app, allHandlers(features.map((feature) => feature.jobs)), { work: false });
  const ctx = importContext(app, scriptViewer);
  const missing = importer.missingColumns(await readCsvHeader(file));
  if (missing.length > 0) throw new Error(`The first row must name the columns. Missing: ${missing.join(', ')}.`);
  if (!values.apply) {
    const preview = await importer.preview(ctx, file);
    const { counts } = preview;
    console.log(`${counts.rows} rows: ${counts.new} new, ${counts.skipped} skipped, ${counts.invalid} invalid`);
    for (const error of preview.errors) console.log(`line ${error.line}: ${error.message}`);
    if (counts.invalid > preview.errors.length)
      console.log(`… and ${counts.invalid - preview.errors.length} more invalid rows`);
  } else {
    const result = await importer.apply(ctx, file, { sendEmails: !values['no-emails'] });
    const { counts } = result;
    const reportPath = `${file}.report.csv`;
    await writeFile(reportPath, result.report);
    console.log(
      `${counts.rows} rows: ${counts.created} created, ${counts.skipped} skipped, ${counts.invalid} invalid` +
        (counts.failed ? `, ${counts.failed} failed` : ''),
    );
    console.log(`Report: ${reportPath}`);
    if (result.state === 'failed') {
      console.error(`The import stopped: ${result.message}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app?.jobs.stop();
  await handle.close();
  if (values.stats) {
    const stats = {
      seconds: Math.round((Date.now() - started) / 100) / 10,
      heapPeakMb: Math.round(heapPeak / 1024 / 1024),
      externalPeakMb: Math.round(externalPeak / 1024 / 1024),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
    console.log(`stats: ${JSON.stringify(stats)}`);
  }
}
