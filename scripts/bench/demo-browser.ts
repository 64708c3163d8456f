/**
 * The browser benches' stage: the built web app on a server of its own with the demo data (embedded database in a
 * temporary folder) and a headless Chromium; both closed and the folder removed after `run`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { loadDemoData } from '../../server/demo.ts';
import { chromiumLaunchArgs, chromiumPath } from '../../server/templates/chromium.ts';
import { ensureWebBuild } from '../build-steps.ts';

export async function withDemoBrowser(
  name: string,
  run: (browser: Browser, serverUrl: string) => Promise<void>,
): Promise<void> {
  await ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const server = await startServer(
    readConfig({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      // The demo data (products, the demo teacher and admin) loads outside production only.
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    }),
    { prepare: loadDemoData },
  );
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: chromiumLaunchArgs,
    });
    try {
      await run(browser, server.url);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
