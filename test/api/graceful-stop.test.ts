/**
 * The production process stops cleanly on SIGTERM (issue 29, docs/operations.md): Apollo Server's own signal
 * handler is off, so that main.ts stops everything in order (the System screen's heartbeat row deleted, the
 * embedded database's lock released, the log's last lines written) and exits 0. With Apollo's handler on, the
 * process ended halfway with 143 and left its lock behind. On an embedded database of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'graceful-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM to the production server', () => {
  it('stops everything in order, releases the data folder and exits 0', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      JWT_SECRET: 'graceful-stop-secret-of-enough-length-0123456789',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../server/main.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      // 'close', not 'exit': its output is all read by then.
      child.once('close', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server stopped by itself (${code})`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        if (line.includes('"Serving on')) resolve();
      });
    });
    expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(false);
    // Every line it wrote is whole JSON, the last one, written as it exits, included.
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg).slice(-2)).toEqual(['stopping', 'stopped']);
  }, 120_000);
});
