/** Databases of their own beside a given PostgreSQL database, for scripts and tests that start servers on them. */
import pg from 'pg';

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const nameOf = (url: string) => new URL(url).pathname.slice(1) || 'postgres';

/** A new, empty database `<name><suffix>` beside the given one (dropped first if a previous run left it). */
export async function freshDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${nameOf(url)}${suffix}`;
  await onServer(url, [`drop database if exists "${name}" with (force)`, `create database "${name}"`]);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops a database made by freshDatabase, through a connection to the server's database `serverUrl`. */
export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  await onServer(serverUrl, [`drop database if exists "${nameOf(databaseUrl)}" with (force)`]);
}
