/** npm run user:create -- --email E --password P --groups admin,teacher [--phone 0821234567] */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { groups as knownGroups } from '../server/access/rules.ts';
import { ensureTeacherAccount, upsertAccount } from '../server/auth/auth.service.ts';
import { readConfig } from '../server/config.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    groups: { type: 'string', default: 'teacher' },
    phone: { type: 'string' },
  },
});
if (!values.email || !values.password) {
  console.error('Usage: npm run user:create -- --email E --password P --groups admin,teacher');
  process.exit(2);
}
const groups = (values.groups ?? '')
  .split(',')
  .map((group) => group.trim())
  .filter(Boolean);
const unknown = groups.filter((group) => !(knownGroups as readonly string[]).includes(group));
if (unknown.length > 0) {
  console.error(`Unknown groups: ${unknown.join(', ')} (known: ${knownGroups.join(', ')})`);
  process.exit(2);
}
const config = readConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  const account = await upsertAccount(handle.db, {
    email: values.email,
    password: values.password,
    groups,
    phoneNumber: values.phone,
  });
  if (groups.includes('teacher')) await ensureTeacherAccount(handle.db, account);
  console.log(`Account ${account.email} (${groups.join(', ')}) is ready.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
