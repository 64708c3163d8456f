/**
 * What a route costs a phone: the JavaScript it downloads before it is usable, as the server sends it to a client
 * that takes gzip (the build's `.gz` beside each file, or the file itself when it has none), and the libraries that
 * came with it. Shared by the budget test (test/e2e/route-budgets.test.ts) and `npm run bench` (routes.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** A route as a phone opens it: where, who, and what shows when it is usable. */
export interface RouteCase {
  name: string;
  /** The address, or how to find it (the product page asks the server for a product). */
  path: string | ((baseUrl: string) => Promise<string>);
  /** Who is signed in (demo password), or null for a visitor. */
  signIn: string | null;
  /** Shown when the route is usable: its main content rendered. */
  ready: string;
}

export interface RouteBudget extends RouteCase {
  /** The budget. */
  budgetKb: number;
  /**
   * Where a route is still over its budget, the most it may weigh meanwhile (what it weighs now, and a little): the
   * test holds it there so that it only gets lighter. See docs/decisions.md, "Route budgets".
   */
  ceilingKb?: number;
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
    // Issue 28's budget: 438 KB in 52 scripts (583 KB and 101 scripts before issue 28): docs/decisions.md, "Route
    // budgets (issue 28)".
    budgetKb: 450,
    ready: '.rbc-calendar',
    forbidden: notInApp,
  },
  {
    name: 'admin products table',
    path: '/admin/products',
    signIn: 'admin@example.com',
    // Issue 28's budget: 450 KB in 65 scripts (558 KB and 106 scripts before issue 28); the notices and the category
    // tree picker load once its rows are shown, its texts are the namespaces its modules read (docs/decisions.md).
    budgetKb: 450,
    // Issue 29's System menu entry and the server failures' request reference took it to 450.1-450.6 KB: held at
    // 451 until the session watcher's teacher-only subscription document (0.6 KB, loaded on every admin route) is
    // loaded for teachers alone (docs/decisions.md, "Run it like a service").
    ceilingKb: 451,
    ready: '.ant-table-row',
    forbidden: [...notInApp, 'react-big-calendar'],
  },
];

/** A table's first page shown: its rows (saved or answered), or its row saying there are none. */
const tableShown = (scope: string) => `${scope} :is(.ant-table-row, .ant-table-placeholder)`;

/**
 * The main route of every signed-in area (001 section 2, 002 section 2) beside the budgeted ones, for the bench's
 * first and repeat visits: the teacher's calendar, lessons, profile and shop; the back office's products, orders
 * and customers; the reporting group's revenue report.
 */
export const mainRoutes: RouteCase[] = [
  ...routeBudgets,
  {
    name: 'teacher lessons',
    path: '/app/lessons',
    signIn: 'teacher@example.com',
    ready: tableShown('[data-testid="lessons-page"]'),
  },
  {
    name: 'teacher profile',
    path: '/app/profile',
    signIn: 'teacher@example.com',
    ready: '[data-testid="profile-form"]',
  },
  { name: 'teacher shop', path: '/app/products', signIn: 'teacher@example.com', ready: '[data-testid="shop-card"]' },
  {
    name: 'admin orders',
    path: '/admin/productorders',
    signIn: 'admin@example.com',
    ready: tableShown('[data-testid="sales-table"]'),
  },
  { name: 'admin customers', path: '/admin/teacherprofiles', signIn: 'admin@example.com', ready: tableShown('main') },
  {
    name: 'reporting revenue',
    path: '/admin/reporting/revenue',
    signIn: 'reporting@example.com',
    ready: '[data-testid="previous-revenue"]',
  },
];

export interface RouteWeight {
  path: string;
  /** The scripts the page had started to fetch when the route became usable, by address. */
  scripts: string[];
  /** Their size as sent to a gzip client. */
  servedBytes: number;
  /** Of those, the ones that came over the network (not from the service worker's caches nor the HTTP cache). */
  networkScripts: string[];
  networkBytes: number;
  /** The npm packages those scripts hold (from dist/web-stats.json). */
  packages: Set<string>;
  firstContentfulPaintMs: number | null;
  /** The largest contentful paint reported by then (it may come after the content the route waits for). */
  largestContentfulPaintMs: number | null;
  /** Total blocking time: what long tasks (over 50 ms) took beyond 50 ms each, from the start to usable. */
  totalBlockingMs: number;
  /** How many long tasks ran before the route was usable. */
  longTasks: number;
  /** From the navigation's start to the first frame with the route's content (its `ready`), ms. */
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
 * Runs in the page from its first moment: notes when the route's content (the selector) is first on screen (checked
 * every frame), the largest contentful paint and the long tasks (PerformanceObserver, buffered), for `pageTimings`.
 * Plain text: a function compiled by tsx would carry its name helpers into the page.
 */
function timingsScript(ready: string): string {
  return `(() => {
    const store = { usable: null, lcp: null, longTasks: [] };
    window.__routeTimings = store;
    performance.setResourceTimingBufferSize(2000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const ready = ${JSON.stringify(ready)};
    const check = (now) => {
      if (document.querySelector(ready)) store.usable = now;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

/**
 * The page's timings once its content is shown, and the same-origin scripts it had started to fetch by then (the
 * resource timeline: a script a screen loads once it is shown, such as a dialog's, is not counted).
 */
async function pageTimings(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __routeTimings: { usable: number | null } }).__routeTimings.usable !== null,
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(() => {
    const store = (
      window as unknown as { __routeTimings: { usable: number; lcp: number | null; longTasks: [number, number][] } }
    ).__routeTimings;
    const usable = store.usable;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    let blocking = 0;
    // Lighthouse's rule (the part of each long task past 50 ms), from the start: a signed-in screen's first paint is
    // its spinner or its content, so the work before it blocks her as much as the work after.
    for (const [start, duration] of store.longTasks) if (start < usable) blocking += Math.max(0, duration - 50);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= usable)
      .map((entry) => new URL(entry.name))
      .filter((address) => address.origin === location.origin && address.pathname.endsWith('.js'))
      .map((address) => address.pathname);
    return {
      scripts: [...new Set(scripts)].sort(),
      timings: {
        firstContentfulPaintMs: fcp,
        largestContentfulPaintMs: store.lcp,
        totalBlockingMs: blocking,
        longTasks: store.longTasks.filter(([start]) => start < usable).length,
        usableMs: usable,
      },
    };
  });
}

async function signedInContext(
  browser: Browser,
  baseUrl: string,
  route: RouteCase,
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers, viewport: { width: 390, height: 844 } });
  await context.addInitScript({ content: timingsScript(route.ready) });
  if (route.signIn) {
    const signIn = await context.newPage();
    await signIn.goto(`${baseUrl}/auth`);
    await signIn.getByLabel('Email').fill(route.signIn);
    await signIn.getByLabel('Password', { exact: true }).fill('Password1!');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL((address) => !address.pathname.startsWith('/auth'));
    await signIn.close();
  }
  return context;
}

/**
 * Opens the address in a new page of the context (throttled when asked) and records, until the route's content is
 * shown, the scripts it asked for, which of them came over the network, and its paint and long-task timings.
 * `fresh` disables the HTTP cache (a first visit: sign-in fetched some of the same files).
 */
async function visit(
  context: BrowserContext,
  baseUrl: string,
  distDir: string,
  path: string,
  route: RouteCase,
  throttle: Throttle | null,
  fresh: boolean,
): Promise<RouteWeight> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: fresh });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downloadBitsPerSecond / 8,
      uploadThroughput: throttle.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
  }
  const origin = new URL(baseUrl).origin;
  const cached = new Set<string>();
  /** What the service worker itself fetched over the network while serving the page (a runtime cache miss). */
  const fetchedByWorker = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache)
      cached.add(new URL(response.url).pathname);
  });
  const onRequest = (request: Request) => {
    const address = new URL(request.url());
    if (request.serviceWorker() && address.origin === origin) fetchedByWorker.add(address.pathname);
  };
  context.on('request', onRequest);
  try {
    await page.goto(`${baseUrl}${path}`, { timeout: 120_000 });
    await page.locator(route.ready).first().waitFor({ timeout: 120_000 });
    const { scripts, timings } = await pageTimings(page);
    const distWeb = join(distDir, 'web');
    const contents = packagesByScript(distDir);
    const network = scripts.filter((script) => !cached.has(script) || fetchedByWorker.has(script));
    const bytes = (paths: string[]) => paths.reduce((sum, script) => sum + servedGzipBytes(distWeb, script), 0);
    return {
      path,
      scripts,
      servedBytes: bytes(scripts),
      networkScripts: network,
      networkBytes: bytes(network),
      packages: new Set(scripts.flatMap((script) => [...(contents.get(script) ?? [])])),
      ...timings,
    };
  } finally {
    context.off('request', onRequest);
    await page.close();
  }
}

async function routePath(route: RouteCase, baseUrl: string): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(baseUrl);
}

/**
 * A first visit: a new context (no service worker, nothing cached; signed in first when the route needs it), the
 * scripts the page asked for until the route's content is shown, and its timings.
 */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: RouteCase,
  throttle: Throttle | null = null,
): Promise<RouteWeight> {
  const path = await routePath(route, baseUrl);
  const context = await signedInContext(browser, baseUrl, route, 'block');
  try {
    return await visit(context, baseUrl, distDir, path, route, throttle, true);
  } finally {
    await context.close();
  }
}

/**
 * A repeat visit: the route opened once (full speed) with service workers allowed, then, once the worker controls
 * the page and the caches (its precache, or its runtime cache after a load through it) hold every script the route
 * needs, opened again in a new page on the throttle. `scripts` are the route's scripts (a first visit's). A visitor's
 * route (no sign-in, so no service worker) is opened again with the HTTP cache of the first load.
 */
export async function measureRepeatVisit(
  browser: Browser,
  baseUrl: string,
  distDir: string,
  route: RouteCase,
  scripts: readonly string[],
  throttle: Throttle | null = null,
): Promise<RouteWeight> {
  const path = await routePath(route, baseUrl);
  const context = await signedInContext(browser, baseUrl, route, 'allow');
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.locator(route.ready).first().waitFor({ timeout: 120_000 });
    // A visitor gets no service worker (web/src/app/pwa/serviceWorker.ts): her repeat visit has the HTTP cache.
    if (route.signIn) {
      // The worker registers once the page is idle, installs and claims the page: then it is in control.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
      // A load through the worker puts what it does not precache (the admin area) in its runtime cache.
      await page.reload();
      await page.locator(route.ready).first().waitFor({ timeout: 120_000 });
      // Whenever the precache is filled (at install, or once signed in), the route's scripts are then in the caches.
      await page.waitForFunction(
        async (wanted) => {
          for (const script of wanted) if (!(await caches.match(script))) return false;
          return true;
        },
        [...scripts],
        { timeout: 120_000, polling: 250 },
      );
    }
    await page.close();
    return await visit(context, baseUrl, distDir, path, route, throttle, false);
  } finally {
    await context.close();
  }
}
