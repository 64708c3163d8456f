import pg from 'pg';

/** Empties (creating first if needed) the PostgreSQL benchmark database. */
export async function resetPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await server.query(`create database "${name.replace(/"/g, '""')}"`);
  await server.end();
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  await database.query('drop schema public cascade; create schema public');
  await database.end();
}
