/**
 * `npm run import` (scripts/import.ts) runs the same preview and apply as the HTTP routes. On the embedded database
 * it opens a database of its own (a running server holds its DATA_DIR); on PostgreSQL the test server's database.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'classroom-import-cli-'));
const file = join(dir, 'users.csv');
// On PostgreSQL the command line shares the test server's database: its own e-mails keep the other tests' apart.
const marker = randomUUID().slice(0, 8);
writeFileSync(
  file,
  readFileSync(join(import.meta.dirname, '../fixtures/imports/users-bad.csv'), 'utf8').replaceAll(
    'import.',
    `cli-${marker}.`,
  ),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<string> {
  const script = join(import.meta.dirname, '../../scripts/import.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: join(dir, 'data'), SEED_DEMO: 'false' },
  });
  return stdout;
}

describe('npm run import', () => {
  // Three runs of the command, each a Node process opening an embedded database (about 13 s of CPU on this machine's
  // kind): on a shared, busy machine that is more than the default minute.
  it('previews, applies with a report next to the file, and skips on a second run', { timeout: 300_000 }, async () => {
    const preview = await cli('users', file);
    expect(preview).toContain('6 rows: 1 new, 0 skipped, 5 invalid');
    expect(preview).toContain('line 4: Invalid South African phone number');

    const applied = await cli('users', file, '--apply', '--no-emails');
    expect(applied).toContain('6 rows: 1 created, 0 skipped, 5 invalid');
    expect(readFileSync(`${file}.report.csv`, 'utf8').split('\n').slice(0, 3)).toEqual([
      'line;status;message',
      '2;invalid;Email is required',
      '3;invalid;E-mail must be valid',
    ]);

    expect(await cli('users', file, '--apply', '--no-emails')).toContain('6 rows: 0 created, 1 skipped, 5 invalid');
  });
});
