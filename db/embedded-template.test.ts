/** A new embedded data folder is a copy of the bare one (db/embedded-template.ts). */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';
import { embeddedTemplate, ensureCluster, holdsCluster } from './embedded-template.ts';

const scratch = mkdtempSync(join(tmpdir(), 'classroom-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the bare embedded data folder', () => {
  it('is made once even when two callers ask at the same time, and leaves nothing half made', async () => {
    const previous = process.env.EMBEDDED_TEMPLATE_DIR;
    process.env.EMBEDDED_TEMPLATE_DIR = join(scratch, 'templates');
    try {
      const [first, second] = await Promise.all([embeddedTemplate(), embeddedTemplate()]);
      expect(second).toBe(first);
      expect(holdsCluster(first)).toBe(true);
      expect(readdirSync(join(scratch, 'templates'))).toEqual([first.split('/').pop()]);
    } finally {
      if (previous === undefined) delete process.env.EMBEDDED_TEMPLATE_DIR;
      else process.env.EMBEDDED_TEMPLATE_DIR = previous;
    }
  }, 60_000);

  it('gives a new data folder a database of its own that keeps what is written in it', async () => {
    const dataDir = join(scratch, 'new');
    const handle = await openDatabase({ dataDir });
    await sql`create table kept (word text)`.execute(handle.db);
    await sql`insert into kept values ('sawubona')`.execute(handle.db);
    await handle.close();
    expect(readdirSync(scratch).filter((name) => name.includes('.copy-'))).toEqual([]);

    const again = await openDatabase({ dataDir });
    const { rows } = await sql<{ word: string }>`select word from kept`.execute(again.db);
    await again.close();
    expect(rows).toEqual([{ word: 'sawubona' }]);
    // The bare folder itself is untouched.
    const other = await openDatabase({ dataDir: join(scratch, 'other') });
    await expect(sql`select word from kept`.execute(other.db)).rejects.toThrow(/does not exist/);
    await other.close();
  }, 60_000);

  it('refuses a folder that has files but no database, and leaves the files as they were', async () => {
    const dir = join(scratch, 'someone', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(ensureCluster(dir)).rejects.toThrow(`The embedded database folder ${dir} has files but no database`);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });
});
