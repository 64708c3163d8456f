import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A word of the start script the shell keeps only when DATABASE_URL is set: `${DATABASE_URL:+--flag}`. */
const whenPostgres = /^\$\{DATABASE_URL:\+(.*)\}$/;

/**
 * The environment and node flags `npm start` runs the server with, read from package.json's start script
 * (`… && NAME=value node --flag ${DATABASE_URL:+--other-flag} dist/server.mjs`) for the database asked, so the
 * benches judge what `npm start` runs: a `${DATABASE_URL:+…}` word counts on PostgreSQL only, as in the shell.
 */
export function startCommand(database: 'postgres' | 'embedded'): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = (scripts.start.split('&&').at(-1) ?? '')
    .trim()
    .split(/\s+/)
    .flatMap((word) => {
      const conditional = whenPostgres.exec(word);
      if (!conditional) return [word];
      return database === 'postgres' ? [conditional[1]] : [];
    });
  const nodeAt = words.indexOf('node');
  if (nodeAt < 0) throw new Error(`package.json's start script runs no node: ${scripts.start}`);
  const env: Record<string, string> = {};
  for (const word of words.slice(0, nodeAt)) {
    const [name, value] = word.split(/=(.*)/s);
    env[name] = value;
  }
  return { env, nodeArgs: words.slice(nodeAt + 1).filter((word) => word.startsWith('-')) };
}
