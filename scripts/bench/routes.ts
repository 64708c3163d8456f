/**
 * Route weights and timings (issues 16 and 28): the landing page, a public product page and the main route of every
 * signed-in area (scripts/lib/route-weights.ts, mainRoutes), in headless Chromium against the built app on a server
 * with the demo data, on a slow phone (1.6 Mbps, 150 ms, a CPU 4 times slower). For a first visit (no service worker,
 * nothing cached) and a repeat visit (the service worker installed): the JavaScript downloaded before the route is
 * usable (as sent to a gzip client) beside its budget, first and largest contentful paint, total blocking time and
 * the time to usable. BENCH_ONLY=routes runs only this.
 */
import { resolve } from 'node:path';
import { withDemoBrowser } from './demo-browser.ts';
import { mainRoutes, measureRepeatVisit, measureRoute, routeBudgets, slowPhone } from '../lib/route-weights.ts';

const distDir = resolve(import.meta.dirname, '../../dist');

const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

export async function benchRoutes(): Promise<void> {
  await withDemoBrowser('routes', async (browser, serverUrl) => {
    console.log(
      '\n# Routes on a slow phone (1.6 Mbps, 150 ms, CPU 4x): JavaScript before usable (gzip as served) and timings.\n' +
        '# first: a new browser, no service worker; repeat: the second visit, the service worker installed (KB and\n' +
        '# scripts from the network / all). TBT: long tasks beyond 50 ms each, until usable.',
    );
    const headers = ['route', 'visit', 'scripts', 'JS KB', 'limit KB', 'FCP ms', 'LCP ms', 'TBT ms', 'usable ms'];
    const widths = [22, 6, 7, 7, 9, 6, 6, 6, 9];
    const format = (cells: string[]) =>
      cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(`${format(headers)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
    for (const route of mainRoutes) {
      try {
        const first = await measureRoute(browser, serverUrl, distDir, route, slowPhone);
        const budget = routeBudgets.find((budgeted) => budgeted.name === route.name);
        const limit = budget ? (budget.ceilingKb ?? budget.budgetKb) : null;
        console.log(
          format([
            route.name,
            'first',
            String(first.scripts.length),
            kb(first.servedBytes),
            limit === null ? '-' : `${limit}${first.servedBytes <= limit * 1024 ? '' : ' OVER'}`,
            ms(first.firstContentfulPaintMs),
            ms(first.largestContentfulPaintMs),
            ms(first.totalBlockingMs),
            ms(first.usableMs),
          ]),
        );
        const repeat = await measureRepeatVisit(browser, serverUrl, distDir, route, first.scripts, slowPhone);
        console.log(
          format([
            '',
            'repeat',
            `${repeat.networkScripts.length}/${repeat.scripts.length}`,
            `${kb(repeat.networkBytes)}/${kb(repeat.servedBytes)}`,
            '',
            ms(repeat.firstContentfulPaintMs),
            ms(repeat.largestContentfulPaintMs),
            ms(repeat.totalBlockingMs),
            ms(repeat.usableMs),
          ]),
        );
      } catch (error) {
        console.log(
          `${route.name}: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        );
      }
    }
  });
}
