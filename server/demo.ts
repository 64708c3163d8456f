/** Demo data on an empty database, in development only (CONTRACT: SEED_DEMO, NODE_ENV=production). */
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/connect.ts';
import { seedDemo } from '../db/seed/demo.ts';
import type { Config } from './config.ts';

export async function loadDemoData(handle: DatabaseHandle, config: Config): Promise<void> {
  if (!config.seedDemo) return;
  await seedDemo(handle.db, { filesRoot: join(config.dataDir, 'files') });
}
