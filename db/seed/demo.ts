/**
 * Demo data for development (CONTRACT "Demo data"): loaded in one transaction, and only into a database that has
 * no accounts yet, so a restart or a database in use is never touched.
 */
import type { Database } from '../connect.ts';
import { localDiskStorage } from '../../server/files/storage.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedMessages } from './messages.ts';
import { seedReference } from './reference.ts';
import { seedTemplates } from './templates.ts';

export async function seedDemo(db: Database, options: { filesRoot: string }): Promise<void> {
  const storage = localDiskStorage(options.filesRoot);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const anyAccount = await trx.selectFrom('account').select('id').limit(1).executeTakeFirst();
    if (anyAccount) return;
    const reference = await seedReference(trx, now.getFullYear());
    await seedTemplates(trx, reference);
    await seedAccounts(trx, reference.schoolId('Jacaranda Primary School'), now);
    await seedCatalogue(trx, storage, now);
    await seedMessages(trx, now);
  });
}
