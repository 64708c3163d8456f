/**
 * A database handle of a test file's own, beside the shared test server: on PostgreSQL the test server's own
 * database (DATABASE_URL), on the embedded database a new data folder of its own, migrated (removed on close).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';

export async function testDatabase(name: string, timeouts?: DatabaseOptions['timeouts']): Promise<DatabaseHandle> {
  if (inject('databaseKind') === 'postgres')
    return openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '', timeouts });
  const dataDir = mkdtempSync(join(tmpdir(), `classroom-${name}-`));
  const handle = await openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
