/** Security probe item 8: the embedded database opens at once after its previous owner was killed with -9. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';

const connectModule = join(import.meta.dirname, 'connect.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'classroom-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another node process that holds the embedded database in `dir` open until it is killed. */
async function owner(dir: string): Promise<ChildProcess> {
  const code = `const { openDatabase } = await import(${JSON.stringify(connectModule)});
    await openDatabase({ dataDir: ${JSON.stringify(dir)} }); console.log('open'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.on('exit', () => reject(new Error('the owner process ended before opening the database')));
  });
  return child;
}

/**
 * Busy-waits until the killed process has died: kill(2) only queues the signal. Synchronous, so that this process's
 * event loop does not reap the child meanwhile; it stays a zombie, as a killed server's child does.
 */
function untilZombie(pid: number): void {
  const stat = () => readFileSync(`/proc/${pid}/stat`, 'utf8');
  const deadline = Date.now() + 10_000;
  while (!/\) Z /.test(stat())) if (Date.now() > deadline) throw new Error(`process ${pid} did not die`);
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a data dir a live process holds, and opens at once once it is killed with -9', async () => {
    const dir = dataDir();
    const child = await owner(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is in use by process ${child.pid}`);
    child.kill('SIGKILL');
    untilZombie(child.pid!);
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
  }, 60_000);

  it('opens a data dir whose lock names a pid now used by another process', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'pglite.pid'), `${process.ppid} 1`);
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
  }, 60_000);
});
