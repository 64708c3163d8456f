/**
 * A new embedded data folder starts as a copy of a bare one made once per PGlite version (PostgreSQL's initdb):
 * making one from nothing took 3.4-4 s and ran a second PostgreSQL inside the process (its WebAssembly memory never
 * shrinks, so a server that made its own folder kept the peak: the import bench's 845 MB); a copy opens in 0.2 s.
 * `npm run build` makes it beforehand, so the server process itself never runs initdb; a process that finds none
 * makes it. The copy holds no migrations: migrating stays the caller's step, as for a folder made from nothing.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where the bare folders are kept: EMBEDDED_TEMPLATE_DIR, else the system's temporary folder. */
function templatesRoot(): string {
  return process.env.EMBEDDED_TEMPLATE_DIR ?? join(tmpdir(), 'classroom-embedded-template');
}

/** The installed PGlite's version: a folder made by one version is not opened by another. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (name === '@electric-sql/pglite') return version;
  }
  throw new Error('The embedded database (@electric-sql/pglite) is not installed.');
}

/** A data folder holds a cluster once PostgreSQL has written PG_VERSION into it. */
export function holdsCluster(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** Renames `from` to `to` unless another process put `to` there first; `from` is removed either way. */
function moveIntoPlace(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (!holdsCluster(to)) throw error;
  } finally {
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * The bare data folder for the installed PGlite, made if missing. Made in a folder of its own and renamed into
 * place, so a process killed while making it, or two processes making it at once, never leave a half-made one.
 */
export async function embeddedTemplate(): Promise<string> {
  const template = join(templatesRoot(), `pglite-${pgliteVersion()}`);
  if (holdsCluster(template)) return template;
  // Its own name per call: two callers in one process asked in the same millisecond (the time was in the name) and
  // made one folder twice over, the second's database losing its files when the first renamed it.
  const making = `${template}.making-${process.pid}-${randomUUID()}`;
  mkdirSync(making, { recursive: true });
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(making);
    await pglite.close();
    moveIntoPlace(making, template);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * Gives `dir` a cluster (a copy of the bare folder) unless it has one. Copied beside it and renamed, so a process
 * killed mid-copy leaves no folder that looks made; an empty `dir` is replaced. A folder with files but no cluster
 * is refused, never emptied: it may hold something of someone's.
 */
export async function ensureCluster(dir: string): Promise<void> {
  if (holdsCluster(dir)) return;
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(`The embedded database folder ${dir} has files but no database in it; move them away first.`);
  const template = await embeddedTemplate();
  const copy = `${dir}.copy-${process.pid}-${randomUUID()}`;
  try {
    cpSync(template, copy, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    moveIntoPlace(copy, dir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
