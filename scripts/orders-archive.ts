/** npm run orders:archive -- --before YYYY-MM-DD [--limit 1000] [--delete] [--apply] (dry run unless --apply). */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readConfig } from '../server/config.ts';
import { archiveOrders, checkArchiveOptions, type ArchiveOptions } from '../server/orders/archive.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    limit: { type: 'string', default: '1000' },
    delete: { type: 'boolean', default: false },
    apply: { type: 'boolean', default: false },
  },
});
const options: ArchiveOptions = {
  before: values.before ?? '',
  limit: Number(values.limit),
  delete: values.delete ?? false,
  apply: values.apply ?? false,
};
const problem = checkArchiveOptions(options);
if (problem) {
  console.error(`${problem}\nUsage: npm run orders:archive -- --before YYYY-MM-DD [--limit 1000] [--delete] [--apply]`);
  process.exit(2);
}
const config = readConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  await archiveOrders(handle.db, options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
