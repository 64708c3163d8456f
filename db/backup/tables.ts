/**
 * The database side of a backup, over plain SQL that PostgreSQL and PGlite answer alike: which tables and
 * sequences the `public` schema has, a table's rows out in chunks, and chunks back in.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../types.ts';
import type { SequencePosition } from './format.ts';

type Db = Kysely<DB>;

/**
 * Never backed up: Kysely's lock (its one row is the migrator's) and the running processes' heartbeats (restored,
 * a backup's processes would show on the System screen as not responding for an hour).
 */
const notBackedUp = ['kysely_migration_lock', 'server_process'];

/** A chunk ends at this many rows or bytes, whichever comes first. */
const chunkRows = 1000;
const chunkBytes = 4 * 1024 * 1024;
const fetchRows = 100;

/**
 * The tables to back up, each after the tables its foreign keys point at, so rows load in this order (a cycle,
 * which this schema does not have, would fall back to name order and fail on its first missing parent row).
 */
export async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname::text <> all(${notBackedUp}::text[])
    order by c.relname`.execute(db);
  const keys = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`.execute(db);
  const remaining = tables.rows.map((row) => row.name);
  const ordered: string[] = [];
  while (remaining.length > 0) {
    const ready = remaining.find((table) =>
      keys.rows.every((key) => key.child !== table || !remaining.includes(key.parent)),
    );
    const next = ready ?? remaining[0];
    ordered.push(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return ordered;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.id('public', table)}`.execute(
    db,
  );
  return result.rows[0].count;
}

/**
 * Reads a table through a cursor and hands its rows on in chunks, each a JSON array of PostgreSQL's `row_to_json`
 * text. Runs inside the caller's transaction (one snapshot for every table). Returns the number of rows.
 */
export async function dumpTable(db: Db, table: string, onChunk: (json: string) => Promise<void>): Promise<number> {
  await sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as row from ${sql.id('public', table)} t`.execute(db);
  let rows: string[] = [];
  let bytes = 0;
  let total = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await onChunk(`[${rows.join(',')}]`);
    rows = [];
    bytes = 0;
  };
  for (;;) {
    const batch = await sql<{ row: string }>`fetch ${sql.raw(String(fetchRows))} from backup_rows`.execute(db);
    for (const { row } of batch.rows) {
      rows.push(row);
      bytes += row.length;
      total += 1;
      if (rows.length >= chunkRows || bytes >= chunkBytes) await flush();
    }
    if (batch.rows.length < fetchRows) break;
  }
  await flush();
  await sql`close backup_rows`.execute(db);
  return total;
}

/** The columns a row is written to: all but generated ones, which PostgreSQL computes itself. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${`"public"."${table}"`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`.execute(db);
  return result.rows.map((row) => row.name);
}

/** What writes the chunks of `dumpTable` into the table, values converted by PostgreSQL from their JSON. */
export async function chunkLoader(db: Db, table: string): Promise<(json: string) => Promise<void>> {
  const columns = sql.join((await writableColumns(db, table)).map((column) => sql.id(column)));
  const target = sql.id('public', table);
  return async (json) => {
    await sql`insert into ${target} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`.execute(db);
  };
}

export async function sequencePositions(db: Db): Promise<SequencePosition[]> {
  const sequences = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`.execute(db);
  const positions: SequencePosition[] = [];
  for (const { name } of sequences.rows) {
    const position = await sql<{ lastValue: number; isCalled: boolean }>`
      select last_value as "lastValue", is_called as "isCalled" from ${sql.id('public', name)}`.execute(db);
    positions.push({ name, ...position.rows[0] });
  }
  return positions;
}

export async function setSequence(db: Db, position: SequencePosition): Promise<void> {
  await sql`select setval(${`"public"."${position.name}"`}::regclass, ${position.lastValue}, ${position.isCalled})`.execute(
    db,
  );
}

/**
 * Empties the tables of a freshly migrated database (a migration may have written rows the backup holds too) and
 * turns their triggers off, so the rows load exactly as they were backed up: a trigger that derives rows (the
 * revenue tables) would otherwise add them a second time. Foreign keys stay checked.
 */
export async function prepareForLoad(db: Db, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`truncate table ${sql.join(tables.map((table) => sql.id('public', table)))}`.execute(db);
  for (const table of tables) await sql`alter table ${sql.id('public', table)} disable trigger user`.execute(db);
}

export async function enableTriggers(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) await sql`alter table ${sql.id('public', table)} enable trigger user`.execute(db);
}

/** Anything in the `public` schema: tables, sequences, views, functions. */
export async function schemaIsEmpty(db: Db): Promise<boolean> {
  const result = await sql<{ count: number }>`
    select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')
      + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')
      as count`.execute(db);
  return result.rows[0].count === 0;
}

export async function appliedMigrations(db: Db): Promise<string[]> {
  const exists = await sql<{
    found: boolean;
  }>`select to_regclass('public.kysely_migration') is not null as found`.execute(db);
  if (!exists.rows[0].found) return [];
  const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

export async function postgresVersion(db: Db): Promise<string> {
  const result = await sql<{ version: string }>`show server_version`.execute(db);
  return result.rows[0].version;
}
