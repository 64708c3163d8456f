/**
 * Route weights (issue 16): for the landing page, a public product page, the teacher's calendar and the admin
 * products table, in headless Chromium against the built app on a server with the demo data: the JavaScript each
 * downloads before it is usable (as sent to a gzip client) beside its budget, and first contentful paint and the time
 * to usable on a slow phone (1.6 Mbps, 150 ms, a CPU 4 times slower). BENCH_ONLY=routes runs only this.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { loadDemoData } from '../../server/demo.ts';
import { chromiumLaunchArgs, chromiumPath } from '../../server/templates/chromium.ts';
import { ensureWebBuild } from '../build-steps.ts';
import { measureRoute, routeBudgets, slowPhone } from '../lib/route-weights.ts';

const root = resolve(import.meta.dirname, '../..');

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

export async function benchRoutes(): Promise<void> {
  await ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-routes-'));
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
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
    args: chromiumLaunchArgs,
  });
  try {
    console.log(
      '\n# Routes: JavaScript before usable (gzip as served) and paint on a slow phone (1.6 Mbps, 150 ms, CPU 4x)',
    );
    const lines: string[][] = [];
    for (const route of routeBudgets) {
      const fast = await measureRoute(browser, server.url, join(root, 'dist'), route);
      const slow = await measureRoute(browser, server.url, join(root, 'dist'), route, slowPhone);
      lines.push([
        route.name,
        String(fast.scripts.length),
        kb(fast.servedBytes),
        String(route.budgetKb),
        fast.servedBytes <= route.budgetKb * 1024 ? 'ok' : 'OVER',
        route.ceilingKb ? String(route.ceilingKb) : '-',
        ms(slow.firstContentfulPaintMs),
        ms(slow.usableMs),
      ]);
    }
    const headers = ['route', 'scripts', 'JS KB', 'budget KB', '', 'held at KB', 'FCP ms (slow)', 'usable ms (slow)'];
    const widths = headers.map((header, i) => Math.max(header.length, ...lines.map((line) => line[i].length)));
    const format = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(
      [format(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n'),
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
