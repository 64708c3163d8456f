/**
 * Route budgets (issues 16 and 28): the JavaScript a route has started to fetch when its content shows, as sent to a
 * gzip client, stays within its budget (landing 150 KB, public product page 200 KB), and the libraries of other
 * routes (the offline queue, antd and Slate on the public site; the IDE, the editors, charts, the calendar) are not
 * among them; the teacher calendar and the admin products table are within their 450 KB (issue 28; docs/decisions.md,
 * "Route budgets (issue 28)"). Bytes and packages only: the timings (first and repeat visit on a slow phone) are
 * `BENCH_ONLY=routes npm run bench`'s, from the same scripts/lib/route-weights.ts.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRoute, routeBudgets } from '../../scripts/lib/route-weights.ts';
import { serverUrl } from '../helpers/api.ts';
import { launchBrowser } from '../helpers/browser.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('route budgets', () => {
  for (const route of routeBudgets) {
    const limit = route.ceilingKb ?? route.budgetKb;
    it(`${route.name}: at most ${limit} KB of JavaScript before it is usable`, async () => {
      const weight = await measureRoute(browser, serverUrl(), distDir, route);
      const kilobytes = weight.servedBytes / 1024;
      console.log(
        `${route.name} (${weight.path}): ${weight.scripts.length} scripts, ${kilobytes.toFixed(1)} KB (budget ${route.budgetKb} KB)`,
      );
      expect(route.forbidden.filter((name) => weight.packages.has(name))).toEqual([]);
      expect(kilobytes).toBeLessThanOrEqual(limit);
    });
  }
});
