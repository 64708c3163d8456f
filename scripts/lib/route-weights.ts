/**
 * What a route costs a phone: the JavaScript it downloads before it is usable, as the server sends it to a client
 * that takes gzip (the build's `.gz` beside each file, or the file itself when it has none), and the libraries that
 * came with it. Shared by the budget test (test/e2e/route-budgets.test.ts) and `npm run bench` (routes.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

export interface RouteBudget {
  name: string;
  /** The address, or how to find it (the product page asks the server for a product). */
  path: string | ((baseUrl: string) => Promise<string>);
  /** Who is signed in (demo password), or null for a visitor. */
  signIn: string | null;
  /** The budget. */
  budgetKb: number;
  /**
   * Where a route is still over its budget, the most it may weigh meanwhile (what it weighs now, and a little): the
   * test holds it there so that it only gets lighter. See docs/decisions.md, "Route budgets".
   */
  ceilingKb?: number;
  /** Shown when the route is usable: its main content rendered. */
  ready: string;
  /** Packages that must not be downloaded before then (they belong to other routes). */
  forbidden: string[];
}

/** The public site: no Apollo offline queue, no antd, no Slate, no charts, calendar, IDE or Markdown. */
const notOnPublicPages = [
  '@apollo/client',
  'apollo3-cache-persist',
  'antd',
  'slate',
  'slate-react',
  'recharts',
  'react-big-calendar',
  'graphiql',
  'markdown-it',
];
/** Heavy editors, charts and the IDE load only on their own routes. */
const notInApp = ['slate', 'slate-react', 'recharts', 'graphiql', 'monaco-editor'];

async function firstProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ shopItems(limit: 1) { items { ... on Product { id } ... on ProductBundle { id } } } }',
    }),
  });
  const answer = (await response.json()) as { data?: { shopItems: { items: { id: string }[] } } };
  const id = answer.data?.shopItems.items[0]?.id;
  if (!id) throw new Error('No product to open');
  return `/product/${id}`;
}

/** The budgets (gzipped JS a route needs before it is usable). */
export const routeBudgets: RouteBudget[] = [
  {
    name: 'landing',
    path: '/',
    signIn: null,
    budgetKb: 150,
    ready: '[data-testid="shop-card"]',
    forbidden: notOnPublicPages,
  },
  {
    name: 'public product page',
    path: firstProductPath,
    signIn: null,
    budgetKb: 200,
    ready: '[data-testid="product-title"]',
    forbidden: notOnPublicPages,
  },
  {
    name: 'teacher calendar',
    path: '/app/calendar',
    signIn: 'teacher@example.com',
    budgetKb: 350,
    // 580 before issue 26 added react-big-calendar's drag-and-drop addon (about 8 KB), which the calendar needs on
    // its first screen (docs/decisions.md, "A calendar like the ones she knows").
    ceilingKb: 585,
    ready: '.rbc-calendar',
    forbidden: notInApp,
  },
  {
    name: 'admin products table',
    path: '/admin/products',
    signIn: 'admin@example.com',
    budgetKb: 450,
    ceilingKb: 570,
    ready: '.ant-table-row',
    forbidden: [...notInApp, 'react-big-calendar'],
  },
];

export interface RouteWeight {
  path: string;
  /** The scripts fetched before the route was usable, by address. */
  scripts: string[];
  /** Their size as sent to a gzip client. */
  servedBytes: number;
  /** The npm packages those scripts hold (from dist/web-stats.json). */
  packages: Set<string>;
  firstContentfulPaintMs: number | null;
  /** From the address being opened to the route's content shown, ms. */
  usableMs: number;
}

/** A phone on a slow connection (the issue's: 1.6 Mbps down, 750 kbps up, 150 ms, a CPU 4 times slower). */
export interface Throttle {
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  latencyMs: number;
  cpuSlowdown: number;
}

export const slowPhone: Throttle = {
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  latencyMs: 150,
  cpuSlowdown: 4,
};

/** The file's size as the server sends it to a client that accepts gzip (server/http/static.ts). */
export function servedGzipBytes(distWeb: string, path: string): number {
  const file = join(distWeb, decodeURIComponent(path));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/** The npm packages each built script holds (web/bundleStatsPlugin.ts). */
export function packagesByScript(distDir: string): Map<string, Set<string>> {
  const chunks = JSON.parse(readFileSync(join(distDir, 'web-stats.json'), 'utf8')) as {
    fileName: string;
    modules: Record<string, number>;
  }[];
  return new Map(
    chunks.map((chunk) => [
      `/${chunk.fileName}`,
      new Set(
        Object.keys(chunk.modules).flatMap((id) => {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          return match ? [match[1]] : [];
        }),
      ),
    ]),
  );
}

/**
 * Opens the route in a new context (no service worker, nothing cached; signed in first when the route needs it) and
 * records the scripts the page asked for until the route's content is shown and the page has loaded.
 */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: RouteBudget,
  throttle: Throttle | null = null,
): Promise<RouteWeight> {
  const path = typeof route.path === 'string' ? route.path : await route.path(baseUrl);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  try {
    if (route.signIn) {
      const signIn = await context.newPage();
      await signIn.goto(`${baseUrl}/auth`);
      await signIn.getByLabel('Email').fill(route.signIn);
      await signIn.getByLabel('Password', { exact: true }).fill('Password1!');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await signIn.waitForURL((address) => !address.pathname.startsWith('/auth'));
      await signIn.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: throttle.downloadBitsPerSecond / 8,
        uploadThroughput: throttle.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
    }
    const scripts = new Set<string>();
    let usable = false;
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (!usable && request.resourceType() === 'script' && address.origin === new URL(baseUrl).origin)
        scripts.add(address.pathname);
    });
    const started = performance.now();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(route.ready).first().waitFor({ timeout: 120_000 });
    usable = true;
    const usableMs = performance.now() - started;
    const firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const distWeb = join(distDir, 'web');
    const contents = packagesByScript(distDir);
    const list = [...scripts].sort();
    return {
      path,
      scripts: list,
      servedBytes: list.reduce((sum, script) => sum + servedGzipBytes(distWeb, script), 0),
      packages: new Set(list.flatMap((script) => [...(contents.get(script) ?? [])])),
      firstContentfulPaintMs,
      usableMs,
    };
  } finally {
    await context.close();
  }
}
