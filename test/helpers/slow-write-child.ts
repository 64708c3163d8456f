/**
 * A process that stores a file through the storage and the records as an upload does, from a stream that never
 * ends (a large, slow upload), for test/api/files-crash.test.ts to kill with SIGKILL in the middle. Prints
 * `{ "written": bytes }` as the bytes are taken. DATA_DIR (its files and, without DATABASE_URL, the embedded
 * database) and FOLDER come from the environment.
 */
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { storeNewFile } from '../../server/files/records.ts';
import { localDiskStorage } from '../../server/files/storage.ts';

const dataDir = process.env.DATA_DIR ?? '';
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
await migrateToLatest(handle.db);
const chunk = Buffer.alloc(64 * 1024, 'x');
let written = 0;
const endless = new Readable({
  read() {
    // Asked for more: what was pushed before has been taken by the write.
    console.log(JSON.stringify({ written }));
    written += chunk.length;
    this.push(chunk);
  },
});
await storeNewFile(
  { db: handle.db, files: localDiskStorage(join(dataDir, 'files')) },
  process.env.FOLDER ?? 'Crash',
  'large.pdf',
  { contentType: 'application/pdf', size: 0, ownerId: null },
  endless,
);
