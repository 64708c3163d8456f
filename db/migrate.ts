import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Applies the migrations up to and including `name`: a restore rebuilds the schema its backup's rows fit. */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}

/** The migrations this build knows that the database has not had, by name (the System screen). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}

/** True when every known migration has been applied (readiness). */
export async function migrationsApplied(db: Kysely<any>): Promise<boolean> {
  return (await pendingMigrations(db)).length === 0;
}
